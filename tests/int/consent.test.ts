/**
 * POST /consentement/preuve (docs/decisions/045) against a real database: a request from another
 * origin is refused, an unreadable body gets a French error and stores nothing, a good one is
 * stored as staff read it (no visitor data beyond the random id), old proofs go, and the page's
 * form without JavaScript writes the cookie and comes back to the page.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { CONSENT_COOKIE, readChoices } from '@/features/consent/choices'
import { CONSENT_PROOFS_SLUG } from '@/features/consent/payload'
import { handleConsentProof, storeProof } from '@/features/consent/server'

import { freshPayload } from './harness'

const SITE = 'http://localhost:3000'
const ID = 'k3j4h5g6f7d8s9a0q1w2'
let payload: Payload
let cleanup: () => Promise<void>

beforeAll(async () => {
  ;({ payload, cleanup } = await freshPayload())
}, 180_000)
afterAll(async () => {
  await cleanup?.()
})

const post = (body: BodyInit, headers: Record<string, string>) =>
  handleConsentProof(new Request(`${SITE}/consentement/preuve`, { method: 'POST', body, headers }), { payload })
const postJson = (body: unknown, origin = SITE) => post(typeof body === 'string' ? body : JSON.stringify(body), { 'content-type': 'application/json', origin })
const proofs = async () => (await payload.find({ collection: CONSENT_PROOFS_SLUG, sort: 'decidedAt', limit: 100, overrideAccess: true })).docs

describe('the proof of consent', () => {
  it('refuses a request from another site and stores nothing', async () => {
    const response = await postJson({ id: ID, version: 1, granted: ['videos'], source: 'banner' }, 'https://evil.example')
    expect(response.status).toBe(403)
    expect((await response.json()).error).toBe('Requête refusée : elle ne vient pas de ce site.')
    expect(await proofs()).toEqual([])
  })

  it('refuses an unreadable body in French and stores nothing', async () => {
    for (const body of ['pas du json', { id: 'court', version: 1, granted: [], source: 'banner' }, { id: ID, version: 1, granted: ['publicite'], source: 'banner' }, { id: ID, version: 1, granted: [], source: 'ailleurs' }, { id: ID, granted: [] }]) {
      const response = await postJson(body)
      expect(response.status, JSON.stringify(body)).toBe(400)
      expect((await response.json()).error).toBe('Choix illisibles : envoyez un identifiant, la version du texte et la liste des finalités acceptées.')
    }
    const outdated = await postJson({ id: ID, version: 0, granted: [], source: 'banner' })
    expect(outdated.status).toBe(409)
    expect((await outdated.json()).error).toMatch(/^Ce texte a changé/)
    expect(await proofs()).toEqual([])
  })

  it('stores a good answer: the id, the text’s version, what was accepted and refused, when and from where', async () => {
    const before = Date.now()
    const response = await postJson({ id: ID, version: 1, granted: ['videos', 'captcha'], source: 'customise' })
    expect(response.status).toBe(201)
    const [proof] = await proofs()
    expect(proof).toMatchObject({ consentId: ID, textVersion: 1, accepted: ['videos', 'captcha'], refused: ['maps', 'effects'], source: 'customise' })
    expect(new Date(proof.decidedAt).getTime()).toBeGreaterThanOrEqual(before - 1000)
    // Nothing else about the visitor: no address, no browser, no account.
    expect(Object.keys(proof).sort()).toEqual(['accepted', 'consentId', 'decidedAt', 'id', 'refused', 'source', 'textVersion'])
  })

  it('lets visitors neither read nor write proofs through the REST API', async () => {
    const { default: config } = await import('@payload-config')
    const { handleEndpoints } = await import('payload')
    for (const [method, body] of [['GET', undefined], ['POST', JSON.stringify({ consentId: ID, textVersion: 1, source: 'banner', decidedAt: new Date().toISOString() })]] as const) {
      const request = new Request(`${SITE}/api/${CONSENT_PROOFS_SLUG}`, { method, body, headers: { 'content-type': 'application/json', origin: SITE } })
      const response = await handleEndpoints({ config, request })
      expect(response.status, method).toBe(403)
    }
  })

  it('records the page’s form without JavaScript, writes the cookie and goes back to the page', async () => {
    const form = new URLSearchParams([['choice', 'custom'], ['purpose', 'maps'], ['purpose', 'effects']])
    const response = await post(form.toString(), { 'content-type': 'application/x-www-form-urlencoded', origin: SITE, cookie: `${CONSENT_COOKIE}=${ID}.1.${Date.now() - 1000}.videos` })
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe('/gestion-des-cookies?enregistre=1')
    const cookie = response.headers.get('set-cookie') ?? ''
    const choices = readChoices(cookie.split(';')[0].slice(CONSENT_COOKIE.length + 1), Date.now())
    // The same visitor keeps their id; the new answer replaces the old one.
    expect(choices?.id).toBe(ID)
    expect(choices?.granted).toEqual({ videos: false, maps: true, captcha: false, effects: true })
    expect(cookie).toMatch(/Max-Age=15724800/)
    expect((await proofs()).at(-1)).toMatchObject({ consentId: ID, accepted: ['maps', 'effects'], source: 'page' })

    const bad = await post(new URLSearchParams([['choice', 'peut-etre']]).toString(), { 'content-type': 'application/x-www-form-urlencoded', origin: SITE })
    expect(bad.headers.get('location')).toBe('/gestion-des-cookies?erreur=1')
    expect(bad.headers.get('set-cookie')).toBeNull()
  })

  it('removes proofs past their keeping time as new ones come', async () => {
    const now = new Date()
    await storeProof(payload, { id: 'ancienancienancien00', version: 1, decidedAt: 0, granted: { videos: true, maps: false, captcha: false, effects: false } }, 'banner', new Date(now.getTime() - 400 * 24 * 3600_000))
    expect((await proofs()).some((p) => p.consentId === 'ancienancienancien00')).toBe(true)
    await storeProof(payload, { id: 'recentrecentrecent00', version: 1, decidedAt: 0, granted: { videos: false, maps: false, captcha: false, effects: false } }, 'banner', now)
    const ids = (await proofs()).map((p) => p.consentId)
    expect(ids).not.toContain('ancienancienancien00')
    expect(ids).toContain('recentrecentrecent00')
  })
})
