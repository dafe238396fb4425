/**
 * Signing in through Payload's REST API (the back office's form posts to /api/users/login) and the
 * public form's Local API call: limits per address that never lock the owner out, no way to tell
 * a known e-mail from an unknown one, and no sign-in from another site's page.
 */
import { createRequire } from 'node:module'

import { handleEndpoints, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { CLIENT_ADDRESS_HEADER } from '@/server/client-address.mjs'

import { freshPayload } from './harness'

// Node's own crypto module object, the one Payload's password check calls through.
const crypto = createRequire(import.meta.url)('node:crypto') as typeof import('node:crypto')

const SITE = 'http://localhost:3000'
const ADMIN = { email: 'chef@morel.test', password: 'Un-vrai-mot-de-passe-2026' }

let payload: Payload
let cleanup: () => Promise<void>

type Attempt = { address?: string; origin?: string | null; headers?: Record<string, string> }

async function login(email: string, password: string, { address = '203.0.113.1', origin = SITE, headers = {} }: Attempt = {}) {
  const h = new Headers({ 'content-type': 'application/json', [CLIENT_ADDRESS_HEADER]: address, ...headers })
  if (origin) h.set('origin', origin)
  const request = new Request(`${SITE}/api/users/login`, { method: 'POST', headers: h, body: JSON.stringify({ email, password }) })
  const { default: config } = await import('@payload-config')
  const response = await handleEndpoints({ config, request })
  const body = (await response.json()) as { token?: string; user?: { email: string }; errors?: { message: string }[] }
  return { status: response.status, body, cookie: response.headers.get('set-cookie') }
}

beforeAll(async () => {
  ;({ payload, cleanup } = await freshPayload())
  await payload.create({ collection: 'users', data: { ...ADMIN, name: 'Chef', role: 'admin' }, overrideAccess: true })
}, 180_000)

afterAll(async () => {
  await cleanup?.()
})

describe('sign-in limits', () => {
  it('stops a stranger guessing an account, while its owner, from another address, still signs in', async () => {
    const stranger = '198.51.100.7'
    for (let i = 0; i < 5; i++) expect((await login(ADMIN.email, `mauvais-${i}`, { address: stranger })).status).toBe(401)
    const blocked = await login(ADMIN.email, ADMIN.password, { address: stranger })
    expect(blocked.status).toBe(429)
    expect(blocked.body.errors?.[0].message).toBe('Trop de tentatives de connexion depuis votre adresse. Réessayez dans 15 minutes.')
    expect(blocked.body.token).toBeUndefined()

    const owner = await login(ADMIN.email, ADMIN.password, { address: '192.0.2.10' })
    expect(owner.status).toBe(200)
    expect(owner.body.user?.email).toBe(ADMIN.email)
  })

  it('limits the failed sign-ins of one address over many accounts', async () => {
    const sprayer = '198.51.100.8'
    const statuses: number[] = []
    for (let i = 0; i < 25; i++) statuses.push((await login(`inconnu-${i}@exemple.fr`, 'motdepasse', { address: sprayer })).status)
    expect(statuses.slice(0, 20).every((s) => s === 401)).toBe(true)
    expect(statuses.slice(20).every((s) => s === 429)).toBe(true)
    // Another visitor is not concerned.
    expect((await login(ADMIN.email, ADMIN.password, { address: '192.0.2.11' })).status).toBe(200)
  })

  it('lets an address that signed in correctly start again from zero for that account', async () => {
    const owner = '192.0.2.12'
    for (let i = 0; i < 4; i++) expect((await login(ADMIN.email, 'faute-de-frappe', { address: owner })).status).toBe(401)
    expect((await login(ADMIN.email, ADMIN.password, { address: owner })).status).toBe(200)
    for (let i = 0; i < 4; i++) expect((await login(ADMIN.email, 'faute-de-frappe', { address: owner })).status).toBe(401)
    expect((await login(ADMIN.email, ADMIN.password, { address: owner })).status).toBe(200)
  })

  it('counts the public form’s sign-ins by the visitor’s address too', async () => {
    const headers = new Headers({ [CLIENT_ADDRESS_HEADER]: '198.51.100.9' })
    const attempt = () => payload.login({ collection: 'users', data: ADMIN, req: { headers } }).then(() => 200, (e: { status?: number }) => e.status)
    for (let i = 0; i < 5; i++) {
      await expect(payload.login({ collection: 'users', data: { email: ADMIN.email, password: 'non' }, req: { headers } })).rejects.toMatchObject({ status: 401 })
    }
    expect(await attempt()).toBe(429)
  })
})

describe('unknown and known e-mails', () => {
  it('cost the same password hash', async () => {
    const pbkdf2 = vi.spyOn(crypto, 'pbkdf2')
    try {
      const hashesFor = async (email: string, address: string) => {
        pbkdf2.mockClear()
        expect((await login(email, 'pas-le-bon-mot-de-passe', { address })).status).toBe(401)
        return pbkdf2.mock.calls.map(([, , iterations, keyLength, digest]) => `${iterations}/${keyLength}/${digest}`)
      }
      const known = await hashesFor(ADMIN.email, '192.0.2.20')
      const unknown = await hashesFor('personne@exemple.fr', '192.0.2.21')
      expect(known).toEqual(['600000/32/sha256'])
      expect(unknown).toEqual(known)
    } finally {
      pbkdf2.mockRestore()
    }
  })
})

describe('signing in from another site', () => {
  it('is refused, while the site’s own origin signs in and uses its session', async () => {
    const foreign = await login(ADMIN.email, ADMIN.password, { address: '192.0.2.30', origin: 'https://attaquant.example' })
    expect(foreign.status).toBe(403)
    expect(foreign.cookie).toBeNull()
    const crossSite = await login(ADMIN.email, ADMIN.password, { address: '192.0.2.30', origin: null, headers: { 'sec-fetch-site': 'cross-site' } })
    expect(crossSite.status).toBe(403)

    const own = await login(ADMIN.email, ADMIN.password, { address: '192.0.2.30' })
    expect(own.status).toBe(200)
    const token = /payload-token=([^;]+)/.exec(own.cookie ?? '')?.[1]
    expect(token).toBeTruthy()
    const { default: config } = await import('@payload-config')
    const me = await handleEndpoints({
      config,
      request: new Request(`${SITE}/api/users/me`, { headers: { origin: SITE, cookie: `payload-token=${token}` } }),
    })
    expect(((await me.json()) as { user?: { email: string } }).user?.email).toBe(ADMIN.email)
  })

  it('is accepted from the loopback address the site also answers on without SITE_URL', async () => {
    expect((await login(ADMIN.email, ADMIN.password, { address: '192.0.2.31', origin: 'http://127.0.0.1:3000' })).status).toBe(200)
  })
})
