// Complete French error pages in the server's HTML (404 and 500).
//
// Next.js renders a page's HTML with React's server renderer, which has no error boundaries: when a
// page calls notFound() (an unknown slug of the catch-all content route, /actualites/xyz…) or
// throws, the HTML render fails and Next.js sends an empty document, `<html id="__next_error__">`
// with no language, no heading and no text, plus the layout's metadata next to its own `noindex`;
// only the browser, running the scripts, draws not-found.tsx or error.tsx from the page's data.
// Visitors without JavaScript and search engines got nothing.
//
// So the production server watches the answers to page requests: when Next.js answers one with
// status 404 or 500 in HTML (that empty document: the catch-all content route matches every
// address, so no other 404 page exists), the answer is dropped before any byte leaves, and the
// site's error page (app/(site)/erreur-http/[status]) is rendered in its place with the same
// status: the layout, header and footer, a French heading and text, one robots meta. Should that
// page fail in turn (the database is down), a small self-contained French page is sent. Requests of
// the router (`RSC` header) keep Next's answer: the browser draws the error page inside the layout
// from it. docs/decisions/027-error-pages-in-the-server-html.md.
// Plain JavaScript: it runs in the production server (server.mjs).

import { notFoundMessages, serverErrorMessages } from '../features/site-shell/error-messages.mjs'
import { setSecurityHeaders } from './security-headers.mjs'
import { headerText } from './header-text.mjs'

/** The request header that lets the error page render (anyone else asking for it gets a 404). */
export const ERROR_PAGE_HEADER = 'x-vitrine-error-page'
/** How Next.js's empty error document begins (app-render's error shell): how a failed render of the error page itself is told. */
export const ERROR_SHELL_MARK = '<html id="__next_error__"'
/** Statuses whose empty document is replaced by the site's page of that status. */
export const ERROR_PAGE_STATUSES = [404, 500]

/** @param {number} status */
export const errorPagePath = (status) => `/erreur-http/${status}`

/** The back office, its API and Next's files keep their own answers. */
const NOT_PAGES = /^\/(?:admin|api|_next)(?:\/|$|\?)/

/** @param {import('node:http').IncomingMessage} req */
export function isPageRequest(req) {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false
  if (req.headers.rsc !== undefined) return false
  return !NOT_PAGES.test(req.url ?? '/')
}

const FALLBACK = {
  404: { title: notFoundMessages.title, text: notFoundMessages.explanation, home: notFoundMessages.home },
  500: { title: serverErrorMessages.title, text: serverErrorMessages.explanation, home: serverErrorMessages.home },
}

/** The last resort: a French page that needs neither React nor the database. */
export function fallbackHtml(status) {
  const { title, text, home } = FALLBACK[status] ?? FALLBACK[500]
  return `<!doctype html>
<html lang="fr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title}</title>
<style>body{margin:0;font-family:system-ui,sans-serif;color:#1f1a16;background:#fff;line-height:1.5}main{max-width:40rem;margin:0 auto;padding:4rem 1.25rem}a{color:#8a430c}</style>
</head>
<body>
<main>
<h1>${title}</h1>
<p>${text}</p>
<p><a href="/">${home}</a></p>
</main>
</body>
</html>
`
}

/** What a response's methods were before the error pages (and whatever wraps them later) touched them. */
const PATCHED = ['writeHead', 'flushHeaders', 'write', 'end', 'on', 'flush']

/**
 * Holds back what is written to `res` until it shows whether it is Next's empty error document.
 * If it is not, everything goes through as it came. If it is, the rest is swallowed and, once that
 * answer has ended, `replace(status)` is called with `res` as it was before (its methods back,
 * nothing sent, every header of the dropped answer removed).
 *
 * `by: 'status'` (Next's own answer) tells by the status and type alone, when the headers are
 * about to go: Next.js compresses its answers (a `compression` middleware wraps `res` after this),
 * so the body's first bytes may be gzip. Every 404 or 500 HTML answer to a page request is the
 * error document, the catch-all route matching every address. `by: 'body'` (the error page's own
 * render, uncompressed) looks for the error document's first bytes instead, since that answer has
 * the error status from the start.
 *
 * The wrappers stay in place once installed and only change behaviour: the compression middleware
 * keeps references to them.
 * @param {import('node:http').ServerResponse} res
 * @param {(status: number) => unknown} replace
 * @param {{ by: 'status' | 'body' }} options
 */
export function interceptErrorShell(res, replace, { by }) {
  /** @type {Record<string, unknown>} own properties as found (another wrapper's), undefined for the prototype's */
  const saved = {}
  for (const name of PATCHED) saved[name] = Object.prototype.hasOwnProperty.call(res, name) ? res[name] : undefined
  const call = (name, args) => (saved[name] ?? Object.getPrototypeOf(res)[name]).apply(res, args)
  const restore = () => {
    for (const name of PATCHED) {
      if (saved[name] === undefined) delete res[name]
      else res[name] = saved[name]
    }
  }

  /** 'pending' until decided; then 'through' (as if not there) or 'swallow' (until the answer ends). */
  let state = 'pending'
  /** @type {unknown[] | null} */
  let headArgs = null
  let flushAsked = false

  const statusNow = () => (headArgs ? Number(headArgs[0]) : res.statusCode)
  const isErrorAnswer = () =>
    ERROR_PAGE_STATUSES.includes(statusNow()) && headerText(res.getHeader('content-type')).includes('text/html')
  const startsLikeShell = (chunk) => {
    if (chunk === undefined || chunk === null || typeof chunk === 'function') return false
    const start = chunk instanceof Uint8Array ? Buffer.from(chunk.subarray(0, 512)).toString('utf8') : String(chunk).slice(0, 512)
    return start.includes(ERROR_SHELL_MARK)
  }

  const goThrough = () => {
    state = 'through'
    if (headArgs) call('writeHead', headArgs)
    if (flushAsked && !res.headersSent) call('flushHeaders', [])
  }
  const callBack = (args) => {
    const callback = args.find((arg) => typeof arg === 'function')
    if (callback) queueMicrotask(callback)
  }
  const finishSwallowing = () => {
    const status = statusNow()
    state = 'through'
    restore()
    for (const name of res.getHeaderNames()) res.removeHeader(name)
    setSecurityHeaders(res)
    res.statusCode = status
    Promise.resolve()
      .then(() => replace(status))
      .catch((error) => {
        console.error(error)
        if (!res.headersSent) sendFallback(res, status)
        else res.end()
      })
  }
  /** At the headers (by status) or the first body bytes (by body): decide. */
  const decide = (chunk, atHeaders) => {
    if (by === 'status') state = isErrorAnswer() ? 'swallow' : 'through'
    else if (atHeaders) return
    else state = isErrorAnswer() && startsLikeShell(chunk) ? 'swallow' : 'through'
    if (state === 'through') {
      state = 'pending'
      goThrough()
    }
  }

  res.writeHead = function (...args) {
    if (state === 'through') return call('writeHead', args)
    if (state === 'pending') {
      headArgs = args
      decide(undefined, true)
      // Decided to let it through: goThrough() has written the head.
    }
    return res
  }
  res.flushHeaders = function (...args) {
    if (state === 'through') return call('flushHeaders', args)
    if (state === 'pending') {
      flushAsked = true
      decide(undefined, true)
    }
  }
  res.write = function (...args) {
    if (state === 'pending') decide(args[0], false)
    if (state === 'through') return call('write', args)
    callBack(args)
    return true
  }
  res.end = function (...args) {
    if (state === 'pending') decide(args[0], false)
    if (state === 'through') return call('end', args)
    callBack(args)
    finishSwallowing()
    return res
  }
}

/** @param {import('node:http').ServerResponse} res @param {number} status */
export function sendFallback(res, status) {
  const body = fallbackHtml(status)
  res.statusCode = status
  res.setHeader('content-type', 'text/html; charset=utf-8')
  res.setHeader('cache-control', 'no-store')
  res.setHeader('content-length', String(Buffer.byteLength(body)))
  res.end(res.req?.method === 'HEAD' ? undefined : body)
}

/**
 * Lets `handle` answer the request; a page answered with Next's empty error document gets the
 * site's error page of that status instead, rendered by `render(path)` (Next's app.render), or
 * the self-contained page if that one fails too.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {{ handle: () => unknown, render: (path: string) => unknown }} next
 */
export function withErrorPages(req, res, { handle, render }) {
  // Only the server may ask for the error page: a visitor sending the header gets a plain 404.
  delete req.headers[ERROR_PAGE_HEADER]
  if (!isPageRequest(req)) return handle()
  interceptErrorShell(res, (status) => {
    req.headers[ERROR_PAGE_HEADER] = String(status)
    // The error page failing too (its layout reads the database) ends with the static page.
    interceptErrorShell(res, () => sendFallback(res, status), { by: 'body' })
    return render(errorPagePath(status))
  }, { by: 'status' })
  return handle()
}
