export const NEWS_PATH = '/actualites'
export const postPath = (slug: string) => `${NEWS_PATH}/${slug}`
/**
 * The news list is the back-office page of this slug, a grid of the news (docs/decisions/057):
 * the news' popups see it as a news page, and its old numbered pages lead to its grid's pages.
 */
export const NEWS_PAGE_SLUG = 'actualites'

/** The old list's page number in /actualites/page/N (N ≥ 2), or null for anything else. */
export function legacyListPage(segment: string): number | null {
  if (!/^[1-9]\d{0,4}$/.test(segment)) return null
  const page = Number(segment)
  return page >= 2 ? page : null
}
