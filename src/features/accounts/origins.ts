import { siteUrl } from '../../lib/site-url'

/**
 * The origins whose browsers may use a staff session or sign in through Payload's REST API
 * (Payload's `csrf` and `cors`, and the sign-in guard). The site's own origin; without SITE_URL
 * (a developer's machine) the site answers on loopback under both names, so both are trusted.
 */
export function trustedOrigins(): string[] {
  const own = new URL(siteUrl()).origin
  if (process.env.SITE_URL) return [own]
  const named = (hostname: string) => Object.assign(new URL(own), { hostname }).origin
  return [...new Set([own, named('localhost'), named('127.0.0.1')])]
}

/**
 * Whether a request may act on accounts: a browser names its page's origin (or, without Origin,
 * says `Sec-Fetch-Site: cross-site`); a client that sends neither is no browser, so no visitor's
 * browser can be made to send it.
 */
export function isTrustedOrigin(headers: Headers): boolean {
  const origin = headers.get('origin')
  if (origin) return trustedOrigins().includes(origin)
  return headers.get('sec-fetch-site') !== 'cross-site'
}
