import 'server-only'

import { itemsFilter } from './api-client'
import { findPortfolioItems, listAllFilterTerms } from './queries.server'
import { filterTerms, type FilterTerm } from './terms'
import type { PortfolioAttributes, WpPortfolioItem } from './types'
import type { ViewState } from './url-state'

export type PortfolioBlockData = {
  items: WpPortfolioItem[]
  total: number
  categories: FilterTerm[]
  otherCategories: FilterTerm[]
}

/**
 * The first page of a block for a view, read through the same code as the API (same filters, same
 * search over every réalisation, same serialisation), so the island's first answer repeats what
 * the server already shows.
 */
export async function loadPortfolioBlockData(attributes: PortfolioAttributes, view: ViewState): Promise<PortfolioBlockData> {
  const [page, terms] = await Promise.all([
    findPortfolioItems({ page: 1, perPage: attributes.itemsPerPage, ...itemsFilter(attributes, view), search: view.search }),
    attributes.showCategories || attributes.showOtherCategories ? listAllFilterTerms() : Promise.resolve({ categories: [], otherCategories: [] }),
  ])
  return {
    items: page.docs,
    total: page.total,
    categories: filterTerms(terms.categories, attributes.categorySelectedNum, attributes.categorySelectedLabels),
    otherCategories: filterTerms(terms.otherCategories, attributes.otherCategorySelectedNum, attributes.otherCategorySelectedLabels),
  }
}
