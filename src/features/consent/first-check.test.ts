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

/** The banner as the server renders it (Banner.tsx), its buttons waiting for their code. */
const BANNER_HTML = `<div data-consent-banner><section><button type="button" data-consent-answer="all">Tout accepter</button></section></div>`
const bannerButton = () => document.querySelector('[data-consent-answer="all"]') as HTMLButtonElement

describe('the first check', () => {
  it('shows the banner to a visitor who has not answered, marks nothing as granted, and fetches the banner’s code only when they turn to it', () => {
    document.body.innerHTML = BANNER_HTML
    undo = firstCheck(document, banner)
    expect(asked()).toBe(true)
    expect(consent()).toBe('')
    expect(banner).not.toHaveBeenCalled()
    // Somewhere else on the page: nothing.
    document.body.dispatchEvent(new Event('pointerover', { bubbles: true }))
    expect(banner).not.toHaveBeenCalled()
    bannerButton().dispatchEvent(new Event('pointerover', { bubbles: true }))
    expect(banner).toHaveBeenCalledTimes(1)
    bannerButton().dispatchEvent(new FocusEvent('focusin', { bubbles: true }))
    bannerButton().click()
    expect(banner).toHaveBeenCalledTimes(1)
  })

  it('fetches the banner’s code at once when a button was pressed before the check ran, and on a keyboard’s focus', () => {
    document.body.innerHTML = BANNER_HTML
    document.documentElement.setAttribute('data-consent-early', 'all')
    undo = firstCheck(document, banner)
    expect(banner).toHaveBeenCalledTimes(1)
    undo()
    document.documentElement.removeAttribute('data-consent-early')
    undo = firstCheck(document, banner)
    bannerButton().dispatchEvent(new FocusEvent('focusin', { bubbles: true }))
    expect(banner).toHaveBeenCalledTimes(2)
  })

  it('asks for the banner’s code again at the next sign when it could not be fetched', async () => {
    document.body.innerHTML = BANNER_HTML
    banner.mockRejectedValueOnce(new Error('hors ligne'))
    undo = firstCheck(document, banner)
    bannerButton().click()
    expect(banner).toHaveBeenCalledTimes(1)
    await new Promise((resolve) => setTimeout(resolve, 0))
    bannerButton().click()
    expect(banner).toHaveBeenCalledTimes(2)
  })

  it('hides the banner when the visitor answers through a placeholder before touching the banner', async () => {
    document.body.innerHTML = `${BANNER_HTML}<div data-consent-placeholder="videos"><button type="button" data-consent-accept="videos">Accepter et afficher</button></div>`
    undo = firstCheck(document, banner)
    expect(asked()).toBe(true)
    ;(document.querySelector('[data-consent-accept="videos"]') as HTMLButtonElement).click()
    await vi.waitFor(() => expect(consent()).toBe('videos'))
    expect(asked()).toBe(false)
    bannerButton().click()
    expect(banner).not.toHaveBeenCalled()
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
      document.documentElement.removeAttribute('data-consent-ask')
      undo = firstCheck(document, banner)
      expect(asked(), value).toBe(true)
      undo()
    }
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
