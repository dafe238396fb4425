// @vitest-environment jsdom
import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { ConsentBanner } from './Banner'
import { showBanner } from './Banner.client'
import { CONSENT_COOKIE, decide, serialiseChoices } from './choices'
import { CONSENT_BANNER_SCRIPT } from './early.mjs'
import { firstCheck } from './first-check'

/**
 * The banner in the page's HTML (docs/decisions/061): its inline script shows it exactly when the
 * first check would ask, and a button pressed before the banner's code came is answered once it has.
 */
const DAY = 24 * 3600_000
const ID = 'k3j4h5g6f7d8s9a0q1w2'
const html = document.documentElement
const shown = () => html.hasAttribute('data-consent-ask')
const setCookie = (value: string) => {
  document.cookie = `${CONSENT_COOKIE}=${encodeURIComponent(value)}; path=/`
}
const cookie = () => document.cookie.match(new RegExp(`${CONSENT_COOKIE}=([^;]*)`))?.[1] ?? null
const button = (name: string) => [...document.querySelectorAll('button')].find((b) => b.textContent === name)!

/** The page as the server sends it, its inline script run by the parser. */
function page() {
  document.body.innerHTML = `${renderToStaticMarkup(<ConsentBanner />)}<main id="contenu" tabindex="-1"><h1>Accueil</h1></main>`
  // eslint-disable-next-line no-new-func -- the test runs the exact inline script the page ships
  new Function(CONSENT_BANNER_SCRIPT)()
}

let undo: () => void = () => {}
beforeEach(() => {
  vi.stubGlobal('fetch', vi.fn(async () => new Response('{"ok":true}', { status: 201 })))
})
afterEach(() => {
  undo()
  undo = () => {}
  document.cookie = `${CONSENT_COOKIE}=; path=/; max-age=0`
  document.body.innerHTML = ''
  for (const name of ['data-consent', 'data-consent-ask', 'data-consent-early']) html.removeAttribute(name)
  window.history.replaceState(null, '', '/')
  vi.unstubAllGlobals()
})

describe('the banner’s inline script', () => {
  it('shows the banner exactly when the first check asks', () => {
    const cases: [string, string | null][] = [
      ['no answer', null],
      ['an answer of a month ago', serialiseChoices(decide(ID, { videos: true }, Date.now() - 30 * DAY))],
      ['an answer older than six months', serialiseChoices(decide(ID, 'all', Date.now() - 183 * DAY))],
      ['an answer to another text', serialiseChoices(decide(ID, 'all', Date.now())).replace('.1.', '.0.')],
      ['an answer from the future', serialiseChoices(decide(ID, 'all', Date.now() + 2 * DAY))],
      ['an unreadable cookie', 'n-importe-quoi'],
      ['a short id', serialiseChoices(decide('abc', 'none', Date.now()))],
    ]
    for (const [label, value] of cases) {
      document.cookie = `${CONSENT_COOKIE}=; path=/; max-age=0`
      if (value) setCookie(value)
      html.removeAttribute('data-consent-ask')
      page()
      const byScript = shown()
      // The first check's full reading sets or clears the same mark: it agrees with the script's.
      firstCheck(document, vi.fn(async () => {}))()
      expect(shown(), label).toBe(byScript)
    }
  })

  it('leaves the page of choices without the banner', () => {
    window.history.replaceState(null, '', '/gestion-des-cookies')
    page()
    expect(shown()).toBe(false)
  })
})

describe('the banner’s code', () => {
  it('answers its buttons: « Tout refuser » is kept, sent as proof, and the banner hidden', async () => {
    page()
    undo = showBanner()
    button('Tout refuser').focus()
    button('Tout refuser').click()
    expect(cookie()).toMatch(new RegExp(`^${'[a-z0-9]{20}'}\\.1\\.\\d+\\.-$`))
    expect(shown()).toBe(false)
    // The focus that was in the banner goes to the content, not to nowhere.
    expect(document.activeElement?.id).toBe('contenu')
    const [url, init] = vi.mocked(fetch).mock.calls[0]!
    expect(url).toBe('/consentement/preuve')
    expect(JSON.parse(String(init?.body))).toMatchObject({ granted: [], source: 'banner' })
  })

  it('applies « Tout accepter » pressed before it came', () => {
    page()
    button('Tout accepter').click()
    expect(html.getAttribute('data-consent-early')).toBe('all')
    expect(cookie()).toBeNull()
    undo = showBanner()
    expect(decodeURIComponent(cookie()!)).toMatch(/\.1\.\d+\.videos\+maps\+captcha\+effects$/)
    expect(shown()).toBe(false)
    expect(html.hasAttribute('data-consent-early')).toBe(false)
  })

  it('hides the banner when the visitor answers elsewhere (a placeholder’s « Accepter et afficher »)', async () => {
    page()
    undo = showBanner()
    const { grant } = await import('./store')
    grant('videos')
    expect(shown()).toBe(false)
    // Answered once: a later click on a hidden button does nothing more.
    vi.mocked(fetch).mockClear()
    button('Tout accepter').click()
    expect(vi.mocked(fetch)).not.toHaveBeenCalled()
  })

  it('hides the banner at once when the visitor answered elsewhere while it was on its way', async () => {
    page()
    expect(shown()).toBe(true)
    const { grant } = await import('./store')
    grant('videos')
    // The first check hides the banner only until its code is asked for; from then on, the code does.
    html.setAttribute('data-consent-ask', '')
    vi.mocked(fetch).mockClear()
    undo = showBanner()
    expect(shown()).toBe(false)
    button('Tout refuser').click()
    expect(vi.mocked(fetch)).not.toHaveBeenCalled()
    expect(decodeURIComponent(cookie()!)).toMatch(/\.videos$/)
  })
})
