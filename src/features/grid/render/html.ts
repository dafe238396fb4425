/**
 * A grid's markup as text, escaped here and nowhere else: the page's first view, the loop refresh's
 * `data` and the load more's `content` all come from these functions, so an answer is exactly what
 * the server would have rendered for that view (docs/decisions/043). Visitor and staff text is
 * escaped (titles may hold `<`); only the project's own attributes and markup are unescaped.
 * Filters, sort, search and pages are plain links and a GET form: the grid works without JavaScript.
 */
import { mediaSources } from '../../media/sources'
import { formatDate } from '../../posts/format'
import { escapeHtml as esc } from '../../portfolio/entities'
import { GRID_BREAKPOINTS } from '../constants'
import { SORT_LABELS, type GridOptions } from '../options'
import { ALL_TERMS, toggleTerm } from '../query/logic'
import { MAX_SEARCH_LENGTH, ORDER_PARAM_PREFIX, SEARCH_PARAM_PREFIX, SORT_PARAM_PREFIX, writeGridExtras } from '../query/extras'
import { gridQueryString, writeGridView, type TaxonomyFilter } from '../query/url'
import type { GridItem, SourceContents } from '../sources/types'
import type { ComputedView, FullView } from '../view'

export type GridRenderModel = {
  options: GridOptions
  contents: SourceContents
  view: FullView
  computed: ComputedView
  /** The page's path and its query as requested, so links keep every other parameter. */
  path: string
  query: URLSearchParams
  /** The items' titles' level (options.ts gridHeadingLevels). */
  itemHeading: 'h2' | 'h3'
  /** The list's accessible name: the block's heading, else its source's name. */
  label: string
  /** The grid opens its page (first block): its first image is the page's largest paint, its first row in view. */
  lead?: boolean
}

const attr = (name: string, value: string | number | null | undefined) => (value === null || value === undefined || value === '' ? '' : ` ${name}="${esc(String(value))}"`)

/** The address of `view` (filters, page, sort, search) on this page, other parameters kept. */
export function viewHref(model: Pick<GridRenderModel, 'path' | 'query' | 'options'>, view: FullView, { explicitPage = false } = {}): string {
  const id = model.options.widgetId
  let params = writeGridView(model.query, id, view)
  params = writeGridExtras(params, id, { sort: view.sort?.key ?? null, order: view.sort?.order ?? null, search: view.search })
  // "All" when a filter is active on load: the explicit first page says "no filter" rather than "the default".
  if (explicitPage && view.page === 1) params.set(`e-page-${id}`, '1')
  const query = gridQueryString(params)
  return query ? `${model.path}?${query}` : model.path
}

function filtersWith(model: GridRenderModel, taxonomy: string, term: string): TaxonomyFilter[] {
  const { options, view } = model
  const current = view.filters.find((f) => f.taxonomy === taxonomy)
  const terms = toggleTerm(current?.terms ?? [], term, options.filterCombination)
  const rest = view.filters.filter((f) => f.taxonomy !== taxonomy)
  return terms.length ? [...rest, { taxonomy, terms, join: current?.join ?? options.filterLogic }] : rest
}

function filterBars(model: GridRenderModel): string {
  const { options, contents, view } = model
  const bars = options.filterTaxonomies
    .map((taxonomy) => {
      const tax = contents.taxonomies[taxonomy]
      if (!tax || !tax.terms.length) return ''
      const active = view.filters.find((f) => f.taxonomy === taxonomy)?.terms ?? []
      const link = (term: string, label: string, current: boolean) => {
        const href = viewHref(model, { ...view, filters: filtersWith(model, taxonomy, term), page: 1 }, { explicitPage: term === ALL_TERMS && Boolean(options.filterLoad) })
        return `<li><a class="grid-filter" href="${esc(href)}" data-taxonomy="${esc(taxonomy)}" data-term="${esc(term)}"${current ? ' aria-current="true"' : ''}>${esc(label)}</a></li>`
      }
      const items = [link(ALL_TERMS, options.texts.allText, active.length === 0), ...tax.terms.map((t) => link(t.slug, t.name, active.includes(t.slug)))]
      return `<nav class="grid-filters" aria-label="${esc(`Filtrer : ${tax.label}`)}"><ul>${items.join('')}</ul></nav>`
    })
    .join('')
  return bars
}

function controlsForm(model: GridRenderModel): string {
  const { options, view } = model
  if (!options.search && !options.sortKeys.length) return ''
  const id = options.widgetId
  const own = new Set([`${SORT_PARAM_PREFIX}${id}`, `${ORDER_PARAM_PREFIX}${id}`, `${SEARCH_PARAM_PREFIX}${id}`, `e-page-${id}`])
  // Everything else in the address travels with the form: this grid's filters and other grids' views.
  const kept = writeGridView(model.query, id, { filters: view.filters, page: 1 })
  const hidden = [...kept].filter(([key]) => !own.has(key)).map(([key, value]) => `<input type="hidden" name="${esc(key)}" value="${esc(value)}">`)
  const parts: string[] = []
  if (options.search) {
    parts.push(
      `<label class="grid-search"><span>${esc(options.texts.searchLabel)}</span><input type="search" name="${SEARCH_PARAM_PREFIX}${id}" value="${esc(view.search)}" maxlength="${MAX_SEARCH_LENGTH}" placeholder="${esc(options.texts.searchPlaceholder)}" autocomplete="off"></label>`,
    )
  }
  if (options.sortKeys.length) {
    const selected = view.sort?.key ?? ''
    const choices = [`<option value="">—</option>`, ...options.sortKeys.map((key) => `<option value="${esc(key)}"${key === selected ? ' selected' : ''}>${esc(SORT_LABELS[key as keyof typeof SORT_LABELS] ?? key)}</option>`)]
    const order = view.sort?.order ?? options.orderLoad
    parts.push(`<label class="grid-sort"><span>${esc(options.texts.sortLabel)}</span><select name="${SORT_PARAM_PREFIX}${id}">${choices.join('')}</select></label>`)
    parts.push(
      `<label class="grid-order"><span>Ordre</span><select name="${ORDER_PARAM_PREFIX}${id}"><option value="asc"${order === 'asc' ? ' selected' : ''}>Croissant</option><option value="desc"${order === 'desc' ? ' selected' : ''}>Décroissant</option></select></label>`,
    )
  }
  return `<form class="grid-controls" method="get" action="${esc(model.path)}">${hidden.join('')}${parts.join('')}<button type="submit" class="grid-apply">${esc(options.texts.applyText)}</button></form>`
}

const RATIO_VALUES: Record<string, number> = { '1:1': 1, '4:3': 4 / 3, '3:2': 3 / 2, '16:9': 16 / 9, '3:4': 3 / 4 }

/** An item's width / height: the block's fixed ratio, else its image's, else 4:3. */
export function itemRatio(item: GridItem, ratio: GridOptions['ratio']): number {
  if (ratio !== 'auto') return RATIO_VALUES[ratio]!
  const { width, height } = item.image ?? {}
  return width && height ? width / height : 4 / 3
}

/**
 * How an item's image loads: the page's lead image first of all, the first row at once, the rest on
 * approach. On the page a grid opens, the rest of its first row is asked for at once but after the
 * lead image (`behind`): on a phone, one card wide, it is below the first screen and would share a
 * slow link with the lead image, the page's largest paint (docs/decisions/057, « Later »).
 */
type ImageLoading = 'lead' | 'behind' | 'eager' | 'lazy'

const PRIORITY: Record<ImageLoading, string> = {
  lead: ' fetchpriority="high"',
  behind: ' fetchpriority="low" decoding="async"',
  eager: ' decoding="async"',
  lazy: ' decoding="async"',
}

/** An item's image, from the media pipeline's sizes (null without a usable image). */
function itemImageProps(item: GridItem, options: GridOptions) {
  const sources = item.image ? mediaSources(item.image) : null
  if (!sources) return null
  const sizes = options.layout === 'slider' ? '(max-width: 480px) 90vw, 400px' : `(max-width: 480px) 100vw, (max-width: 768px) 50vw, ${Math.round(100 / (options.columns[0] ?? 4))}vw`
  return { ...sources, sizes: sources.srcSet ? sizes : undefined, alt: item.image?.alt ?? '' }
}

/**
 * The lead image of a grid that opens its page, for the document's head (the block preloads it, as
 * a first hero's image is): found in the HTML only after the styles and scripts, it would otherwise
 * start late on a slow link. Null when the grid does not open the page or its first item has none.
 */
export function leadImage(model: GridRenderModel): { src: string; srcSet?: string; sizes?: string } | null {
  const first = model.computed.items[0]
  const props = model.lead && first ? itemImageProps(first, model.options) : null
  return props ? { src: props.src, srcSet: props.srcSet, sizes: props.sizes } : null
}

function imageHtml(item: GridItem, options: GridOptions, loading: ImageLoading): string {
  const props = itemImageProps(item, options)
  if (!props) return `<span class="grid-item__placeholder" aria-hidden="true"></span>`
  return `<img${attr('src', props.src)}${attr('srcset', props.srcSet)}${attr('sizes', props.sizes)}${attr('width', props.width)}${attr('height', props.height)} alt="${esc(props.alt)}"${attr('loading', loading === 'lazy' ? 'lazy' : 'eager')}${PRIORITY[loading]}>`
}

/** The spec's data attributes (spec §3), as the old grids wrote them. */
function dataAttributes(item: GridItem): string {
  const data = Object.entries(item.data).map(([key, value]) => attr(`data-${key}`, typeof value === 'boolean' ? Number(value) : value))
  const meta = Object.entries(item.meta).map(([key, value]) => attr(`data-meta-${key}`, typeof value === 'boolean' ? Number(value) : value))
  return `${data.join('')}${meta.join('')}${attr('data-col', item.col)}${attr('data-row', item.row)}`
}

/** The loading of the item at `index`: on a page the grid opens, its first row is in view at once. */
function loadingAt(index: number, options: GridOptions, lead: boolean): ImageLoading {
  if (lead && index === 0) return 'lead'
  if (lead) return index < Math.max(2, options.columns[0] ?? 3) ? 'behind' : 'lazy'
  return index < 2 ? 'eager' : 'lazy'
}

export function itemHtml(item: GridItem, options: GridOptions, index: number, headingLevel: 'h2' | 'h3', lead = false): string {
  const ratio = itemRatio(item, options.ratio)
  const style = `--ratio:${ratio.toFixed(4)};--col:${Math.min(item.col, options.columns[0] ?? 4)};--row:${item.row}`
  const title = `<${headingLevel} class="grid-item__title">${esc(item.title)}</${headingLevel}>`
  const text = options.style === 'card' && item.text ? `<p class="grid-item__text">${esc(item.text)}</p>` : ''
  const published = item.published && formatDate(item.published) ? `<p class="grid-item__meta"><time datetime="${esc(item.published)}">${esc(formatDate(item.published))}</time></p>` : ''
  const price = item.priceLabel ? `<p class="grid-item__price">${esc(item.priceLabel)}</p>` : ''
  const stock = item.data.stock !== null && item.data.stock !== undefined && item.data.sku ? `<p class="grid-item__meta">Réf. ${esc(String(item.data.sku))} · ${Number(item.data.stock) > 0 ? `${esc(String(item.data.stock))} disponible${Number(item.data.stock) > 1 ? 's' : ''}` : 'Indisponible'}</p>` : ''
  const figure = `<span class="grid-item__media">${imageHtml(item, options, loadingAt(index, options, lead))}${item.video ? '<span class="grid-item__play" aria-hidden="true"></span>' : ''}</span>`
  const body = `${figure}<span class="grid-item__body">${title}${published}${text}${price}${stock}</span>`
  let inner: string
  if (item.video) {
    const lightbox = `${attr('data-type', item.video.type)}${attr('data-src', item.video.src)}${attr('data-poster', item.image?.url)}${attr('data-alt', item.image?.alt ?? item.title)}`
    // Without JavaScript the player's own page opens; the island plays it in place, only after the click.
    inner = `<a class="grid-item__link" href="${esc(item.video.src.replace(/[?&]auto[Pp]lay=(1|true)/, ''))}"${lightbox} aria-label="${esc(`Lire la vidéo : ${item.title}`)}">${body}</a>`
  } else if (item.href) inner = `<a class="grid-item__link" href="${esc(item.href)}">${body}</a>`
  else if (item.image?.url) inner = `<a class="grid-item__link" href="${esc(item.image.sizes?.large?.url ?? item.image.url)}" data-type="image"${attr('data-src', item.image.sizes?.large?.url ?? item.image.url)}${attr('data-alt', item.image.alt)}>${body}</a>`
  else inner = `<div class="grid-item__link">${body}</div>`
  return `<li class="grid-item"${dataAttributes(item)} style="${style}">${inner}</li>`
}

export const itemsHtml = (items: readonly GridItem[], options: GridOptions, headingLevel: 'h2' | 'h3', offset = 0, lead = false) =>
  items.map((item, i) => itemHtml(item, options, offset + i, headingLevel, lead)).join('')

function pagesHtml(model: GridRenderModel): string {
  const { options, view, computed } = model
  if (computed.total === 0) return ''
  if (options.pagination !== 'pages') {
    if (computed.page >= computed.pageCount) return computed.pageCount > 1 ? `<p class="grid-no-more">${esc(options.texts.noMoreText)}</p>` : ''
    const href = viewHref(model, { ...view, page: computed.page + 1 })
    return `<p class="grid-more-wrap"><a class="grid-more" href="${esc(href)}" data-next-page="${computed.page + 1}"${options.pagination === 'scroll' ? ' data-scroll="true"' : ''}>${esc(options.texts.loadMoreText)}</a></p>`
  }
  if (computed.pageCount <= 1) return ''
  const links = Array.from({ length: computed.pageCount }, (_, i) => i + 1).map((n) => {
    const href = viewHref(model, { ...view, page: n })
    return `<li><a class="grid-page" href="${esc(href)}" data-page="${n}"${n === computed.page ? ' aria-current="page"' : ''}>${n}</a></li>`
  })
  return `<nav class="grid-pages" aria-label="Pages de la grille"><ul>${links.join('')}</ul></nav>`
}

/** Columns per breakpoint as custom properties, read by the CSS's container queries. */
export function gridStyle(options: GridOptions): string {
  const columns = options.columns.map((c, i) => `--cols-${i}:${c}`).join(';')
  return `${columns};--gutter:${options.gutter}px;--row-height:${options.rowHeight}px;--transition:${options.transition}ms;--item-delay:${options.itemDelay}ms`
}

/** What a loop refresh replaces: everything inside the widget's element. */
export function widgetInnerHtml(model: GridRenderModel): string {
  const { options, computed } = model
  const status = `<p class="grid-status" role="status">${computed.total === 0 ? esc(options.texts.noItemsText) : `${computed.total} élément${computed.total > 1 ? 's' : ''}`}</p>`
  const list = `<ul class="grid-items grid-items--${options.layout}" aria-label="${esc(model.label)}" data-page="${computed.page}" data-page-count="${computed.pageCount}" style="${gridStyle(options)}">${itemsHtml(computed.items, options, model.itemHeading, 0, model.lead === true)}</ul>`
  return `${controlsForm(model)}${filterBars(model)}${status}${list}${pagesHtml(model)}`
}

/** The breakpoints the CSS knows, so a test can hold it to the constants. */
export const BREAKPOINT_WIDTHS = GRID_BREAKPOINTS.map((b) => b.maxWidth)
