// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { CONSENT_COOKIE, CONSENT_MAX_AGE_DAYS, readChoices } from './choices'
import { browserChoices, cookieValue } from './cookie'
import { grant, randomId, saveChoices, subscribe } from './store'

const proofs = () => vi.mocked(fetch).mock.calls.map(([url, init]) => ({ url, body: JSON.parse(String(init?.body)) }))

beforeEach(() => {
  vi.stubGlobal('fetch', vi.fn(async () => new Response('{"ok":true}', { status: 201 })))
})
afterEach(() => {
  document.cookie = `${CONSENT_COOKIE}=; path=/; max-age=0`
  vi.unstubAllGlobals()
})

describe('the consent store', () => {
  it('« Tout accepter » writes a cookie the server and the next page read, and sends its proof', () => {
    const choices = saveChoices('all', 'banner')
    expect(readChoices(cookieValue(document.cookie, CONSENT_COOKIE), Date.now())).toEqual(choices)
    expect(Object.values(choices.granted).every(Boolean)).toBe(true)
    expect(proofs()).toEqual([{ url: '/consentement/preuve', body: { id: choices.id, version: 1, granted: ['videos', 'maps', 'captcha', 'effects'], source: 'banner' } }])
  })

  it('« Tout refuser » and « Personnaliser » are answers like any other, and the id stays the visitor’s', () => {
    const refused = saveChoices('none', 'banner')
    expect(browserChoices()?.granted).toEqual({ videos: false, maps: false, captcha: false, effects: false })
    const custom = saveChoices({ videos: true, effects: true }, 'customise')
    expect(custom.id).toBe(refused.id)
    expect(browserChoices()?.granted).toEqual({ videos: true, maps: false, captcha: false, effects: true })
    expect(proofs().map((p) => p.body.granted)).toEqual([[], ['videos', 'effects']])
  })

  it('grants one purpose from a placeholder and keeps the other answers', () => {
    saveChoices({ maps: true }, 'customise')
    grant('videos')
    expect(browserChoices()?.granted).toEqual({ videos: true, maps: true, captcha: false, effects: false })
    expect(proofs().at(-1)?.body.source).toBe('placeholder')
  })

  it('tells the page each change, until the listener stops', () => {
    const heard = vi.fn()
    const stop = subscribe(heard)
    const choices = saveChoices('all', 'banner')
    expect(heard).toHaveBeenCalledWith(choices)
    stop()
    saveChoices('none', 'banner')
    expect(heard).toHaveBeenCalledTimes(1)
  })

  it('keeps the choice when the proof cannot be sent', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('hors ligne'))))
    saveChoices('all', 'banner')
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(browserChoices()?.granted.videos).toBe(true)
  })

  it('draws ids the cookie format accepts, and keeps the cookie six months', () => {
    const ids = new Set(Array.from({ length: 50 }, randomId))
    expect(ids.size).toBe(50)
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]{20}$/)
    const written: string[] = []
    const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!
    Object.defineProperty(document, 'cookie', { configurable: true, get: () => descriptor.get!.call(document), set: (v: string) => void written.push(v) })
    try {
      saveChoices('all', 'banner')
    } finally {
      Object.defineProperty(document, 'cookie', descriptor)
      delete (document as { cookie?: string }).cookie
    }
    expect(written[0]).toContain(`Max-Age=${CONSENT_MAX_AGE_DAYS * 24 * 3600}`)
    expect(written[0]).toContain('SameSite=Lax')
    expect(written[0]).toContain('Path=/')
  })
})
