/**
 * The menu's link to the page shown gets `aria-current="page"`. The inline script after the header
 * does it for the page the visitor opened (HEADER_PRESS_SCRIPT, inline-scripts.mjs); this does it
 * again after each client-side navigation (PageBehaviours.client.tsx), by the same rule: a link to
 * a page of this site, without a fragment (`/#services` points into a page), whose path is the
 * page's, a trailing slash apart.
 */
import { MENU_LINK_SELECTOR } from '../inline-scripts.mjs'

const trimmed = (path: string) => path.replace(/\/+$/, '') || '/'

export function isCurrentHref(href: string, pathname: string): boolean {
  if (!href.startsWith('/') || href.startsWith('//') || href.includes('#')) return false
  return trimmed(href.split('?', 1)[0]!) === trimmed(pathname)
}

export function markCurrentLinks(pathname: string, doc: Document = document): void {
  for (const link of doc.querySelectorAll(MENU_LINK_SELECTOR)) {
    if (isCurrentHref(link.getAttribute('href') ?? '', pathname)) link.setAttribute('aria-current', 'page')
    else link.removeAttribute('aria-current')
  }
}
