/**
 * The site's pages followed without a reload, by one listener on the document rather than by
 * next/link on each link (docs/decisions/070): next/link's code is 9 KB of a content page's first
 * load for what the router already offers, and it prefetched every link that scrolled into view.
 * Here a plain primary click on a link to another page of the site goes through the router, and a
 * link is prefetched when the visitor shows they may follow it (pointer over it, finger on it,
 * keyboard focus), never merely because it is on screen. Any other link is the browser's.
 */
import { isPageHref } from '../../../lib/page-href'

/** What is used of Next's router (useRouter()): a test gives its own. */
export type PageRouter = {
  push: (href: string) => void
  prefetch: (href: string) => void
}

/**
 * The address (path, query, #fragment) that `link` leads to when it is another page of this site
 * opened in this tab, else null: another site, a file, the API or the back office, a new tab or a
 * download stay the browser's.
 */
export function routedHref(link: HTMLAnchorElement): string | null {
  if ((link.target && link.target !== '_self') || link.hasAttribute('download')) return null
  let url: URL
  try {
    url = new URL(link.href)
  } catch {
    return null
  }
  if (url.origin !== window.location.origin) return null
  const href = url.pathname + url.search + url.hash
  return isPageHref(href) ? href : null
}

/** The signs that a link may be followed next: the page it leads to is prefetched then. */
const INTENT_EVENTS = ['pointerover', 'touchstart', 'focusin'] as const

/**
 * Prefetches a page of the site once the visitor points at, touches or focuses a link to it (each
 * address once). Returns what undoes it.
 */
export function installIntentPrefetch(router: PageRouter): () => void {
  const asked = new Set<string>()
  const onIntent = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null
    if (!(link instanceof HTMLAnchorElement)) return
    const href = routedHref(link)
    // The fragment does not change what is fetched.
    const page = href?.split('#', 1)[0]
    if (!page || page === window.location.pathname + window.location.search || asked.has(page)) return
    asked.add(page)
    router.prefetch(page)
  }
  for (const type of INTENT_EVENTS) document.addEventListener(type, onIntent, { passive: true })
  return () => {
    for (const type of INTENT_EVENTS) document.removeEventListener(type, onIntent)
  }
}
