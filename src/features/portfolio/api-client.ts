/**
 * The island's calls to the read API (docs/product.md, Portfolio "Portfolio items", "Portfolio categories", "Other
 * categories"). Answers are checked before use: an item without an id or a title is dropped, and
 * every URL is re-checked where it is used (item-action.ts).
 */
import { PORTFOLIO_TYPES, SEARCH_MAX_LENGTH, WP_FIELDS, WP_PER_PAGE_MAX, WP_TAXONOMY_PARAMS } from './constants'
import type { PortfolioAttributes, WpPortfolioItem, WpTerm } from './types'
import type { ViewState } from './url-state'

export type ItemsFilter = { categories: number[]; otherCategories: number[]; tags: number[] }

/**
 * The taxonomy filters of a view: the selected term, or, while "all" is selected, the block's
 * preset list (so "all" means all within the preset); the tags are always the preset's.
 */
export function itemsFilter(attributes: PortfolioAttributes, view: ViewState): ItemsFilter {
  return {
    categories: view.category === 'all' ? attributes.categorySelectedNum : [view.category],
    otherCategories: view.otherCategory === 'all' ? attributes.otherCategorySelectedNum : [view.otherCategory],
    tags: attributes.tagsSelectedNum,
  }
}

/**
 * docs/product.md, Portfolio: per_page, page, then each taxonomy filter as comma-joined ids; and WordPress's `search`
 * when the visitor searches, so the search covers every réalisation, not the pages loaded.
 */
export function itemsQuery(attributes: PortfolioAttributes, view: ViewState, page: number): URLSearchParams {
  const params = new URLSearchParams({ per_page: String(attributes.itemsPerPage), page: String(page) })
  const filter = itemsFilter(attributes, view)
  for (const kind of ['categories', 'otherCategories', 'tags'] as const) {
    if (filter[kind].length) params.set(WP_TAXONOMY_PARAMS[kind], filter[kind].join(','))
  }
  const search = view.search.trim().slice(0, SEARCH_MAX_LENGTH)
  if (search) params.set('search', search)
  return params
}

const str = (v: unknown): string => (typeof v === 'string' ? v : '')
const intList = (v: unknown): number[] => (Array.isArray(v) ? v.filter((n): n is number => Number.isSafeInteger(n)) : [])
const dimension = (v: unknown): number | undefined => (typeof v === 'number' && Number.isFinite(v) && v > 0 ? v : undefined)

export function normaliseItem(raw: unknown): WpPortfolioItem | null {
  if (!raw || typeof raw !== 'object') return null
  const r = raw as Record<string, unknown>
  const title = (r.title as { rendered?: unknown } | undefined)?.rendered
  if (!Number.isSafeInteger(r.id) || typeof title !== 'string') return null
  const type = r['portfolio-type']
  const meta = (r['thumbnail-image-meta'] ?? {}) as Record<string, unknown>
  const openIn = r[WP_FIELDS.siteOpenPortfolioIn]
  return {
    id: r.id as number,
    slug: str(r.slug),
    date: str(r.date),
    modified: str(r.modified),
    status: 'publish',
    type: 'portfolio',
    menu_order: typeof r.menu_order === 'number' ? r.menu_order : 0,
    title: { rendered: title },
    link: str(r.link),
    'portfolio-type': (PORTFOLIO_TYPES as readonly unknown[]).includes(type) ? (type as WpPortfolioItem['portfolio-type']) : 'image',
    [WP_FIELDS.siteType]: str(r[WP_FIELDS.siteType]),
    [WP_FIELDS.siteUrl]: str(r[WP_FIELDS.siteUrl]),
    [WP_FIELDS.siteOpenInNewTab]: r[WP_FIELDS.siteOpenInNewTab] === '1' || r[WP_FIELDS.siteOpenInNewTab] === 1 ? '1' : '',
    [WP_FIELDS.siteOpenPortfolioIn]: openIn === 'new-tab' || openIn === 'same-tab' ? openIn : 'iframe',
    'portfolio-video-url': str(r['portfolio-video-url']),
    'lightbox-image-url': str(r['lightbox-image-url']),
    'thumbnail-image-url': str(r['thumbnail-image-url']),
    'thumbnail-image-meta': { alt: str(meta.alt), width: dimension(meta.width), height: dimension(meta.height) },
    [WP_TAXONOMY_PARAMS.categories]: intList(r[WP_TAXONOMY_PARAMS.categories]),
    [WP_TAXONOMY_PARAMS.otherCategories]: intList(r[WP_TAXONOMY_PARAMS.otherCategories]),
    [WP_TAXONOMY_PARAMS.tags]: intList(r[WP_TAXONOMY_PARAMS.tags]),
  } as WpPortfolioItem
}

export function normaliseTerm(raw: unknown): WpTerm | null {
  if (!raw || typeof raw !== 'object') return null
  const r = raw as Record<string, unknown>
  if (!Number.isSafeInteger(r.id) || typeof r.name !== 'string') return null
  return {
    id: r.id as number,
    name: r.name,
    slug: str(r.slug),
    count: typeof r.count === 'number' && r.count >= 0 ? r.count : 0,
    description: str(r.description),
    parent: 0,
    taxonomy: str(r.taxonomy),
  }
}

async function getJson(url: string, signal: AbortSignal): Promise<{ body: unknown; response: Response }> {
  const response = await fetch(url, { signal, headers: { Accept: 'application/json' }, credentials: 'same-origin' })
  if (!response.ok) throw new Error(`HTTP ${response.status} for ${url}`)
  return { body: await response.json(), response }
}

export type ItemsPage = { items: WpPortfolioItem[]; total: number | null }

export async function fetchItemsPage(attributes: PortfolioAttributes, view: ViewState, page: number, signal: AbortSignal): Promise<ItemsPage> {
  const { body, response } = await getJson(`${attributes.apiUrl}?${itemsQuery(attributes, view, page)}`, signal)
  if (!Array.isArray(body)) throw new Error('Portfolio items: not a list')
  const header = response.headers.get('X-WP-Total')
  const total = header !== null && /^\d+$/.test(header.trim()) ? Number(header.trim()) : null
  return { items: body.map(normaliseItem).filter((item): item is WpPortfolioItem => item !== null), total }
}

export async function fetchTerms(url: string, signal: AbortSignal): Promise<WpTerm[]> {
  const { body } = await getJson(`${url}?per_page=${WP_PER_PAGE_MAX}`, signal)
  if (!Array.isArray(body)) throw new Error('Portfolio terms: not a list')
  return body.map(normaliseTerm).filter((term): term is WpTerm => term !== null)
}
