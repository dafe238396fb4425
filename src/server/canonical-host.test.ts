import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterEach, describe, expect, it } from 'vitest'

import { redirectToCanonicalHost } from './canonical-host.mjs'

const servers: http.Server[] = []
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((resolve) => s.close(resolve))))
})

/** A server on loopback that redirects as the production server does, else answers « page ». */
async function site(options: { siteUrl?: (port: number) => string; trustProxy?: boolean }) {
  let port = 0
  const server = http.createServer((req, res) => {
    if (redirectToCanonicalHost(req, res, { siteUrl: options.siteUrl?.(port), trustProxy: options.trustProxy ?? false })) return
    res.end('page')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  servers.push(server)
  port = (server.address() as AddressInfo).port
  return port
}

describe('one address for the site', () => {
  it('sends a request under another name to SITE_URL, same path and query, method kept', async () => {
    const port = await site({ siteUrl: (p) => `http://localhost:${p}` })
    for (const method of ['GET', 'POST']) {
      const response = await fetch(`http://127.0.0.1:${port}/admin/collections/forms?page=2`, { method, redirect: 'manual' })
      expect(response.status).toBe(308)
      expect(response.headers.get('location')).toBe(`http://localhost:${port}/admin/collections/forms?page=2`)
    }
    const same = await fetch(`http://127.0.0.1:${port}/`, { headers: { host: `localhost:${port}` } })
    expect(await same.text()).toBe('page')
  })

  it('behind a trusted proxy, reads the name the visitor used from X-Forwarded-Host', async () => {
    const port = await site({ siteUrl: () => 'https://www.morel.test', trustProxy: true })
    const right = await fetch(`http://127.0.0.1:${port}/contact`, { headers: { 'x-forwarded-host': 'www.morel.test' }, redirect: 'manual' })
    expect(await right.text()).toBe('page')
    const bare = await fetch(`http://127.0.0.1:${port}/contact`, { headers: { 'x-forwarded-host': 'morel.test' }, redirect: 'manual' })
    expect(bare.headers.get('location')).toBe('https://www.morel.test/contact')
  })

  it('redirects nothing without SITE_URL', async () => {
    const port = await site({})
    expect(await (await fetch(`http://127.0.0.1:${port}/contact`, { redirect: 'manual' })).text()).toBe('page')
  })
})
