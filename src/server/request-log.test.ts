import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterEach, describe, expect, it } from 'vitest'

import { PageCache } from './page-cache.mjs'
import { tagRequest } from './request-log.mjs'

const servers: http.Server[] = []
afterEach(() => servers.splice(0).forEach((s) => (s.closeAllConnections(), s.close())))

async function site(options: { trustProxy: boolean; json: boolean }) {
  const lines: string[] = []
  const seen: (string | string[] | undefined)[] = []
  const server = http.createServer((req, res) => {
    tagRequest(req, res, { ...options, write: (line) => lines.push(line) })
    seen.push(req.headers['x-request-id'])
    if (req.url?.startsWith('/coupe')) return void res.write('début')
    res.setHeader('content-length', 4)
    res.setHeader('x-vitrine-cache', 'HIT')
    res.end('page')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  servers.push(server)
  return { base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, lines, seen }
}

const until = async (condition: () => boolean) => {
  for (let i = 0; i < 300 && !condition(); i++) await new Promise((r) => setTimeout(r, 10))
  expect(condition()).toBe(true)
}

describe('request ids and the JSON log', () => {
  it('gives every answer an id the app reads too; a visitor cannot choose it', async () => {
    const s = await site({ trustProxy: false, json: false })
    const response = await fetch(`${s.base}/contact`, { headers: { 'x-request-id': 'choisi-par-le-visiteur' } })
    const id = response.headers.get('x-request-id')
    expect(id).toMatch(/^[0-9a-f-]{36}$/)
    expect(s.seen).toEqual([id])
    expect(s.lines).toEqual([])
  })

  it('keeps the trusted proxy’s id when it looks like one', async () => {
    const s = await site({ trustProxy: true, json: false })
    expect((await fetch(`${s.base}/`, { headers: { 'x-request-id': 'lb-7f3a9c21e0' } })).headers.get('x-request-id')).toBe('lb-7f3a9c21e0')
    const odd = (await fetch(`${s.base}/`, { headers: { 'x-request-id': 'a b<script>' } })).headers.get('x-request-id')
    expect(odd).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('writes one JSON line per request, without the query string, and marks an interrupted answer', async () => {
    const s = await site({ trustProxy: false, json: true })
    const response = await fetch(`${s.base}/recherche?s=Jeanne+Martin`)
    await response.text()
    await until(() => s.lines.length === 1)
    const line = JSON.parse(s.lines[0])
    expect(line).toMatchObject({ type: 'requête', id: response.headers.get('x-request-id'), méthode: 'GET', chemin: '/recherche', statut: 200, octets: 4, cache: 'HIT' })
    expect(s.lines[0]).not.toContain('Jeanne')
    expect(s.lines[0].endsWith('}\n')).toBe(true)

    const controller = new AbortController()
    const cut = await fetch(`${s.base}/coupe`, { signal: controller.signal })
    controller.abort()
    await cut.text().catch(() => {})
    await until(() => s.lines.length === 2)
    expect(JSON.parse(s.lines[1])).toMatchObject({ chemin: '/coupe', interrompue: true })
  })

  it('gives a page served from the shared cache its own id, not the id of the request that filled it', async () => {
    const cache = new PageCache()
    const server = http.createServer((req, res) => {
      tagRequest(req, res, { trustProxy: false, json: false })
      cache.handle(req, res, () => {
        res.setHeader('content-type', 'text/html; charset=utf-8')
        res.setHeader('cache-control', 's-maxage=60')
        res.end('<h1>Accueil</h1>')
      })
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    servers.push(server)
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    const first = await fetch(`${base}/`)
    await first.text()
    const second = await fetch(`${base}/`)
    expect(second.headers.get('x-vitrine-cache')).toBe('HIT')
    expect(second.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/)
    expect(second.headers.get('x-request-id')).not.toBe(first.headers.get('x-request-id'))
  })
})
