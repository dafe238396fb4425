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
    if (redirectToCanonicalHost(req, res, { siteUrl: options.siteUrl?.(port), trustProxy: options.trustProxy ?? false, port })) return
    res.end('page')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  servers.push(server)
  port = (server.address() as AddressInfo).port
  return port
}

/** A request with the Host header a browser would send for that name (fetch always sends the URL's). */
function get(port: number, path: string, host: string): Promise<{ status: number; location?: string; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port, path, headers: { host } }, (response) => {
      let body = ''
      response.on('data', (chunk) => (body += chunk))
      response.on('end', () => resolve({ status: response.statusCode ?? 0, location: response.headers.location, body }))
    })
    request.on('error', reject)
    request.end()
  })
}

describe('one address for the site', () => {
  it('sends a request under another name to SITE_URL, same path and query, method kept', async () => {
    const port = await site({ siteUrl: (p) => `http://localhost:${p}` })
    for (const method of ['GET', 'POST']) {
      const response = await fetch(`http://127.0.0.1:${port}/admin/collections/forms?page=2`, { method, redirect: 'manual' })
      expect(response.status).toBe(308)
      expect(response.headers.get('location')).toBe(`http://localhost:${port}/admin/collections/forms?page=2`)
    }
    expect(await get(port, '/', `localhost:${port}`)).toMatchObject({ status: 200, body: 'page' })
  })

  it('behind a trusted proxy, reads the name the visitor used from X-Forwarded-Host', async () => {
    const port = await site({ siteUrl: () => 'https://www.morel.test', trustProxy: true })
    const right = await fetch(`http://127.0.0.1:${port}/contact`, { headers: { 'x-forwarded-host': 'www.morel.test' }, redirect: 'manual' })
    expect(await right.text()).toBe('page')
    const bare = await fetch(`http://127.0.0.1:${port}/contact`, { headers: { 'x-forwarded-host': 'morel.test' }, redirect: 'manual' })
    expect(bare.headers.get('location')).toBe('https://www.morel.test/contact')
  })

  it('without SITE_URL, sends another loopback name to localhost, and serves any other name as it is', async () => {
    const port = await site({})
    const aliased = await fetch(`http://127.0.0.1:${port}/admin`, { redirect: 'manual' })
    expect(aliased.status).toBe(308)
    expect(aliased.headers.get('location')).toBe(`http://localhost:${port}/admin`)
    expect(await get(port, '/contact', `[::1]:${port}`)).toMatchObject({ status: 308, location: `http://localhost:${port}/contact` })
    expect(await get(port, '/contact', `localhost:${port}`)).toMatchObject({ status: 200, body: 'page' })
    // A phone on the local network: it could not reach « localhost », so it is not sent there.
    expect(await get(port, '/contact', `192.168.1.20:${port}`)).toMatchObject({ status: 200, body: 'page' })
  })
})
