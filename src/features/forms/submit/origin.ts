import { messages } from '../messages'

/**
 * Same-origin check for every mutating endpoint (docs/decisions/009). Browsers send `Origin` with
 * every POST; when a privacy setting strips it, `Sec-Fetch-Site` or the `Referer` still tell.
 * Nothing at all, or another origin, is refused.
 */
export function isSameOrigin(headers: Headers, siteUrl: string): boolean {
  const expected = new URL(siteUrl).origin
  const origin = headers.get('origin')
  if (origin && origin !== 'null') return origin === expected
  const fetchSite = headers.get('sec-fetch-site')
  if (fetchSite) return fetchSite === 'same-origin'
  const referer = headers.get('referer')
  if (!referer) return false
  try {
    return new URL(referer).origin === expected
  } catch {
    return false
  }
}

/**
 * Why a request fails the origin check, in French, or null when it passes. A page of this very
 * server opened under another name than SITE_URL's (127.0.0.1 for localhost, say) is told so:
 * reloading that page cannot help, opening the configured address does.
 */
export function originRefusal(headers: Headers, siteUrl: string): string | null {
  if (isSameOrigin(headers, siteUrl)) return null
  const expected = new URL(siteUrl).origin
  const sent = headers.get('origin')
  const host = headers.get('host')
  let opened: string | null = null
  try {
    const from = sent && sent !== 'null' ? new URL(sent) : null
    if (from && host && from.host === host) opened = from.origin
  } catch {
    opened = null
  }
  return opened ? messages.wrongSiteAddress(opened, expected) : messages.forbidden
}

/** A page address the visitor sent back: kept only when it is on this site, as path + query. */
export function sitePath(value: string | null | undefined, siteUrl: string): string | null {
  if (!value || value.length > 2000) return null
  try {
    const base = new URL(siteUrl)
    const url = new URL(value, base)
    return url.origin === base.origin ? `${url.pathname}${url.search}` : null
  } catch {
    return null
  }
}

/** A referrer: any http(s) address, bounded. */
export function cleanReferrer(value: string | null | undefined): string | null {
  if (!value || value.length > 2000) return null
  try {
    const url = new URL(value)
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null
  } catch {
    return null
  }
}
