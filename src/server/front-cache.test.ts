import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'

import { afterEach, describe, expect, it } from 'vitest'

import { bestEncoding, FRONT_CACHE_MAX_SECONDS, FrontCache, frontCacheFromEnv } from './front-cache.mjs'
import { PageCache } from './page-cache.mjs'

const servers: http.Server[] = []
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((resolve) => s.close(resolve))))
})

async function listen(server: http.Server) {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  servers.push(server)
  return (server.address() as AddressInfo).port
}

/** nginx's purge server as the site meets it: it records each purge and answers 200 (or 404 for a copy it never had). */
async function purgeServer(has: (url: string) => boolean = () => true) {
  const purged: { host?: string; url?: string; acceptEncoding?: string }[] = []
  const port = await listen(
    http.createServer((req, res) => {
      purged.push({ host: req.headers.host, url: req.url, acceptEncoding: req.headers['accept-encoding'] })
      res.statusCode = has(req.url ?? '') ? 200 : 404
      res.end()
    }),
  )
  return { purged, url: `http://127.0.0.1:${port}` }
}

/** The site: the page cache (with nginx's part) in front of a stand-in for Next.js, answering a public page. */
async function site(front: FrontCache, clock = { now: 1_000_000 }) {
  const cache = new PageCache({ now: () => clock.now, front })
  const port = await listen(
    http.createServer((req, res) =>
      cache.handle(req, res, () => {
        res.setHeader('content-type', 'text/html; charset=utf-8')
        res.setHeader('cache-control', 's-maxage=3600')
        res.setHeader('vary', 'rsc, accept-encoding')
        res.setHeader('content-encoding', 'gzip')
        res.end(zlib.gzipSync(`<h1>${req.url}</h1>`))
      }),
    ),
  )
  const get = (path: string, headers: Record<string, string> = {}) =>
    new Promise<http.IncomingMessage>((resolve, reject) => {
      const request = http.get({ host: '127.0.0.1', port, path, headers: { host: 'www.exemple.test', 'accept-encoding': 'gzip', ...headers } }, (response) => {
        response.resume()
        response.on('end', () => resolve(response))
      })
      request.on('error', reject)
    })
  return { cache, clock, get }
}

describe('nginx’s copies of the pages, marked and dropped by the site', () => {
  it('marks a page sent from the page cache for nginx, at most five minutes, and not the first render', async () => {
    const nginx = await purgeServer()
    const { get } = await site(new FrontCache({ purgeUrl: nginx.url }))
    const first = await get('/contact')
    expect(first.headers['x-vitrine-cache']).toBeUndefined()
    expect(first.headers['x-accel-expires']).toBeUndefined()
    const second = await get('/contact')
    expect(second.headers['x-vitrine-cache']).toBe('HIT')
    expect(second.headers['x-accel-expires']).toBe(String(FRONT_CACHE_MAX_SECONDS))
  })

  it('never marks the flight data of a navigation, nor a gzip copy for a browser that will get brotli', async () => {
    const nginx = await purgeServer()
    const front = new FrontCache({ purgeUrl: nginx.url })
    const { get } = await site(front)
    for (let i = 0; i < 3; i++) expect((await get('/contact?_rsc=1', { rsc: '1' })).headers['x-accel-expires']).toBeUndefined()
    expect(front.keys.size).toBe(0)

    // The brotli copy is made once the gzip one is kept; meanwhile a browser that accepts brotli gets gzip, unmarked.
    const marked: Record<string, string> = {}
    const res = { setHeader: (name: string, value: string) => void (marked[name] = value) } as unknown as http.ServerResponse
    const req = (acceptEncoding: string, rawHeaders = ['Host', 'www.exemple.test', 'Accept-Encoding', acceptEncoding]) =>
      ({ url: '/', headers: { host: 'www.exemple.test', 'accept-encoding': acceptEncoding }, rawHeaders }) as unknown as http.IncomingMessage
    expect(front.mark(req('gzip, deflate, br, zstd'), res, { contentEncoding: 'gzip', seconds: 60 })).toBe(false)
    expect(marked).toEqual({})
    expect(front.mark(req('gzip, deflate, br, zstd'), res, { contentEncoding: 'br', seconds: 60 })).toBe(true)
    expect(front.mark(req('gzip, deflate'), res, { contentEncoding: 'gzip', seconds: 60 })).toBe(true)
    expect(front.mark(req(''), res, { contentEncoding: '', seconds: 0.5 })).toBe(false)
    // Sent twice, the header is one value for Node.js and another for nginx's key: the purge could not name the copy.
    expect(front.mark(req('gzip, br', ['Accept-Encoding', 'gzip', 'accept-encoding', 'br']), res, { contentEncoding: 'br', seconds: 60 })).toBe(false)
    expect(marked).toEqual({ 'x-accel-expires': '60' })
    expect(bestEncoding('gzip;q=1, br;q=0')).toBe('gzip')
  })

  it('follows a copy’s remaining life when shorter than five minutes', async () => {
    const nginx = await purgeServer()
    const { get, clock } = await site(new FrontCache({ purgeUrl: nginx.url }))
    await get('/contact')
    clock.now += (3600 - 90) * 1000
    expect((await get('/contact')).headers['x-accel-expires']).toBe('90')
  })

  it('has nginx drop every marked copy, by its key, when content changes, then once more a moment later', async () => {
    const nginx = await purgeServer()
    const front = new FrontCache({ purgeUrl: nginx.url, secondPurgeMs: 50 })
    const { get, cache } = await site(front)
    for (const path of ['/contact', '/services?tri=prix']) for (let i = 0; i < 3; i++) await get(path)
    await get('/contact', { 'accept-encoding': 'gzip, deflate' })
    await get('/contact', { 'accept-encoding': 'gzip, deflate' })
    expect(front.keys.size).toBe(3)

    cache.clear()
    await expect.poll(() => nginx.purged.length).toBe(6)
    const expected = [
      { host: 'www.exemple.test', url: '/contact', acceptEncoding: 'gzip' },
      { host: 'www.exemple.test', url: '/services?tri=prix', acceptEncoding: 'gzip' },
      { host: 'www.exemple.test', url: '/contact', acceptEncoding: 'gzip, deflate' },
    ]
    expect(nginx.purged.slice(0, 3)).toEqual(expect.arrayContaining(expected))
    expect(nginx.purged.slice(3)).toEqual(expect.arrayContaining(expected))
    // Nothing is left to drop at the next change.
    expect(front.keys.size).toBe(0)
    await front.purge()
    expect(nginx.purged).toHaveLength(6)
  })

  it('has the next process drop the copies a stopped one left with nginx (a new version names other files)', async () => {
    const nginx = await purgeServer((url) => url !== '/absent')
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-front-'))
    try {
      const file = path.join(dir, 'front-cache.json')
      const stopping = new FrontCache({ purgeUrl: nginx.url, secondPurgeMs: 60_000 })
      const { get } = await site(stopping)
      for (const page of ['/contact', '/absent']) for (let i = 0; i < 2; i++) await get(page)
      stopping.save(file)
      expect(nginx.purged).toEqual([])

      const starting = new FrontCache({ purgeUrl: nginx.url, secondPurgeMs: 60_000, log: { warn: (m: string) => expect.fail(m) } })
      await starting.restore(file)
      expect(nginx.purged.map((p) => p.url).sort()).toEqual(['/absent', '/contact'])
      expect(fs.existsSync(file)).toBe(false)
      // A start after an unclean stop: nothing written down, nothing to drop.
      await starting.restore(file)
      expect(nginx.purged).toHaveLength(2)
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })

  it('says once per change that nginx could not be reached, and marks nothing past its limit', async () => {
    const warnings: string[] = []
    const closed = await listen(http.createServer())
    servers.pop()?.close()
    const front = new FrontCache({ purgeUrl: `http://127.0.0.1:${closed}`, maxKeys: 2, secondPurgeMs: 60_000, log: { warn: (m: string) => warnings.push(m) } })
    const { get } = await site(front)
    for (const path of ['/a', '/b', '/c']) {
      await get(path)
      await get(path)
    }
    expect(front.keys.size).toBe(2)
    expect((await get('/c')).headers['x-accel-expires']).toBeUndefined()
    await front.purge()
    expect(warnings).toHaveLength(1)
    expect(warnings[0]).toMatch(/^Cache de nginx : purge impossible \(.*ECONNREFUSED.*\) ; ses copies des pages \(2\) restent servies 300 s au plus\.$/)
  })

  it('is off unless FRONT_CACHE_PURGE_URL names nginx’s purge server over http', () => {
    expect(frontCacheFromEnv({})).toBeNull()
    expect(frontCacheFromEnv({ FRONT_CACHE_PURGE_URL: ' ' })).toBeNull()
    expect(frontCacheFromEnv({ FRONT_CACHE_PURGE_URL: 'http://127.0.0.1:8070' })).toBeInstanceOf(FrontCache)
    expect(() => frontCacheFromEnv({ FRONT_CACHE_PURGE_URL: 'https://127.0.0.1:8070' })).toThrow(/http:\/\//)
  })
})
