/**
 * Reading the consent cookie's value (choices.ts re-exports it), alone: the first check reads it on
 * every page (cookie.ts), without the code that writes a choice.
 */
import { CONSENT_MAX_AGE_DAYS, CONSENT_TEXT_VERSION } from './early.mjs'
import { PURPOSE_KEYS, type Purpose } from './keys'

export type ConsentChoices = { id: string; version: number; decidedAt: number; granted: Record<Purpose, boolean> }

const ID = /^[a-z0-9]{16,40}$/

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
  return {
    id,
    version: CONSENT_TEXT_VERSION,
    decidedAt: at,
    granted: Object.fromEntries(PURPOSE_KEYS.map((p) => [p, names.includes(p)])) as Record<Purpose, boolean>,
  }
}
