import { normaliseForSearch } from '../search/normalise'
import { SEARCH_MAX_LENGTH } from './constants'
import { decodeEntities } from './entities'
import type { WpPortfolioItem } from './types'

/**
 * docs/product.md, Portfolio "Search is client-side: lower-cased text matches items whose title contains it,
 * case-insensitively". The text is matched as plain text (a substring test, never a regular
 * expression, so `(.*` only finds titles containing those characters) and, beyond the old site,
 * accents and apostrophe styles are ignored as in the site search: "deblai" finds "Déblai".
 */
export function titleMatches(title: string, query: string): boolean {
  const needle = normaliseForSearch(query.slice(0, SEARCH_MAX_LENGTH))
  if (needle === '') return true
  return normaliseForSearch(decodeEntities(title)).includes(needle)
}

export function filterByTitle(items: WpPortfolioItem[], query: string): WpPortfolioItem[] {
  return query.trim() === '' ? items : items.filter((item) => titleMatches(item.title.rendered, query))
}
