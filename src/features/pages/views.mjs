// Which requests for a page are rendered per request, with their query applied (decision 007, 043):
// a portfolio view (?categorie, ?autre, ?q: the proxy's matcher) or a grid's view (e-filter-…,
// e-page-…, e-sort-…, e-order-…, e-search-…: their keys hold the widget's id, which no matcher can
// name, so the production server rewrites them, src/server/server.mjs). Plain JavaScript: the server
// imports it as it is.

/** The per-request route (src/app/(site)/portfolio--filtre): two hyphens, which no page slug may have. */
export const FILTERED_VIEW_SEGMENT = 'portfolio--filtre'

/** Lower-case words separated by hyphens, optionally nested with "/" (services/terrassement). */
export const PAGE_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*$/

/**
 * Top-level routes the app serves itself (not pages of the catch-all): a filtered request there is
 * left alone. A test compares this list with the folders of src/app.
 */
export const RESERVED_TOP_SEGMENTS = new Set([
  'actualites',
  'recherche',
  'connexion',
  'compte',
  'admin',
  'api',
  'wp-json',
  'wp-admin',
  'formulaires',
  'essai-erreur',
  'erreur-http',
  'gestion-des-cookies',
  'consentement',
  'interne',
  'sitemap.xml',
  'robots.txt',
  'icon.svg',
  FILTERED_VIEW_SEGMENT,
])

/**
 * Reserved top-level routes whose bare path is nonetheless a page of the catch-all: /actualites is
 * the back office's news page (its grid), its articles under it are the app's (docs/decisions/057).
 */
export const PAGES_AT_RESERVED = new Set(['actualites'])

/**
 * A page's path under the per-request route, or null for anything that is not a page of the catch-all.
 * @param {string} pathname
 * @returns {string | null}
 */
export function viewRoutePath(pathname) {
  if (pathname === '/' || pathname === '') return `/${FILTERED_VIEW_SEGMENT}`
  const slug = pathname.replace(/^\//, '')
  if (!PAGE_SLUG_PATTERN.test(slug)) return null
  if (RESERVED_TOP_SEGMENTS.has(slug.split('/')[0] ?? '') && !PAGES_AT_RESERVED.has(slug)) return null
  return `/${FILTERED_VIEW_SEGMENT}/${slug}`
}

/** A grid's keys in an address (docs/decisions/038, 043). */
export const GRID_VIEW_KEY = /^e-(?:filter|page|sort|order|search)-/

/**
 * The address a request for a grid's view is rendered at (the per-request route, same query), or
 * null when `url` (path and query, as in a request line) carries no grid key or is not a page.
 * @param {string} url
 * @returns {string | null}
 */
export function gridViewUrl(url) {
  const mark = url.indexOf('?')
  if (mark < 0) return null
  const query = url.slice(mark + 1)
  if (![...new URLSearchParams(query).keys()].some((key) => GRID_VIEW_KEY.test(key))) return null
  const target = viewRoutePath(url.slice(0, mark))
  return target ? `${target}?${query}` : null
}

/**
 * The page number a view shows, for its title (« Actualités — page 2 »): its first grid page above
 * the first, or null. A tab, a bookmark or a search result then tells the pages apart.
 * @param {Record<string, string | string[] | undefined>} query
 * @returns {number | null}
 */
export function viewPageNumber(query) {
  for (const [key, raw] of Object.entries(query)) {
    if (!key.startsWith('e-page-')) continue
    const value = Array.isArray(raw) ? raw[0] : raw
    if (value && /^[1-9]\d{0,4}$/.test(value) && Number(value) >= 2) return Number(value)
  }
  return null
}
