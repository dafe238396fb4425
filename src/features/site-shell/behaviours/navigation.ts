/**
 * The site's pages followed without a reload, by one listener on the document rather than by
 * next/link on each link (docs/decisions/070): next/link's code was part of every content page's
 * first load, for what the router already offers. A plain primary click on a link to another page of
 * the site goes through the router; any other link is the browser's.
 */
import { isActionHashLike } from '../../../lib/hash'
import { isPageHref } from '../../../lib/page-href'
import { CONSENT_PAGE_PATH } from '../../consent/constants'
import { ACCOUNT_PATH, LOGIN_PATH } from '../constants'

/** What is used of Next's router (useRouter()): a test gives its own. */
export type PageRouter = { push: (href: string) => void }

/**
 * Pages that depend on the visitor's own cookies and on what the page's first load decided (the
 * consent banner is not shown over the page of choices; the account control's state): always a
 * new document, as a fresh read of the visitor's choices or session.
 */
const FRESH_DOCUMENT_PATHS = new Set([CONSENT_PAGE_PATH, ACCOUNT_PATH, LOGIN_PATH])

/**
 * The address (path, query, #fragment) that `link` leads to when it is another page of this site
 * opened in this tab, else null: another site, a file, the API or the back office, a new tab or a
 * download, this very page (`#`), a link action to run on arrival (`/contact#action-…`, run when
 * the new document loads) and the pages of FRESH_DOCUMENT_PATHS stay the browser's.
 */
export function routedHref(link: HTMLAnchorElement): string | null {
  if ((link.target && link.target !== '_self') || link.hasAttribute('download')) return null
  let url: URL
  try {
    url = new URL(link.href)
  } catch {
    return null
  }
  const here = window.location
  if (url.origin !== here.origin || isActionHashLike(url.hash) || FRESH_DOCUMENT_PATHS.has(url.pathname)) return null
  if (url.pathname === here.pathname && url.search === here.search) return null
  const href = url.pathname + url.search + url.hash
  return isPageHref(href) ? href : null
}
