import http from 'node:http'
import type { AddressInfo } from 'node:net'
import zlib from 'node:zlib'

import { afterEach, describe, expect, it } from 'vitest'

import { rawGet } from '../../tests/support/raw-get'
import { PageCache, sharedMaxAge } from './page-cache.mjs'

type Answer = { status?: number; headers?: Record<string, string | string[]>; body?: string; chunks?: string[]; writeHead?: boolean; gzip?: boolean }

/**
 * A real HTTP server with the cache in front of a stand-in for the framework, which answers what
 * each test says and counts the requests that reach it.
 */
async function serve(answer: (req: http.IncomingMessage) => Answer, clock = { now: 1_000_000 }) {
  const cache = new PageCache({ now: () => clock.now })
  const reached: string[] = []
  const server = http.createServer((req, res) =>
    cache.handle(req, res, () => {
      reached.push(`${req.method} ${req.url}`)
      const a = answer(req)
      const headers: Record<string, string | string[]> = { 'content-type': 'text/html; charset=utf-8', ...a.headers }
      let body: Buffer | string = a.body ?? ''
      if (a.gzip) {
        body = zlib.gzipSync(body)
        headers['content-encoding'] = 'gzip'
      }
      if (a.writeHead) res.writeHead(a.status ?? 200, headers)
      else {
        res.statusCode = a.status ?? 200
        for (const [name, value] of Object.entries(headers)) res.setHeader(name, value)
      }
      for (const chunk of a.chunks ?? []) res.write(chunk)
      res.end(body)
    }),
  )
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  servers.push(server)
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return { cache, reached, clock, base, get: (path: string, init?: RequestInit) => fetch(base + path, init) }
}

const servers: http.Server[] = []
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((resolve) => s.close(resolve))))
})

const PUBLIC = { 'cache-control': 's-maxage=3600, stale-while-revalidate=31535400', vary: 'rsc, accept-encoding' }

describe('the shared page cache in front of the site', () => {
  it('serves a page Next marks as shareable from memory, with the same headers and body', async () => {
    let n = 0
    const site = await serve(() => ({ headers: { ...PUBLIC, etag: '"abc"', 'x-powered-by-test': 'yes' }, body: `<h1>Accueil ${++n}</h1>` }))
    const first = await site.get('/')
    expect(await first.text()).toBe('<h1>Accueil 1</h1>')
    const second = await site.get('/')
    expect(await second.text()).toBe('<h1>Accueil 1</h1>')
    expect(second.headers.get('x-vitrine-cache')).toBe('HIT')
    expect(second.headers.get('x-powered-by-test')).toBe('yes')
    expect(second.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(site.reached).toEqual(['GET /'])
    // A HEAD is answered from the copy, without a body.
    const head = await site.get('/', { method: 'HEAD' })
    expect(head.headers.get('x-vitrine-cache')).toBe('HIT')
    expect(await head.text()).toBe('')
    // A browser holding the same version gets 304.
    const revalidated = await site.get('/', { headers: { 'if-none-match': '"abc"' } })
    expect(revalidated.status).toBe(304)
    expect(site.reached).toEqual(['GET /'])
  })

  it('keeps streamed answers and headers given to writeHead', async () => {
    const site = await serve(() => ({ writeHead: true, headers: PUBLIC, chunks: ['<p>un</p>', '<p>deux</p>'], body: '<p>trois</p>' }))
    await (await site.get('/services/terrassement')).text()
    const hit = await site.get('/services/terrassement')
    expect(hit.headers.get('x-vitrine-cache')).toBe('HIT')
    expect(hit.headers.get('cache-control')).toBe(PUBLIC['cache-control'])
    expect(await hit.text()).toBe('<p>un</p><p>deux</p><p>trois</p>')
  })

  it('keeps one copy per value of the headers the answer varies on (compressed or not, page or RSC)', async () => {
    const site = await serve((req) => ({
      headers: PUBLIC,
      gzip: /gzip/.test(String(req.headers['accept-encoding'])),
      body: req.headers.rsc === '1' ? 'flight' : '<html>page</html>',
    }))
    const gzip = { 'accept-encoding': 'gzip' }
    expect(await (await site.get('/', { headers: gzip })).text()).toBe('<html>page</html>')
    expect(await (await site.get('/', { headers: { ...gzip, rsc: '1' } })).text()).toBe('flight')
    const hitPage = await site.get('/', { headers: gzip })
    const hitFlight = await site.get('/', { headers: { ...gzip, rsc: '1' } })
    expect([hitPage.headers.get('x-vitrine-cache'), hitFlight.headers.get('x-vitrine-cache')]).toEqual(['HIT', 'HIT'])
    expect(await hitPage.text()).toBe('<html>page</html>')
    expect(hitPage.headers.get('content-encoding')).toBe('gzip')
    expect(await hitFlight.text()).toBe('flight')
    expect(site.reached).toHaveLength(2)
  })

  it('never keeps private, uncacheable, cookie-setting, failed or stale answers', async () => {
    const answers: Record<string, Answer> = {
      '/prive': { headers: { 'cache-control': 'private, no-cache, no-store, max-age=0, must-revalidate' } },
      '/sans-entete': {},
      '/cookie': { headers: { ...PUBLIC, 'set-cookie': 'a=b' } },
      '/absente': { status: 404, headers: PUBLIC },
      // Next's expired copy, served while the page is rendered again.
      '/perimee': { headers: { ...PUBLIC, 'x-nextjs-cache': 'STALE' } },
    }
    const site = await serve((req) => answers[req.url ?? ''] ?? {})
    for (const path of Object.keys(answers)) {
      await (await site.get(path)).text()
      const again = await site.get(path)
      expect(again.headers.get('x-vitrine-cache'), path).toBeNull()
      await again.text()
    }
    expect(site.reached).toHaveLength(10)
  })

  it('lets signed-in staff, previews, the back office, the API and the forms reach the site every time', async () => {
    const site = await serve(() => ({ headers: PUBLIC, body: 'x' }))
    const requests: [string, RequestInit?][] = [
      ['/', { headers: { cookie: 'theme=dark; payload-token=abc' } }],
      ['/', { headers: { cookie: '__prerender_bypass=1' } }],
      ['/', { headers: { authorization: 'JWT abc' } }],
      ['/admin'],
      ['/api/pages'],
      ['/formulaires/config'],
    ]
    for (const [path, init] of requests) {
      await (await site.get(path, init)).text()
      const again = await site.get(path, init)
      expect(again.headers.get('x-vitrine-cache'), path).toBeNull()
      await again.text()
    }
    expect(site.reached).toHaveLength(requests.length * 2)
    // A visitor's own cookies (the colour choice) do not change the shared page.
    await (await site.get('/', { headers: { cookie: 'vitrine-theme=dark' } })).text()
    expect((await site.get('/', { headers: { cookie: 'vitrine-theme=dark' } })).headers.get('x-vitrine-cache')).toBe('HIT')
  })

  it('serves a copy as long as its s-maxage, at most an hour, and none once content has changed', async () => {
    let n = 0
    const site = await serve(() => ({ headers: PUBLIC, body: `v${++n}` }))
    expect(await (await site.get('/actualites')).text()).toBe('v1')
    site.clock.now += 3_599_000
    expect(await (await site.get('/actualites')).text()).toBe('v1')
    site.clock.now += 1_000
    expect(await (await site.get('/actualites')).text()).toBe('v2')
    site.cache.clear()
    expect(await (await site.get('/actualites')).text()).toBe('v3')
    expect(site.reached).toHaveLength(3)

    // A page Next keeps for a year is still asked of it again after an hour.
    let m = 0
    const kept = await serve(() => ({ headers: { 'cache-control': 's-maxage=31536000' }, body: `w${++m}` }))
    expect(await (await kept.get('/')).text()).toBe('w1')
    kept.clock.now += 3_599_000
    expect(await (await kept.get('/')).text()).toBe('w1')
    kept.clock.now += 1_000
    expect(await (await kept.get('/')).text()).toBe('w2')
  })

  it('sends a browser that accepts brotli the kept page compressed with it, and gzip to one that does not', async () => {
    const html = '<p>Terrassement, assainissement et voirie autour d’Orléans.</p>'.repeat(200)
    const site = await serve(() => ({ headers: PUBLIC, body: html, gzip: true }))
    const chrome = { 'accept-encoding': 'gzip, deflate, br, zstd' }
    const first = await rawGet(site.base, '/', chrome)
    expect(first.headers['content-encoding']).toBe('gzip')
    // Compressed again in the background: the next browsers of the same kind get brotli.
    await expect.poll(async () => (await rawGet(site.base, '/', chrome)).headers['content-encoding']).toBe('br')
    const again = await rawGet(site.base, '/', chrome)
    expect(again.headers['x-vitrine-cache']).toBe('HIT')
    expect(zlib.brotliDecompressSync(again.body).toString()).toBe(html)
    expect(again.body.length).toBeLessThan(first.body.length)
    expect(again.headers['content-length']).toBe(String(again.body.length))
    expect((await rawGet(site.base, '/', chrome, 'HEAD')).headers['content-encoding']).toBe('br')

    // A browser without brotli: a copy of its own, as Next made it.
    const older = { 'accept-encoding': 'gzip, deflate' }
    await rawGet(site.base, '/', older)
    const gzip = await rawGet(site.base, '/', older)
    expect(gzip.headers).toMatchObject({ 'content-encoding': 'gzip', 'x-vitrine-cache': 'HIT' })
    expect(zlib.gunzipSync(gzip.body).toString()).toBe(html)
    expect(site.reached).toHaveLength(2)
  })

  it('follows a shorter s-maxage', async () => {
    let n = 0
    const site = await serve(() => ({ headers: { 'cache-control': 's-maxage=2' }, body: `v${++n}` }))
    await (await site.get('/')).text()
    site.clock.now += 2_000
    expect(await (await site.get('/')).text()).toBe('v2')
  })

  it('reads s-maxage only when a shared cache may keep the answer', () => {
    expect(sharedMaxAge('s-maxage=3600, stale-while-revalidate=31535400')).toBe(3600)
    expect(sharedMaxAge('public, max-age=0, s-maxage=60')).toBe(60)
    expect(sharedMaxAge('private, s-maxage=60')).toBeNull()
    expect(sharedMaxAge('no-store')).toBeNull()
    expect(sharedMaxAge('max-age=60')).toBeNull()
    expect(sharedMaxAge('s-maxage=0')).toBeNull()
    expect(sharedMaxAge(undefined)).toBeNull()
  })
})
