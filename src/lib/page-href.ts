/**
 * Whether a link leads to a page of the site, which the router follows without a reload and
 * prefetches when the visitor points at it (site-shell/behaviours/navigation.ts). Anything else
 * (another site, a file such as the sitemap or a PDF, the API, the back office) is the browser's:
 * a prefetch of it would be fetched for nothing (the footer's « Plan du site » once cost each visit
 * its costliest request).
 */
const NOT_PAGES = /^\/(api|admin|wp-json|_next|formulaires)(\/|$|[?#])/

export function isPageHref(href: string): boolean {
  if (!href.startsWith('/') || href.startsWith('//') || href.startsWith('/\\')) return false
  if (NOT_PAGES.test(href)) return false
  const path = href.split(/[?#]/, 1)[0]
  const last = path.slice(path.lastIndexOf('/') + 1)
  return !/\.[a-z0-9]{1,5}$/i.test(last)
}
