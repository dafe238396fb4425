import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterEach, describe, expect, it } from 'vitest'

import { CLIENT_ADDRESS_HEADER, setClientAddress } from './client-address.mjs'

const servers: http.Server[] = []
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((resolve) => s.close(resolve))))
})

/** What the app would read as the visitor's address, through a real connection on loopback. */
async function seenAddress(trustProxy: boolean, headers: Record<string, string>) {
  const server = http.createServer((req, res) => {
    setClientAddress(req, trustProxy)
    res.end(String(req.headers[CLIENT_ADDRESS_HEADER]))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  servers.push(server)
  return (await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`, { headers })).text()
}

describe('the visitor’s address as the site trusts it', () => {
  it('is the connection’s peer: a header sent by the visitor changes nothing', async () => {
    expect(await seenAddress(false, { 'x-forwarded-for': '198.51.100.9', [CLIENT_ADDRESS_HEADER]: '198.51.100.10' })).toBe('127.0.0.1')
  })

  it('behind a trusted reverse proxy, is the first address of X-Forwarded-For', async () => {
    expect(await seenAddress(true, { 'x-forwarded-for': '203.0.113.5, 10.0.0.2' })).toBe('203.0.113.5')
    expect(await seenAddress(true, { [CLIENT_ADDRESS_HEADER]: '198.51.100.10' })).toBe('127.0.0.1')
  })
})
