/** Public origin of the site, used for absolute URLs (sitemap, Open Graph) and origin checks. */
export const siteUrl = (): string =>
  (process.env.SITE_URL || `http://localhost:${process.env.PORT || 3000}`).replace(/\/+$/, '')

const LOOPBACK_HOST = /^(localhost|127(\.\d{1,3}){3}|\[::1\])(:\d{1,5})?$/i

/**
 * The site's origin for one request. Without SITE_URL, a machine that opens the site on loopback
 * under another name than `localhost` (127.0.0.1, [::1]) is answered under that name, so its
 * forms are not refused as coming from elsewhere. With SITE_URL, the production server sends
 * every other name there first (src/server/canonical-host.mjs).
 */
export function siteUrlFor(headers: Headers): string {
  const host = headers.get('host')
  if (!process.env.SITE_URL && host && LOOPBACK_HOST.test(host)) return `http://${host.toLowerCase()}`
  return siteUrl()
}
