/**
 * One grid view, computed from a source's items (pure): the filters checked against the source's
 * taxonomies and terms, the search, the sort and the page. The first view on the server, the
 * load-more answer and the loop refresh all come from here, so they always agree.
 */
import type { GridOptions } from './options'
import { matchesFilters, searchMatcher } from './query/logic'
import { sortItems, type SortOrder } from './query/sort'
import type { GridView, TaxonomyFilter } from './query/url'
import type { GridItem, SourceContents } from './sources/types'

export type FullView = GridView & { sort: { key: string; order: SortOrder } | null; search: string }

/** French reasons why `filters` cannot apply to this source (unknown taxonomy, unknown term, a filter bar not offered). */
export function filterProblems(filters: readonly TaxonomyFilter[], contents: SourceContents): string[] {
  const problems: string[] = []
  for (const filter of filters) {
    const taxonomy = contents.taxonomies[filter.taxonomy]
    if (!taxonomy) {
      problems.push(`taxonomie inconnue : ${filter.taxonomy}`)
      continue
    }
    const known = new Set(taxonomy.terms.map((t) => t.slug))
    for (const term of filter.terms) if (!known.has(term)) problems.push(`terme inconnu : ${filter.taxonomy}/${term}`)
  }
  return problems
}

export type ComputedView = {
  /** The items of the requested page (or pages 1…page, when `cumulative`). */
  items: GridItem[]
  total: number
  pageCount: number
  page: number
}

/** The items of a view; `cumulative` gives pages 1…page (a load-more grid's first view). */
export function computeView(contents: SourceContents, options: Pick<GridOptions, 'perPage'>, view: FullView, { cumulative = false } = {}): ComputedView {
  const matches = searchMatcher(view.search)
  let items = contents.items.filter((item) => matchesFilters(item.terms, view.filters) && (matches(item.title) || (item.text !== null && matches(item.text))))
  if (view.sort) items = sortItems(items, view.sort.key, view.sort.order)
  const total = items.length
  const pageCount = Math.max(1, Math.ceil(total / options.perPage))
  const start = cumulative ? 0 : (view.page - 1) * options.perPage
  return { items: items.slice(start, view.page * options.perPage), total, pageCount, page: view.page }
}

/** The sort a view asks, or the block's own on load; a key the block does not offer is left out. */
function chosenSort(options: Pick<GridOptions, 'sortKeys' | 'sortByLoad' | 'orderLoad'>, key: string | null, order: SortOrder | null): FullView['sort'] {
  if (key && options.sortKeys.includes(key)) return { key, order: order ?? options.orderLoad }
  return options.sortByLoad ? { key: options.sortByLoad, order: order ?? options.orderLoad } : null
}

export type ViewRequest = { filters: TaxonomyFilter[]; page: number; sort: string | null; order: SortOrder | null; search: string; problems: string[]; explicit: boolean }

/**
 * The page's first view (spec §2): what the address asks, made safe. Whatever is wrong — an
 * unreadable value, an unknown taxonomy or term, a sort the block does not offer, a page beyond the
 * last — widens to the unfiltered view (or the first page), never an error; `problems` says why.
 * With nothing in the address for this grid, the block's filter on load applies.
 */
export function resolveFirstView(request: ViewRequest, options: GridOptions, contents: SourceContents): { view: FullView; computed: ComputedView; problems: string[] } {
  const problems = [...request.problems]
  let filters = request.filters
  if (!request.explicit && options.filterLoad) filters = [{ taxonomy: options.filterLoad.taxonomy, terms: [options.filterLoad.term], join: 'AND' }]
  const unknown = filterProblems(filters, contents)
  if (unknown.length) {
    problems.push(...unknown)
    filters = []
  }
  if (request.sort && !options.sortKeys.includes(request.sort)) problems.push(`tri non proposé : ${request.sort}`)
  const view: FullView = { filters, page: request.page, sort: chosenSort(options, request.sort, request.order), search: request.search }
  const cumulative = options.pagination !== 'pages'
  let computed = computeView(contents, options, view, { cumulative })
  if (view.page > computed.pageCount) {
    problems.push(`page ${view.page} au-delà de la dernière (${computed.pageCount})`)
    view.page = 1
    computed = computeView(contents, options, view, { cumulative })
  }
  return { view, computed, problems }
}

/**
 * The same view for the server calls, strictly: any problem is a refusal (the caller answers 400
 * with the French reasons), never a wider view.
 */
export function resolveStrictView(request: ViewRequest, options: GridOptions, contents: SourceContents, { cumulative = false } = {}): { view: FullView; computed: ComputedView } | { problems: string[] } {
  const problems = [...request.problems, ...filterProblems(request.filters, contents)]
  if (request.sort && !options.sortKeys.includes(request.sort)) problems.push(`tri non proposé : ${request.sort}`)
  if (problems.length) return { problems }
  const view: FullView = { filters: request.filters, page: request.page, sort: chosenSort(options, request.sort, request.order), search: request.search }
  const computed = computeView(contents, options, view, { cumulative })
  if (view.page > computed.pageCount) return { problems: [`page ${view.page} au-delà de la dernière (${computed.pageCount})`] }
  return { view, computed }
}
