// The production server: Next.js in this process, behind the shared page cache
// (docs/decisions/020), with the build's static files answered from memory (decision 024) and
// complete French error pages in place of Next's empty error document (error-pages.mjs), and the
// Content-Security-Policy with each page's script hashes on every answer (decision 033); a
// grid's view in the address rendered by the per-request route (decision 043); liveness and
// readiness checks and a shutdown that lets requests in flight end (decision 048); with several
// instances on PostgreSQL, content changes broadcast to the others' caches (decision 051); the
// staff's images answered from the media folder (decision 060); Next's page cache on the wall clock
// (decision 076); nginx's copies of the pages marked and dropped (decision 085).
// `npm start`, the browser tests and the benchmarks all serve through it.
// Usage: node src/server/server.mjs [port]   (PORT and HOSTNAME are read too)
import http from 'node:http'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { UNHASHED_FILE_CACHE_CONTROL } from '../lib/cache-control.mjs'
import { dataDir } from '../lib/data-dir.mjs'
import { redirectToCanonicalHost } from './canonical-host.mjs'
import { setClientAddress } from './client-address.mjs'
import { tolerateClosedOutput } from './closed-output.mjs'
import { serveContentBroadcast } from './content-broadcast.mjs'
import { contentSecurityPolicy, enforceContentSecurityPolicy, renderMarker } from './content-security-policy.mjs'
import { databaseReadiness } from './database-state.mjs'
import { withErrorPages } from './error-pages.mjs'
import { gridViewUrl } from '../features/pages/views.mjs'
import { healthChecks } from './health.mjs'
import { STARTUP_PATH } from './internal-key.mjs'
import { MediaFiles, mediaDir } from './media-files.mjs'
import { processPageCache } from './page-cache.mjs'
import { tagRequest } from './request-log.mjs'
import { askSelf, createInternalKey, isInternalRequest } from './self-request.mjs'
import { setSecurityHeaders } from './security-headers.mjs'
import { EXIT_HOOKS_MS, gracefulShutdown } from './shutdown.mjs'
import { beginStop, endStop, registerStopHook } from './stop-hooks.mjs'
import { StaticFiles, unhashedFiles } from './static-files.mjs'
import { settleUnreadBody } from './unread-body.mjs'
import { followWallClock } from './wall-clock.mjs'

// First of all: a closed log pipe must never take the process's event loop.
tolerateClosedOutput()
// Before Next.js is loaded: its page cache must not lag behind the wall clock (docs/decisions/076).
followWallClock()

// As `next start` does: the production build is served in production mode, whatever the shell says.
process.env.NODE_ENV = 'production'
const { default: next } = await import('next')

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const port = Number(process.argv[2] || process.env.PORT || 3000)
const hostname = process.env.HOSTNAME || undefined

const app = next({ dev: false, dir: root, port, hostname: hostname ?? 'localhost' })
const handle = app.getRequestHandler()
await app.prepare()

const cache = processPageCache()
// nginx's copies this server marked (docs/decisions/085): written down as it stops, dropped as the next one starts.
if (cache.front) {
  const front = cache.front
  const marked = path.join(dataDir(root, process.env), 'front-cache.json')
  void front.restore(marked)
  registerStopHook('copies des pages gardées par nginx', { end: async () => front.save(marked) })
}
const staticFiles = new StaticFiles(path.join(root, '.next', 'static'), { named: unhashedFiles(root, UNHASHED_FILE_CACHE_CONTROL) })
const mediaFiles = new MediaFiles(mediaDir(process.env, root))
const trustProxy = process.env.TRUST_PROXY === '1'
const canonical = { siteUrl: process.env.SITE_URL || undefined, trustProxy, port }
const csp = { marker: renderMarker(path.join(root, '.next')), policy: contentSecurityPolicy(process.env) }
const health = healthChecks({ check: () => databaseReadiness(root, process.env) })
const logging = { trustProxy, json: process.env.LOG_FORMAT === 'json' }
const server = http.createServer((req, res) => {
  // First: every early answer below (a redirect, a refusal) must not leave a body on the connection.
  settleUnreadBody(req, res)
  // Before the canonical host: a load balancer asks by address.
  if (health.handle(req, res)) return
  // The process's requests to itself: at its start, and when another instance changed content.
  if (isInternalRequest(req)) return void handle(req, res)
  tagRequest(req, res, logging)
  if (redirectToCanonicalHost(req, res, canonical)) return
  setClientAddress(req, trustProxy)
  if (staticFiles.handle(req, res)) return
  const framework = () =>
    cache.handle(req, res, () => {
      setSecurityHeaders(res)
      enforceContentSecurityPolicy(req, res, csp)
      return Promise.resolve(
        withErrorPages(req, res, {
          handle: () => {
            // A grid's view (e-filter-…, e-page-…) is rendered by the per-request route; the browser
            // keeps its address (docs/decisions/043). Its keys hold a widget id: no proxy matcher can name them.
            const view = gridViewUrl(req.url ?? '/')
            if (view) req.url = view
            return handle(req, res)
          },
          // The error page is rendered for the request's own address, which the browser keeps.
          render: (pathname) => app.render(req, res, pathname, {}),
        }),
      ).catch((error) => {
        console.error(error)
        if (!res.headersSent) res.statusCode = 500
        res.end()
      })
    })
  if (!mediaFiles.handle(req, res, framework)) framework()
})
// Longer than a load balancer's idle time-out, as `next start` does, so kept-alive connections are
// closed by the client side first.
server.keepAliveTimeout = 65_000
const internalKey = createInternalKey()
server.listen(port, hostname, () => {
  console.log(`▲ Prêt sur le port ${port}`)
  // Payload, and with it the forms worker, starts now rather than at the first visitor's request:
  // the e-mails a crash left unsent leave without waiting for a visit (docs/decisions/065).
  askSelf(server, internalKey, STARTUP_PATH, {}, 120_000)
    .then((response) => response.ok || console.warn(`Démarrage de Payload refusé (HTTP ${response.status}) : il démarrera à la première requête.`))
    .catch((error) => console.warn(`Démarrage de Payload impossible (${error.message}) : il démarrera à la première requête.`))
})
// Several instances on PostgreSQL: a change saved on one reaches the caches of the others.
const broadcast = serveContentBroadcast({ server, key: internalKey, cache, databaseUrl: process.env.DATABASE_URL })
if (broadcast) registerStopHook('diffusion des modifications', { end: () => broadcast.close() })

const shutdown = gracefulShutdown(server, {
  onDrain: () => {
    health.drain()
    beginStop()
  },
  beforeExit: () => endStop(EXIT_HOOKS_MS),
})
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, shutdown)
