/**
 * Whether a link leads to a page of the site, which the router follows without a reload
 * (site-shell/behaviours/navigation.ts). Anything else (another site, a file such as the sitemap or
 * a PDF, the API, the back office, the server's own addresses) is the browser's: the router would ask
 * it for a page's data, get something else and load it again (the footer's « Plan du site », once
 * prefetched, cost each visit its costliest request).
 */
const NOT_PAGES = /^\/(api|admin|wp-json|wp-admin|_next|formulaires|interne|consentement|healthz|readyz)(\/|$|[?#])/

export function isPageHref(href: string): boolean {
  if (!href.startsWith('/') || href.startsWith('//') || href.startsWith('/\\')) return false
  if (NOT_PAGES.test(href)) return false
  const path = href.split(/[?#]/, 1)[0]
  const last = path.slice(path.lastIndexOf('/') + 1)
  return !/\.[a-z0-9]{1,5}$/i.test(last)
}
