import { decodeEntities } from './entities'
import type { WpTerm } from './types'

export type FilterTerm = { id: number; label: string }

/**
 * The links of a filter list (docs/product.md, Portfolio): categories with no published réalisation are hidden; when
 * the block names a selection, only those show (by id, or by decoded label for a selection that
 * only has labels). Names are decoded for display.
 */
export function filterTerms(terms: WpTerm[], selectedIds: number[], selectedLabels: string[]): FilterTerm[] {
  const labels = new Set(selectedLabels.map((l) => decodeEntities(l).trim()))
  return terms
    .filter((term) => term.count > 0)
    .map((term) => ({ id: term.id, label: decodeEntities(term.name).trim() }))
    .filter((term) => (selectedIds.length ? selectedIds.includes(term.id) : labels.size ? labels.has(term.label) : true))
}
