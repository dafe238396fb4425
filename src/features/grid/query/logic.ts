/**
 * Which items a grid's view shows and in what order (spec §2, §4 "Content grid", §5 "Triggers and
 * grid"). Pure: the server's first view, the load-more and loop-refresh answers and the island all
 * use these, so a filtered page is the same whichever of them built it.
 */
import { normaliseForSearch } from '../../search/normalise'
import { DEFAULT_LOGICAL_JOIN, type LogicalJoin } from '../constants'
import type { TaxonomyFilter } from './url'

/** An item's terms per taxonomy (slugs). */
export type ItemTerms = Readonly<Record<string, readonly string[] | undefined>>

/**
 * Whether one filter lets an item through: AND needs every term, OR any of them, NOT none of them.
 * A filter without terms lets everything through (it is "all").
 */
export function matchesFilter(terms: ItemTerms, filter: TaxonomyFilter): boolean {
  if (!filter.terms.length) return true
  const own = new Set(terms[filter.taxonomy] ?? [])
  switch (filter.join) {
    case 'AND':
      return filter.terms.every((term) => own.has(term))
    case 'OR':
      return filter.terms.some((term) => own.has(term))
    case 'NOT':
      return !filter.terms.some((term) => own.has(term))
    default: {
      const _exhaustive: never = filter.join
      return false
    }
  }
}

/** Filters on different taxonomies combine with AND. */
export const matchesFilters = (terms: ItemTerms, filters: readonly TaxonomyFilter[]) => filters.every((filter) => matchesFilter(terms, filter))

/** The "all" button of a filter bar. */
export const ALL_TERMS = '*'

/**
 * A click on a filter button (spec §4 "Content grid"). In combined mode a term toggles in or out of
 * the selection; otherwise it replaces it. "All" clears the selection in both modes, and a combined
 * selection emptied by its last toggle is "all" again.
 */
export function toggleTerm(selected: readonly string[], term: string, combined: boolean): string[] {
  if (term === ALL_TERMS) return []
  if (!combined) return selected.length === 1 && selected[0] === term ? [] : [term]
  return selected.includes(term) ? selected.filter((t) => t !== term) : [...selected, term]
}

/** The loop widget's filter store (spec §3 "Loop filter store"), as the page's script keeps it. */
export type LoopFilterStore = {
  filters: Record<string, { filterType: string; filterData: { terms: readonly string[]; selectedTaxonomy: string; logicalJoin?: string } }>
}

/**
 * The store's filters as grid filters (its "consolidated filters"). A taxonomy filter whose logical
 * operator is neither AND nor OR is disabled (spec §5), as are other filter types: left out, so the
 * view is wider rather than wrong. A missing operator is the default, AND.
 */
export function consolidateLoopFilters(store: LoopFilterStore): TaxonomyFilter[] {
  const filters: TaxonomyFilter[] = []
  for (const { filterType, filterData } of Object.values(store.filters ?? {})) {
    if (filterType !== 'taxonomy' || !filterData?.selectedTaxonomy || !Array.isArray(filterData.terms)) continue
    const join = (filterData.logicalJoin ?? DEFAULT_LOGICAL_JOIN).toUpperCase()
    if (join !== 'AND' && join !== 'OR') continue
    filters.push({ taxonomy: filterData.selectedTaxonomy, terms: [...filterData.terms], join: join as LogicalJoin })
  }
  return filters
}

/**
 * The search box's test (spec §5: a case-insensitive match of the typed text). What is typed is
 * matched as text, never as a pattern (decision 038): « (.* » or « 3+ » find those characters, and
 * no visitor can write a pattern that takes seconds to run. Accents are ignored as in the site's
 * search (« deblai » finds « Déblai »).
 */
export function searchMatcher(typed: string): (text: string) => boolean {
  const needle = normaliseForSearch(typed)
  if (!needle) return () => true
  return (text) => normaliseForSearch(text).includes(needle)
}
