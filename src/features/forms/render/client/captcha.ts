import { solveChallenge } from 'altcha-lib/v1'

import { CONSENT_EVENT } from '../../../consent/constants'
import { grantedInBrowser } from '../../../consent/cookie'
import { CAPTCHA_POLL_MS, CAPTCHA_RESPONSE_INPUT, CAPTCHA_WAIT_MAX_MS } from '../../constants'
import { messages } from '../../messages'

/**
 * The invisible captcha in the browser (docs/product.md, Forms, docs/decisions/016). Loaded only for forms
 * that have one. The island executes it on the visitor's first interaction with the form, and again
 * before a submission or a next page whenever there is no usable response; it then polls
 * the response every 100 ms. A failure to start is logged and flagged on the widget
 * (`data-captcha-state="error"`).
 */
export type CaptchaState = 'idle' | 'pending' | 'ready' | 'error'

export type Captcha = {
  /** Starts the check if it never ran (or was reset): a failed start is retried on send, not on every keystroke. */
  start(): void
  /** Starts the check unless a usable response exists or one is being made. */
  execute(): void
  /** A response is there and still valid. */
  ready(): boolean
  /** Executes if needed, then polls until a response is ready (true) or the check failed (false). */
  whenReady(): Promise<boolean>
  /** Forgets the response: the server has used it, or refused it. */
  reset(): void
  detach(): void
  /** What the visitor is told when the check could not be made (kept here, out of the page's first load). */
  failureMessage: string
}

type Produced = { response: string; ttlMs: number }

/** Safety margin so a response is never sent in its last seconds of validity. */
const MARGIN_MS = 30_000

type Challenge = { algorithm: string; challenge: string; salt: string; signature: string; maxnumber: number; expires_in_ms: number }

async function solveAltcha(url: string, signal: AbortSignal): Promise<Produced> {
  // No cookie goes with it and none comes back: the challenge is the same for everyone.
  const response = await fetch(url, { credentials: 'omit', cache: 'no-store', headers: { Accept: 'application/json' }, signal })
  if (!response.ok) throw new Error(`HTTP ${response.status}`)
  const c = (await response.json()) as Challenge
  const job = solveChallenge(c.challenge, c.salt, c.algorithm, c.maxnumber)
  signal.addEventListener('abort', () => job.controller.abort())
  const solution = await job.promise
  if (!solution) throw new Error('Défi sans solution')
  const payload = { algorithm: c.algorithm, challenge: c.challenge, number: solution.number, salt: c.salt, signature: c.signature }
  return { response: btoa(JSON.stringify(payload)), ttlMs: c.expires_in_ms }
}

type Grecaptcha = {
  ready(cb: () => void): void
  execute(keyOrWidget: string | number, options?: { action: string }): Promise<string> | void
  render(container: HTMLElement, options: Record<string, unknown>): number
  reset(widget?: number): void
}
declare global {
  interface Window {
    grecaptcha?: Grecaptcha
  }
}

/** reCAPTCHA tokens live two minutes. */
const RECAPTCHA_TTL_MS = 120_000

let recaptchaScript: Promise<Grecaptcha> | null = null
/** Google's script, or the one the server names instead (RECAPTCHA_SCRIPT_URL), with the page's parameters. */
function loadRecaptcha(scriptUrl: string, params: Record<string, string>): Promise<Grecaptcha> {
  recaptchaScript ??= new Promise<Grecaptcha>((resolve, reject) => {
    const script = document.createElement('script')
    const url = new URL(scriptUrl, document.baseURI)
    for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value)
    script.src = url.href
    script.async = true
    script.onload = () => (window.grecaptcha ? window.grecaptcha.ready(() => resolve(window.grecaptcha!)) : reject(new Error('grecaptcha absent')))
    script.onerror = () => reject(new Error('Script reCAPTCHA non chargé'))
    document.head.appendChild(script)
  }).catch((error: unknown) => {
    recaptchaScript = null
    throw error
  })
  return recaptchaScript
}

/** reCAPTCHA asked for before the visitor accepted Google's part (docs/decisions/045): nothing is fetched. */
class ConsentNeeded extends Error {}

export function attachCaptcha(form: HTMLFormElement, formId: number): Captcha | null {
  const found = form.querySelector<HTMLElement>('[data-captcha]')
  if (!found) return null
  const widget: HTMLElement = found
  const provider = widget.dataset.captcha
  const input = document.createElement('input')
  input.type = 'hidden'
  input.name = CAPTCHA_RESPONSE_INPUT
  input.value = ''
  widget.appendChild(input)

  let state: CaptchaState = 'idle'
  let validUntil = 0
  let run = 0
  let controller = new AbortController()
  let v2: { id: number; resolve: ((token: string) => void) | null } | null = null

  const setState = (next: CaptchaState) => {
    state = next
    widget.dataset.captchaState = next
  }
  const usable = () => state === 'ready' && input.value !== '' && Date.now() < validUntil

  async function recaptcha(): Promise<Produced> {
    if (!grantedInBrowser('captcha')) throw new ConsentNeeded()
    const siteKey = widget.dataset.captchaSiteKey ?? ''
    const scriptUrl = widget.dataset.captchaScript ?? ''
    if (widget.dataset.captchaVersion === 'v2') {
      const g = await loadRecaptcha(scriptUrl, { render: 'explicit', hl: 'fr' })
      if (!v2) {
        // The v2 widget adds its own response field: it lives outside the form so only ours is sent.
        const holder = document.createElement('div')
        document.body.appendChild(holder)
        const state: { id: number; resolve: ((token: string) => void) | null } = { id: 0, resolve: null }
        state.id = g.render(holder, { sitekey: siteKey, size: 'invisible', badge: 'inline', callback: (token: string) => state.resolve?.(token) })
        v2 = state
      } else g.reset(v2.id)
      const token = await new Promise<string>((resolve) => {
        v2!.resolve = resolve
        void g.execute(v2!.id)
      })
      return { response: token, ttlMs: RECAPTCHA_TTL_MS }
    }
    const g = await loadRecaptcha(scriptUrl, { render: siteKey, hl: 'fr' })
    const token = await g.execute(siteKey, { action: 'submit' })
    if (typeof token !== 'string' || !token) throw new Error('Jeton reCAPTCHA vide')
    return { response: token, ttlMs: RECAPTCHA_TTL_MS }
  }

  function execute() {
    if (usable() || state === 'pending') return
    const mine = ++run
    const startedAt = Date.now()
    controller = new AbortController()
    input.value = ''
    setState('pending')
    const produce = provider === 'recaptcha' ? recaptcha() : solveAltcha(widget.dataset.captchaUrl ?? '', controller.signal)
    produce
      .then(({ response, ttlMs }) => {
        if (mine !== run) return
        input.value = response
        validUntil = startedAt + Math.max(ttlMs - MARGIN_MS, ttlMs / 2)
        setState('ready')
      })
      .catch((error: unknown) => {
        if (mine !== run) return
        // docs/product.md, Forms: an initialisation error is logged and the widget flagged. A
        // visitor who has not accepted reCAPTCHA is no error: the placeholder asks them.
        if (!(error instanceof ConsentNeeded)) console.error(messages.consoleCaptchaInit(formId), error)
        setState('error')
      })
  }

  const polls = new Set<number>()
  function whenReady(): Promise<boolean> {
    execute()
    return new Promise((resolve) => {
      const since = Date.now()
      const poll = window.setInterval(() => {
        const done = usable() ? true : state === 'error' || Date.now() - since > CAPTCHA_WAIT_MAX_MS ? false : null
        if (done === null) return
        window.clearInterval(poll)
        polls.delete(poll)
        resolve(done)
      }, CAPTCHA_POLL_MS)
      polls.add(poll)
    })
  }

  function reset() {
    run++
    controller.abort()
    input.value = ''
    validUntil = 0
    setState('idle')
  }

  // Accepted later (the placeholder, the banner): the next send makes the check.
  const onConsent = () => {
    if (provider === 'recaptcha' && state === 'error' && grantedInBrowser('captcha')) setState('idle')
  }
  window.addEventListener(CONSENT_EVENT, onConsent)

  return {
    start: () => {
      if (state === 'idle') execute()
    },
    execute,
    ready: usable,
    whenReady,
    reset,
    get failureMessage() {
      return provider === 'recaptcha' && !grantedInBrowser('captcha') ? messages.captchaConsentNeeded : messages.captchaUnavailable
    },
    detach() {
      window.removeEventListener(CONSENT_EVENT, onConsent)
      for (const poll of polls) window.clearInterval(poll)
      run++
      controller.abort()
      input.remove()
    },
  }
}
