import { PORTFOLIO_PAGE_PATH } from './constants'
import { viewHref } from './url-state'

/**
 * Where a réalisation found by the site search leads: the portfolio page, filtered on its first
 * category and searching its title. The block's search runs on the loaded page (docs/product.md, Portfolio), and a
 * category's first page is far more likely to hold the réalisation than the whole list's.
 */
export function portfolioSearchHref(doc: { title: string; categories?: (number | { id: number })[] | null }): string {
  const first = doc.categories?.[0]
  const category = typeof first === 'number' ? first : (first?.id ?? 'all')
  return viewHref(PORTFOLIO_PAGE_PATH, { category, otherCategory: 'all', search: doc.title })
}
