// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { CONSENT_COOKIE, decide, serialiseChoices } from './choices'
import { CONSENT_EVENT } from './constants'
import { firstCheck } from './first-check'

const DAY = 24 * 3600_000
const ID = 'k3j4h5g6f7d8s9a0q1w2'
const setCookie = (value: string) => {
  document.cookie = `${CONSENT_COOKIE}=${value}; path=/`
}
const consent = () => document.documentElement.getAttribute('data-consent')
/** Whether the page's banner is shown (consent.css). */
const asked = () => document.documentElement.hasAttribute('data-consent-ask')

let undo: () => void = () => {}
let banner: ReturnType<typeof vi.fn<() => Promise<void>>>

beforeEach(() => {
  banner = vi.fn(async () => {})
  vi.stubGlobal('fetch', vi.fn(async () => new Response('{"ok":true}', { status: 201 })))
})
afterEach(() => {
  undo()
  document.cookie = `${CONSENT_COOKIE}=; path=/; max-age=0`
  document.body.innerHTML = ''
  document.documentElement.removeAttribute('data-consent')
  document.documentElement.removeAttribute('data-consent-ask')
  window.history.replaceState(null, '', '/')
  vi.unstubAllGlobals()
})

describe('the first check', () => {
  it('fetches the banner for a visitor who has not answered, and marks nothing as granted', () => {
    undo = firstCheck(document, banner)
    expect(banner).toHaveBeenCalledTimes(1)
    expect(consent()).toBe('')
    expect(asked()).toBe(true)
  })

  it('leaves the banner out for a valid answer and marks the purposes granted on <html>', () => {
    setCookie(serialiseChoices(decide(ID, { videos: true, captcha: true }, Date.now() - 30 * DAY)))
    // The inline script's broad reading had shown the banner: the full one hides it.
    document.documentElement.setAttribute('data-consent-ask', '')
    undo = firstCheck(document, banner)
    expect(banner).not.toHaveBeenCalled()
    expect(consent()).toBe('videos captcha')
    expect(asked()).toBe(false)
  })

  it('asks again when the answer is older than six months, from another text, or unreadable', () => {
    for (const value of [
      serialiseChoices(decide(ID, 'all', Date.now() - 183 * DAY)),
      serialiseChoices(decide(ID, 'all', Date.now())).replace('.1.', '.0.'),
      'n-importe-quoi',
    ]) {
      setCookie(value)
      undo = firstCheck(document, banner)
      undo()
    }
    expect(banner).toHaveBeenCalledTimes(3)
  })

  it('shows no banner over the page of choices itself', () => {
    window.history.replaceState(null, '', '/gestion-des-cookies')
    undo = firstCheck(document, banner)
    expect(banner).not.toHaveBeenCalled()
    expect(asked()).toBe(false)
  })

  it('answers a server placeholder’s « Accepter et afficher »: the purpose is granted, the others kept', async () => {
    setCookie(serialiseChoices(decide(ID, { maps: true }, Date.now())))
    document.body.innerHTML = `<div data-consent-placeholder="captcha"><button type="button" data-consent-accept="captcha">Accepter et afficher</button></div>
      <button type="button" data-consent-accept="inconnu">Autre</button>`
    undo = firstCheck(document, banner)
    const changes: Event[] = []
    window.addEventListener(CONSENT_EVENT, (e) => changes.push(e))
    ;(document.querySelector('[data-consent-accept="inconnu"]') as HTMLButtonElement).click()
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(changes).toHaveLength(0)
    ;(document.querySelector('[data-consent-accept="captcha"]') as HTMLButtonElement).click()
    await vi.waitFor(() => expect(consent()).toBe('maps captcha'))
    expect(changes).toHaveLength(1)
    // The same visitor: the id is kept, so the proofs of one browser stay together.
    expect(document.cookie).toContain(`${CONSENT_COOKIE}=${ID}.1.`)
    const [url, init] = vi.mocked(fetch).mock.calls[0]
    expect(url).toBe('/consentement/preuve')
    expect(JSON.parse(String(init?.body))).toEqual({ id: ID, version: 1, granted: ['maps', 'captcha'], source: 'placeholder' })
  })

  it('stops listening once undone', () => {
    undo = firstCheck(document, banner)
    undo()
    setCookie(serialiseChoices(decide(ID, 'all', Date.now())))
    window.dispatchEvent(new CustomEvent(CONSENT_EVENT))
    expect(consent()).toBe('')
  })
})
