import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { answerDirectly, directRoutes } from './direct-routes.mjs'

/**
 * The production server's direct routes (docs/decisions/022), over real HTTP: a registered
 * handler gets the request as a standard Request (headers, streamed body), its Response is sent
 * with the site's security headers, and the work it leaves for later runs once the answer is out.
 * Anything not registered falls through to the next handler (Next.js in the real server).
 */
let server: http.Server
let base = ''
const log: string[] = []

beforeAll(async () => {
  directRoutes().set('POST /essai/envoi', async (request, later) => {
    const body = await request.text()
    later(async () => {
      log.push(`après ${body}`)
    })
    log.push(`réponse ${body}`)
    return new Response(JSON.stringify({ reçu: body, origine: request.headers.get('origin'), type: request.headers.get('content-type') }), {
      status: 201,
      headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', 'set-cookie': 'a=1' },
    })
  })
  directRoutes().set('POST /essai/panne', async () => {
    throw new Error('panne voulue')
  })
  server = http.createServer((req, res) => {
    if (answerDirectly(req, res)) return
    res.writeHead(404, { 'content-type': 'text/plain' }).end('suite')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(async () => {
  directRoutes().delete('POST /essai/envoi')
  directRoutes().delete('POST /essai/panne')
  await new Promise((resolve) => server.close(resolve))
})

describe('direct routes', () => {
  it('hands the request to the registered handler and sends its answer with the security headers', async () => {
    const body = 'nom=Jeanne+%C3%A9t%C3%A9&' + 'x'.repeat(200_000)
    const response = await fetch(`${base}/essai/envoi`, {
      method: 'POST',
      body,
      headers: { origin: 'https://morel.test', 'content-type': 'application/x-www-form-urlencoded' },
    })
    expect(response.status).toBe(201)
    const json = (await response.json()) as { reçu: string; origine: string; type: string }
    expect(json).toEqual({ reçu: body, origine: 'https://morel.test', type: 'application/x-www-form-urlencoded' })
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(response.headers.get('set-cookie')).toBe('a=1')
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN')
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
    await expect.poll(() => log.filter((l) => l.startsWith('après')).length).toBe(1)
    expect(log.indexOf(`réponse ${body}`)).toBeLessThan(log.indexOf(`après ${body}`))
  })

  it('leaves every other request to the next handler: another path, a query string, another method', async () => {
    for (const [url, method] of [
      ['/essai/autre', 'POST'],
      ['/essai/envoi?x=1', 'POST'],
      ['/essai/envoi', 'GET'],
    ] as const) {
      const response = await fetch(`${base}${url}`, { method, body: method === 'POST' ? 'a=b' : undefined })
      expect(response.status).toBe(404)
      expect(await response.text()).toBe('suite')
    }
  })

  it('answers 500 when the handler fails, and the server goes on', async () => {
    const failed = await fetch(`${base}/essai/panne`, { method: 'POST', body: 'a=b' })
    expect(failed.status).toBe(500)
    expect((await fetch(`${base}/essai/envoi`, { method: 'POST', body: 'encore' })).status).toBe(201)
  })
})
