/**
 * Whether a link staff gave leads to a page of the site, which Next's <Link> navigates to without a
 * reload and prefetches when it scrolls into view. Anything else — another site, a file (the
 * sitemap, a PDF), the API, the back office — is a plain <a>: a prefetch of it would be fetched on
 * every visit for nothing (the footer's « Plan du site » cost each visit its costliest request).
 */
const NOT_PAGES = /^\/(api|admin|wp-json|_next|formulaires)(\/|$|[?#])/

export function isPageHref(href: string): boolean {
  if (!href.startsWith('/') || href.startsWith('//') || href.startsWith('/\\')) return false
  if (NOT_PAGES.test(href)) return false
  const path = href.split(/[?#]/, 1)[0]
  const last = path.slice(path.lastIndexOf('/') + 1)
  return !/\.[a-z0-9]{1,5}$/i.test(last)
}
