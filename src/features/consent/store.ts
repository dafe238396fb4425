/**
 * Writes the visitor's choices (fetched on use: the banner, « Personnaliser », a placeholder's
 * « Accepter et afficher »). The cookie is written here at once, so the choice holds on the next
 * page whatever the network does; the proof for staff follows (POST /consentement/preuve) and
 * every part of the page that waits on a purpose hears CONSENT_EVENT.
 */
import { CONSENT_COOKIE, CONSENT_MAX_AGE_DAYS, decide, serialiseChoices, type ConsentChoices } from './choices'
import { CONSENT_EVENT, CONSENT_PROOF_PATH, type ConsentSource } from './constants'
import { browserChoices } from './cookie'
import { PURPOSE_KEYS, type Purpose } from './keys'

export type Answer = Partial<Record<Purpose, boolean>> | 'all' | 'none'

/** A random id (20 base-36 characters): the only link between a browser and its proof. */
export function randomId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(20))
  return Array.from(bytes, (b) => (b % 36).toString(36)).join('')
}

export function writeCookie(choices: ConsentChoices): void {
  const secure = location.protocol === 'https:' ? '; Secure' : ''
  document.cookie = `${CONSENT_COOKIE}=${serialiseChoices(choices)}; Path=/; Max-Age=${CONSENT_MAX_AGE_DAYS * 24 * 3600}; SameSite=Lax${secure}`
}

/** Sends the proof; a failure is not the visitor's problem (the choice already holds). */
export function sendProof(choices: ConsentChoices, source: ConsentSource): Promise<void> {
  const body = JSON.stringify({ id: choices.id, version: choices.version, granted: PURPOSE_KEYS.filter((p) => choices.granted[p]), source })
  return fetch(CONSENT_PROOF_PATH, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body, keepalive: true, credentials: 'same-origin' }).then(
    () => undefined,
    () => undefined,
  )
}

/** Records an answer: the cookie, the proof, and the news for the page. Keeps the visitor's id. */
export function saveChoices(answer: Answer, source: ConsentSource, now = Date.now()): ConsentChoices {
  const choices = decide(browserChoices(now)?.id ?? randomId(), answer, now)
  writeCookie(choices)
  void sendProof(choices, source)
  window.dispatchEvent(new CustomEvent(CONSENT_EVENT, { detail: choices }))
  return choices
}

/** One more purpose accepted (a placeholder's button): the others keep their answer. */
export function grant(purpose: Purpose, source: ConsentSource = 'placeholder'): ConsentChoices {
  const current = browserChoices()
  return saveChoices({ ...(current?.granted ?? {}), [purpose]: true }, source)
}

/** Calls `listener` with the new choices each time they change; returns what stops it. */
export function subscribe(listener: (choices: ConsentChoices) => void): () => void {
  const on = (event: Event) => listener((event as CustomEvent<ConsentChoices>).detail)
  window.addEventListener(CONSENT_EVENT, on)
  return () => window.removeEventListener(CONSENT_EVENT, on)
}
