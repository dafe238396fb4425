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
export { readChoices, type ConsentChoices } from './read'
import type { ConsentChoices } from './read'

/** A cookie value: `id.version.decidedAt.purpose1+purpose2` (granted purposes only). */
export function serialiseChoices(choices: ConsentChoices): string {
  const granted = PURPOSE_KEYS.filter((p) => choices.granted[p]).join('+')
  return [choices.id, choices.version, choices.decidedAt, granted || '-'].join('.')
}

/** « Tout accepter », « Tout refuser » or a choice per purpose (« Personnaliser »). */
export function decide(id: string, granted: Partial<Record<Purpose, boolean>> | 'all' | 'none', now: number): ConsentChoices {
  const answer = (p: Purpose) => (granted === 'all' ? true : granted === 'none' ? false : granted[p] === true)
  return {
    id,
    version: CONSENT_TEXT_VERSION,
    decidedAt: now,
    granted: Object.fromEntries(PURPOSE_KEYS.map((p) => [p, answer(p)])) as Record<Purpose, boolean>,
  }
}

export const isGranted = (choices: ConsentChoices | null, purpose: Purpose) => Boolean(choices?.granted[purpose])
