import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterEach, describe, expect, it } from 'vitest'

// The compression middleware Next.js's router wraps every answer in (router-server.js).
// @ts-expect-error -- Next.js ships its compiled copy without types
import compression from 'next/dist/compiled/compression'

import { ERROR_PAGE_HEADER, withErrorPages } from './error-pages.mjs'
import { PageCache } from './page-cache.mjs'

const SHELL = '<!DOCTYPE html><html id="__next_error__"><head><meta name="robots" content="noindex"/></head><body></body></html>'

type Answer = { status: number; body: string; chunks?: boolean; flush?: boolean; headers?: Record<string, string> }

const compress = compression() as (req: http.IncomingMessage, res: http.ServerResponse, next: () => void) => void

/**
 * A real HTTP server with the page cache and the error pages in front of a stand-in for Next.js:
 * `answer` is what it sends for a URL, `render` what its app.render sends for the error page.
 */
async function serve(answer: (url: string) => Answer, render: (path: string, req: http.IncomingMessage) => Answer) {
  const cache = new PageCache()
  const rendered: string[] = []
  /** The error page header as the stand-in for Next.js received it, per request. */
  const headerSeen: (string | undefined)[] = []
  const send = (res: http.ServerResponse, a: Answer) => {
    res.statusCode = a.status
    res.setHeader('content-type', 'text/html; charset=utf-8')
    for (const [name, value] of Object.entries(a.headers ?? {})) res.setHeader(name, value)
    if (a.flush) res.flushHeaders()
    if (a.chunks) {
      const half = Math.floor(a.body.length / 2)
      res.write(a.body.slice(0, half))
      res.end(a.body.slice(half))
    } else res.end(a.body)
  }
  const server = http.createServer((req, res) =>
    cache.handle(req, res, () =>
      withErrorPages(req, res, {
        handle: () => {
          headerSeen.push(req.headers[ERROR_PAGE_HEADER] as string | undefined)
          // As Next.js does: compressed when the client accepts it.
          compress(req, res, () => send(res, answer(req.url ?? '/')))
        },
        render: (path) => {
          rendered.push(`${path} ${req.headers[ERROR_PAGE_HEADER]} ${res.statusCode}`)
          // As Next.js does, the status preset on the response is kept.
          setTimeout(() => send(res, { ...render(path, req), status: res.statusCode }), 1)
        },
      }),
    ),
  )
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  servers.push(server)
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return { rendered, headerSeen, get: (path: string, init?: RequestInit) => fetch(base + path, init) }
}

const servers: http.Server[] = []
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((resolve) => s.close(resolve))))
})

const page = (title: string) => `<!DOCTYPE html><html lang="fr"><head><title>${title}</title></head><body><h1>${title}</h1></body></html>`

describe('complete error pages in place of Next’s empty error document', () => {
  it('renders the 404 page for the same address, with its status, and none of the dropped answer’s headers', async () => {
    const site = await serve(
      () => ({ status: 404, body: SHELL, chunks: true, flush: true, headers: { etag: '"shell"', 'cache-control': 's-maxage=3600' } }),
      () => ({ status: 200, body: page('Page introuvable') }),
    )
    const response = await site.get('/services/inconnu')
    expect(response.status).toBe(404)
    expect(await response.text()).toBe(page('Page introuvable'))
    expect(response.headers.get('etag')).toBeNull()
    expect(response.headers.get('cache-control')).toBeNull()
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(site.rendered).toEqual(['/erreur-http/404 404 404'])
  })

  it('does the same for a failed page (500)', async () => {
    const site = await serve(
      () => ({ status: 500, body: SHELL }),
      () => ({ status: 200, body: page('Une erreur est survenue') }),
    )
    const response = await site.get('/essai-erreur')
    expect(response.status).toBe(500)
    expect(await response.text()).toContain('<h1>Une erreur est survenue</h1>')
    expect(site.rendered).toEqual(['/erreur-http/500 500 500'])
  })

  it('sends the self-contained French page when the error page fails too', async () => {
    const site = await serve(
      () => ({ status: 404, body: SHELL }),
      () => ({ status: 500, body: SHELL }),
    )
    const response = await site.get('/inconnue')
    expect(response.status).toBe(404)
    const html = await response.text()
    expect(html).toContain('<html lang="fr">')
    expect(html).toContain('<h1>Page introuvable</h1>')
    expect(html.match(/name="robots"/g)).toHaveLength(1)
  })

  it('works through Next’s compression, and the page it renders is sent whole', async () => {
    const long = page('Page introuvable') + ' '.repeat(4000)
    const site = await serve(
      () => ({ status: 404, body: SHELL + ' '.repeat(4000), chunks: true, flush: true }),
      () => ({ status: 200, body: long, chunks: true, flush: true }),
    )
    const response = await site.get('/services/inconnu', { headers: { 'accept-encoding': 'gzip' } })
    expect(response.status).toBe(404)
    expect(await response.text()).toBe(long)
    const home = await serve(
      () => ({ status: 200, body: page('Accueil') + ' '.repeat(4000), chunks: true, flush: true }),
      () => ({ status: 200, body: '' }),
    )
    const ok = await home.get('/', { headers: { 'accept-encoding': 'gzip' } })
    expect(ok.headers.get('content-encoding')).toBe('gzip')
    expect(await ok.text()).toBe(page('Accueil') + ' '.repeat(4000))
    expect(home.rendered).toEqual([])
  })

  it('leaves every other answer as it is: pages, other types, the router’s requests, the back office', async () => {
    const site = await serve(
      (url) =>
        url === '/'
          ? { status: 200, body: page('Accueil'), chunks: true }
          : url === '/donnees'
            ? { status: 404, body: '{}', headers: { 'content-type': 'application/json' } }
            : { status: 404, body: SHELL },
      () => ({ status: 200, body: page('Page introuvable') }),
    )
    expect(await (await site.get('/')).text()).toBe(page('Accueil'))
    expect(await (await site.get('/donnees')).text()).toBe('{}')
    const rsc = await site.get('/inconnue', { headers: { rsc: '1' } })
    expect([rsc.status, await rsc.text()]).toEqual([404, SHELL])
    const admin = await site.get('/admin/inconnue')
    expect([admin.status, await admin.text()]).toEqual([404, SHELL])
    expect(site.rendered).toEqual([])
  })

  it('never lets a visitor ask for the error page with the server’s header', async () => {
    const site = await serve(
      () => ({ status: 200, body: page('Accueil') }),
      () => ({ status: 200, body: '' }),
    )
    await site.get('/erreur-http/404', { headers: { [ERROR_PAGE_HEADER]: '404' } })
    await site.get('/api/erreur-http/404', { headers: { [ERROR_PAGE_HEADER]: '404' } })
    expect(site.headerSeen).toEqual([undefined, undefined])
    expect(site.rendered).toEqual([])
  })
})
