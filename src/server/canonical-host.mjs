// One name for the site (docs/decisions/028). Pages, forms and the back office check that a
// request comes from SITE_URL's origin (forms: decision 009; Payload: its csrf list), so a site
// opened under another name (127.0.0.1 for localhost, a bare IP, www. or not) would show pages
// whose every form and admin action is refused. The production server sends such requests to
// SITE_URL instead. Without SITE_URL the site's address is http://localhost:<port>: another
// loopback name (127.0.0.1, [::1]) is sent there too, since the back office's csrf list holds that
// one name; any other name (a LAN address) is served as it is, the browser there could not reach
// localhost, and a form opened that way says which address to use.
// Plain JavaScript: it runs in the production server, before Next.js.
import { setSecurityHeaders } from './security-headers.mjs'

const LOOPBACK_HOST = /^(localhost|127(\.\d{1,3}){3}|\[::1\])(:\d{1,5})?$/

/**
 * The address to send this request to, or null when it is already on the site's name.
 * @param {import('node:http').IncomingMessage} req
 * @param {{ siteUrl: string | undefined, trustProxy: boolean, port?: number }} options
 */
export function canonicalLocation(req, { siteUrl, trustProxy, port = 3000 }) {
  const forwarded = trustProxy ? String(req.headers['x-forwarded-host'] ?? '').split(',')[0].trim() : ''
  const host = (forwarded || req.headers.host || '').toLowerCase()
  // HTTP/1.0 without Host: nothing to compare, nothing to fix.
  if (!host) return null
  if (!siteUrl && !LOOPBACK_HOST.test(host)) return null
  const site = new URL(siteUrl || `http://localhost:${port}`)
  if (host === site.host) return null
  return `${site.origin}${req.url?.startsWith('/') ? req.url : '/'}`
}

/**
 * Answers a request on another name with a permanent redirect that keeps the method (308), and
 * returns true; false when the request is on the site's name.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {{ siteUrl: string | undefined, trustProxy: boolean, port?: number }} options
 */
export function redirectToCanonicalHost(req, res, options) {
  const location = canonicalLocation(req, options)
  if (!location) return false
  res.statusCode = 308
  // HSTS on the redirect too: a browser sent from https://www.… to the site keeps it for that name.
  setSecurityHeaders(res)
  res.setHeader('location', location)
  res.setHeader('cache-control', 'no-store')
  res.setHeader('content-type', 'text/plain; charset=utf-8')
  res.end(`Ce site se trouve à l’adresse ${location}\n`)
  return true
}
