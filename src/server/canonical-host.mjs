// One name for the site (docs/decisions/025b). Pages, forms and the back office check that a
// request comes from SITE_URL's origin (forms: decision 009; Payload: its csrf list), so a site
// opened under another name (127.0.0.1 for localhost, a bare IP, www. or not) would show pages
// whose every form and admin action is refused. The production server sends such requests to
// SITE_URL instead. Without SITE_URL nothing is redirected: loopback names are then all accepted
// (src/lib/site-url.ts), and a form opened elsewhere says which address to use.
// Plain JavaScript: it runs in the production server, before Next.js.

/**
 * The address to send this request to, or null when it is already on the site's name.
 * @param {import('node:http').IncomingMessage} req
 * @param {{ siteUrl: string | undefined, trustProxy: boolean }} options
 */
export function canonicalLocation(req, { siteUrl, trustProxy }) {
  if (!siteUrl) return null
  const forwarded = trustProxy ? String(req.headers['x-forwarded-host'] ?? '').split(',')[0].trim() : ''
  const host = (forwarded || req.headers.host || '').toLowerCase()
  // HTTP/1.0 without Host: nothing to compare, nothing to fix.
  if (!host) return null
  const site = new URL(siteUrl)
  if (host === site.host) return null
  return `${site.origin}${req.url?.startsWith('/') ? req.url : '/'}`
}

/**
 * Answers a request on another name with a permanent redirect that keeps the method (308), and
 * returns true; false when the request is on the site's name.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {{ siteUrl: string | undefined, trustProxy: boolean }} options
 */
export function redirectToCanonicalHost(req, res, options) {
  const location = canonicalLocation(req, options)
  if (!location) return false
  res.statusCode = 308
  res.setHeader('location', location)
  res.setHeader('cache-control', 'no-store')
  res.setHeader('content-type', 'text/plain; charset=utf-8')
  res.end(`Ce site se trouve à l’adresse ${location}\n`)
  return true
}
