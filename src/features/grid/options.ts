/**
 * A grid block's options (spec §3 "Grid options": style, layout, fitrows, fullwidth, fullheight,
 * rtl, filtercomb, filterlogic, filterload, sortbyload, orderload, row, ratio, gutters, cols, rows,
 * animation, transition, slider options, ajaxmethod, ajaxdelay, preloader, itemdelay, gallery), read
 * from what the admin stored. The admin refuses a bad value with a French message (OPTION_LIMITS and
 * the block's validators); a value that still arrives bad (older data, an import, a changed source)
 * gets its safe default here and is named in `problems`, which the page logs. Never throws.
 */
import { GRID_BREAKPOINTS, SLIDER_CYCLE_MS, SLIDER_SWING_SPEED_MS, type LogicalJoin } from './constants'
import { SORT_KINDS, type SortOrder } from './query/sort'
import { isWidgetId } from './query/url'
import { GRID_SOURCES, isGridSource, taxonomiesOf, type GridSourceKey } from './sources/registry'

export const LAYOUTS = ['masonry', 'packery', 'justified', 'slider', 'gallery'] as const
export type GridLayout = (typeof LAYOUTS)[number]
export const CARD_STYLES = ['card', 'tile'] as const
export const PAGINATIONS = ['pages', 'more', 'scroll'] as const
export type Pagination = (typeof PAGINATIONS)[number]
export const ANIMATIONS = ['none', 'fade', 'rise', 'zoom'] as const
export const ITEM_NAVS = ['arrows', 'bullets', 'both', 'none'] as const
export const CYCLE_BY = ['page', 'item'] as const
export const RATIOS = ['auto', '1:1', '4:3', '3:2', '16:9', '3:4'] as const

/**
 * Where a grid's videos play (spec §4 "Media items"; docs/decisions/053): in the lightbox, with
 * the grid's other media as a gallery, or in place of their poster. Carried by the layout rather
 * than a field of its own: in the horizontal carousel each item is a slide big enough to play in,
 * elsewhere a thumbnail opens the lightbox.
 */
export type VideoPlayback = 'lightbox' | 'in-place'
export const videoPlaybackFor = (layout: GridLayout): VideoPlayback => (layout === 'slider' ? 'in-place' : 'lightbox')

export const OPTION_LIMITS = {
  perPage: { min: 1, max: 48, default: 12 },
  rowHeight: { min: 80, max: 600, default: 240 },
  gutter: { min: 0, max: 60, default: 12 },
  columns: { min: 1, max: 8 },
  rows: { min: 1, max: 4, default: 1 },
  transition: { min: 0, max: 3000, default: 400 },
  itemDelay: { min: 0, max: 1000, default: 0 },
  ajaxDelay: { min: 0, max: 5000, default: 0 },
  swingSpeed: { min: 100, max: 5000, default: SLIDER_SWING_SPEED_MS },
  cycle: { min: 0, max: 60_000, default: SLIDER_CYCLE_MS },
  startAt: { min: 1, max: 1000, default: 1 },
} as const

/** The texts a visitor reads, editable per block; an emptied one falls back to these. */
export const DEFAULT_TEXTS = {
  allText: 'Tout',
  searchLabel: 'Rechercher',
  searchPlaceholder: 'Rechercher…',
  sortLabel: 'Trier par',
  loadMoreText: 'Voir plus',
  noMoreText: 'Plus aucun élément',
  noItemsText: 'Aucun élément ne correspond.',
  applyText: 'Appliquer',
} as const
export type GridTexts = { [K in keyof typeof DEFAULT_TEXTS]: string }

/** The sort keys a block may offer, with their French names in the dropdown. */
export const SORT_LABELS = {
  date: 'Date',
  title: 'Titre',
  'popular-post': 'Popularité',
  'regular-price': 'Prix',
  'sale-price': 'Prix remisé',
  'total-sales': 'Locations',
  stock: 'Disponibilité',
  featured: 'Mis en avant',
  sku: 'Référence',
  id: 'Numéro',
  author: 'Auteur',
  comment: 'Commentaires',
} as const satisfies Record<keyof typeof SORT_KINDS, string>

export type GridOptions = {
  widgetId: string
  source: GridSourceKey
  layout: GridLayout
  style: (typeof CARD_STYLES)[number]
  perPage: number
  fitRows: boolean
  fullWidth: boolean
  fullHeight: boolean
  rtl: boolean
  filterTaxonomies: string[]
  /** Combined mode: a filter button toggles, "all" clears (spec §4). */
  filterCombination: boolean
  /** How several terms of one taxonomy combine in combined mode. */
  filterLogic: LogicalJoin
  /** The filter active when the address says nothing: `taxonomy:term`. */
  filterLoad: { taxonomy: string; term: string } | null
  sortKeys: string[]
  sortByLoad: string | null
  orderLoad: SortOrder
  search: boolean
  rowHeight: number
  ratio: (typeof RATIOS)[number]
  gutter: number
  /** Columns per breakpoint, in GRID_BREAKPOINTS order (widest first). */
  columns: number[]
  rows: number
  animation: (typeof ANIMATIONS)[number]
  transition: number
  slider: { itemNav: (typeof ITEM_NAVS)[number]; swingSpeed: number; cycleBy: (typeof CYCLE_BY)[number]; cycle: number; startAt: number }
  pagination: Pagination
  ajaxDelay: number
  preloader: boolean
  itemDelay: number
  videoPlayback: VideoPlayback
  texts: GridTexts
}

export type StoredGridBlock = Partial<Record<string, unknown>> & { id?: string | null }

const CUSTOM_KEY = /^[a-z0-9_-]{1,40}$/
const isSortKey = (key: string) => key in SORT_KINDS || CUSTOM_KEY.test(key)

/** A block's widget id when staff left it empty: its Payload id's letters and digits, stable across edits. */
export const fallbackWidgetId = (block: { id?: string | null }, index: number) => (block.id ?? '').replace(/[^a-z0-9]/gi, '').slice(0, 40) || `grid${index}`

/** The widget id of a page's first grid listing `source`, or null when the page has none. */
export function firstGridWidgetId(layout: readonly ({ blockType: string } & StoredGridBlock)[] | null | undefined, source: GridSourceKey): string | null {
  for (const [index, block] of (layout ?? []).entries()) {
    if (block.blockType !== 'grid') continue
    const { options } = readGridOptions(block, fallbackWidgetId(block, index))
    if (options.source === source) return options.widgetId
  }
  return null
}

/** A grid list's accessible name: its heading, else its source's name. */
export const gridLabel = (heading: string | null | undefined, source: GridSourceKey) => heading?.trim() || GRID_SOURCES[source].label

/**
 * The block's heading and its items' titles, in the page's outline: first on its page, the grid's
 * heading is the page's main heading (as a first hero's is: /actualites and /galerie are a grid
 * and nothing above it); its items' titles sit one level below whatever heads them.
 */
export function gridHeadingLevels(hasHeading: boolean, index: number): { heading: 'h1' | 'h2'; items: 'h2' | 'h3' } {
  const heading = index === 0 ? 'h1' : 'h2'
  return { heading, items: hasHeading && heading === 'h2' ? 'h3' : 'h2' }
}

/**
 * Whether a grid's code waits for the visitor's first sign on the page (docs/decisions/079, 081).
 * Nothing of a grid needs it before the visitor acts, except a slider or a gallery (they add their
 * buttons and turn by themselves) and a grid that loads its next page on scroll; and these only as
 * their page's first block. Lower down, the scroll that brings one into view is itself a sign; one
 * already in view under a short first block waits for the visitor's first gesture.
 */
export const codeAtFirstSign = (options: Pick<GridOptions, 'layout' | 'pagination'>, index: number) =>
  index > 0 || (options.layout !== 'slider' && options.layout !== 'gallery' && options.pagination !== 'scroll')

/** Reads `block` into options; `problems` lists the French reasons for each default used. */
export function readGridOptions(block: StoredGridBlock, fallbackId: string): { options: GridOptions; problems: string[] } {
  const problems: string[] = []
  const pick = <T extends string>(name: string, allowed: readonly T[], fallback: T): T => {
    const value = block[name]
    if (value === undefined || value === null || value === '') return fallback
    if (typeof value === 'string' && (allowed as readonly string[]).includes(value)) return value as T
    problems.push(`Option « ${name} » inconnue (${String(value).slice(0, 40)}) : « ${fallback} » utilisé.`)
    return fallback
  }
  const number = (name: string, limits: { min: number; max: number; default?: number }, fallback = limits.default ?? limits.min): number => {
    const value = block[name]
    if (value === undefined || value === null || value === '') return fallback
    if (typeof value === 'number' && Number.isInteger(value) && value >= limits.min && value <= limits.max) return value
    problems.push(`Option « ${name} » hors limites (${limits.min} à ${limits.max}) : ${fallback} utilisé.`)
    return fallback
  }
  const flag = (name: string, fallback: boolean) => (typeof block[name] === 'boolean' ? (block[name] as boolean) : fallback)
  const text = (name: keyof GridTexts) => {
    const value = block[name]
    return typeof value === 'string' && value.trim() ? value.trim().slice(0, 120) : DEFAULT_TEXTS[name]
  }

  let source: GridSourceKey = 'media'
  if (isGridSource(block.source)) source = block.source
  else problems.push(`Source « ${String(block.source ?? '')} » inconnue : « ${GRID_SOURCES.media.label} » utilisée.`)

  let widgetId = fallbackId
  if (typeof block.widgetId === 'string' && block.widgetId) {
    if (isWidgetId(block.widgetId)) widgetId = block.widgetId
    else problems.push(`Identifiant de grille invalide (${block.widgetId.slice(0, 40)}) : « ${fallbackId} » utilisé.`)
  }

  const known = taxonomiesOf(source)
  const listed = Array.isArray(block.filterTaxonomies) ? (block.filterTaxonomies as unknown[]).filter((t): t is string => typeof t === 'string') : []
  const filterTaxonomies = listed.filter((t) => known.includes(t))
  if (filterTaxonomies.length < listed.length) problems.push('Filtres sur une taxonomie que la source n’a pas : ignorés.')

  let filterLoad: GridOptions['filterLoad'] = null
  if (typeof block.filterLoad === 'string' && block.filterLoad) {
    const [taxonomy = '', term = ''] = block.filterLoad.split(':')
    if (known.includes(taxonomy) && /^[\p{Ll}\p{Lo}\p{N}_-]{1,200}$/u.test(term)) filterLoad = { taxonomy, term }
    else problems.push(`Filtre au chargement illisible (${block.filterLoad.slice(0, 60)}) : aucun.`)
  }

  const listOf = (name: string) => (Array.isArray(block[name]) ? (block[name] as unknown[]).filter((k): k is string => typeof k === 'string') : [])
  // The spec's keys from a list, the custom meta keys typed by staff.
  const keys = [...new Set([...listOf('sortKeys'), ...listOf('metaSortKeys')])]
  const sortKeys = keys.filter(isSortKey)
  if (sortKeys.length < keys.length) problems.push('Clés de tri illisibles : ignorées.')
  let sortByLoad: string | null = null
  if (typeof block.sortByLoad === 'string' && block.sortByLoad) {
    if (isSortKey(block.sortByLoad)) sortByLoad = block.sortByLoad
    else problems.push(`Tri au chargement illisible (${block.sortByLoad.slice(0, 40)}) : ordre de la source.`)
  }

  const storedColumns = Array.isArray(block.columns) ? (block.columns as unknown[]) : []
  const columns = GRID_BREAKPOINTS.map((breakpoint, i) => {
    const value = storedColumns[i]
    if (value === undefined || value === null || value === '') return breakpoint.columns
    if (typeof value === 'number' && Number.isInteger(value) && value >= OPTION_LIMITS.columns.min && value <= OPTION_LIMITS.columns.max) return value
    problems.push(`Colonnes hors limites pour la largeur ${i + 1} : ${breakpoint.columns} utilisées.`)
    return breakpoint.columns
  })

  const layout = pick('layout', LAYOUTS, 'masonry')
  const options: GridOptions = {
    widgetId,
    source,
    layout,
    style: pick('style', CARD_STYLES, 'card'),
    perPage: number('perPage', OPTION_LIMITS.perPage),
    fitRows: flag('fitRows', false),
    fullWidth: flag('fullWidth', false),
    fullHeight: flag('fullHeight', false),
    rtl: flag('rtl', false),
    filterTaxonomies,
    filterCombination: flag('filterCombination', false),
    filterLogic: pick('filterLogic', ['AND', 'OR'] as const, 'AND'),
    filterLoad,
    sortKeys,
    sortByLoad,
    orderLoad: pick('orderLoad', ['asc', 'desc'] as const, 'desc'),
    search: flag('search', false),
    rowHeight: number('rowHeight', OPTION_LIMITS.rowHeight),
    ratio: pick('ratio', RATIOS, 'auto'),
    gutter: number('gutter', OPTION_LIMITS.gutter),
    columns,
    rows: number('rows', OPTION_LIMITS.rows),
    animation: pick('animation', ANIMATIONS, 'fade'),
    transition: number('transition', OPTION_LIMITS.transition),
    slider: {
      itemNav: pick('itemNav', ITEM_NAVS, 'both'),
      swingSpeed: number('swingSpeed', OPTION_LIMITS.swingSpeed),
      cycleBy: pick('cycleBy', CYCLE_BY, 'page'),
      cycle: number('cycle', OPTION_LIMITS.cycle),
      startAt: number('startAt', OPTION_LIMITS.startAt),
    },
    pagination: pick('pagination', PAGINATIONS, 'pages'),
    ajaxDelay: number('ajaxDelay', OPTION_LIMITS.ajaxDelay),
    preloader: flag('preloader', true),
    itemDelay: number('itemDelay', OPTION_LIMITS.itemDelay),
    videoPlayback: videoPlaybackFor(layout),
    texts: Object.fromEntries((Object.keys(DEFAULT_TEXTS) as (keyof GridTexts)[]).map((k) => [k, text(k)])) as GridTexts,
  }
  return { options, problems }
}
