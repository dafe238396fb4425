/**
 * The visitor's consent choices (CNIL rules; overlays issue §5): one answer per purpose, the version
 * of the text they answered, when, and a random id that is the only link between the visitor and the
 * proof kept for staff. Kept six months, then asked again; asked again too when the text's version
 * changes. Stored in a first-party cookie so the server can leave blocked embeds out of its HTML.
 */
import { PURPOSE_KEYS, type Purpose } from './keys'
// Their fixed names live with the banner's inline script, which reads the cookie too.
import { CONSENT_COOKIE, CONSENT_MAX_AGE_DAYS, CONSENT_TEXT_VERSION } from './early.mjs'

export { CONSENT_COOKIE, CONSENT_MAX_AGE_DAYS, CONSENT_TEXT_VERSION }

export type ConsentChoices = { id: string; version: number; decidedAt: number; granted: Record<Purpose, boolean> }

const ID = /^[a-z0-9]{16,40}$/

/** A cookie value: `id.version.decidedAt.purpose1+purpose2` (granted purposes only). */
export function serialiseChoices(choices: ConsentChoices): string {
  const granted = PURPOSE_KEYS.filter((p) => choices.granted[p]).join('+')
  return [choices.id, choices.version, choices.decidedAt, granted || '-'].join('.')
}

/**
 * The choices a cookie holds, or null when the visitor must be asked: no cookie, a value that is
 * not one, an older text's answers, or answers older than six months (or from the future).
 */
export function readChoices(value: string | undefined | null, now: number): ConsentChoices | null {
  if (!value) return null
  const [id, version, decidedAt, granted, ...rest] = value.split('.')
  if (rest.length || !id || !ID.test(id) || Number(version) !== CONSENT_TEXT_VERSION) return null
  const at = Number(decidedAt)
  if (!Number.isInteger(at) || at > now + 60_000 || now - at > CONSENT_MAX_AGE_DAYS * 24 * 3600_000) return null
  const names = granted === '-' ? [] : (granted ?? '').split('+')
  if (!names.every((name) => (PURPOSE_KEYS as readonly string[]).includes(name))) return null
  return { id, version: CONSENT_TEXT_VERSION, decidedAt: at, granted: Object.fromEntries(PURPOSE_KEYS.map((p) => [p, names.includes(p)])) as Record<Purpose, boolean> }
}

/** « Tout accepter », « Tout refuser » or a choice per purpose (« Personnaliser »). */
export function decide(id: string, granted: Partial<Record<Purpose, boolean>> | 'all' | 'none', now: number): ConsentChoices {
  const answer = (p: Purpose) => (granted === 'all' ? true : granted === 'none' ? false : granted[p] === true)
  return { id, version: CONSENT_TEXT_VERSION, decidedAt: now, granted: Object.fromEntries(PURPOSE_KEYS.map((p) => [p, answer(p)])) as Record<Purpose, boolean> }
}

export const isGranted = (choices: ConsentChoices | null, purpose: Purpose) => Boolean(choices?.granted[purpose])
