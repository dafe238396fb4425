import 'server-only'

import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'

import { recentEvents } from '@/lib/shared-events'

import {
  MIN_FILL_TIME_MS,
  NOSCRIPT_CLIENT_WINDOW_MS,
  NOSCRIPT_MAX_PER_CLIENT,
  NOSCRIPT_RESEND_WINDOW_MS,
  POSTBACK_STATE_TTL_MS,
} from '../constants'

/**
 * Submissions from a browser without JavaScript (docs/decisions/028). The invisible captcha cannot
 * run there, so the server asks for a second press of Send on a page it renders for this visitor
 * (the postback state page), whose form carries a submission id the server signed with the time
 * it was issued: the id is the challenge. A cached page cannot carry a per-visitor id, so a
 * postback without one gets an id derived from what it sent: a browser's resend of the same POST
 * is the same submission, stored once.
 */

const mac = (secret: string, text: string, length: number) => createHmac('sha256', secret).update(text).digest('base64url').slice(0, length)

const CHALLENGE_ID = /^nj([0-9a-z]{6,10})([0-9a-f]{16})([A-Za-z0-9_-]{22})$/

/** A submission id that is also a challenge: `nj<time, base 36><random, hex><signature>`. */
export function issueChallengeId(formId: number, secret: string, now: number): string {
  const time = now.toString(36)
  const nonce = randomBytes(8).toString('hex')
  return `nj${time}${nonce}${mac(secret, `noscript|${formId}|${time}|${nonce}`, 22)}`
}

export type ChallengeVerdict = 'passed' | 'too-fast' | 'expired' | 'none'

/** Whether a submission id is a challenge of this form, and when it was answered. */
export function checkChallengeId(id: string, formId: number, secret: string, now: number): ChallengeVerdict {
  const match = CHALLENGE_ID.exec(id)
  if (!match) return 'none'
  const [, time, nonce, signature] = match
  const expected = Buffer.from(mac(secret, `noscript|${formId}|${time}|${nonce}`, 22))
  const given = Buffer.from(signature)
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'none'
  const age = now - parseInt(time, 36)
  if (age < MIN_FILL_TIME_MS) return 'too-fast'
  return age > POSTBACK_STATE_TTL_MS ? 'expired' : 'passed'
}

type Body = Iterable<[string, FormDataEntryValue]>

/**
 * The submission id of a postback that came without one: a keyed digest of the form, the
 * visitor's address, the time window and the whole body, so a resend of the same POST gives the
 * same id, and `previous` gives the id the same POST had in the window before (a resend across the
 * window's edge).
 */
export function derivedSubmissionIds(body: Body, formId: number, address: string, secret: string, now: number): { current: string; previous: string } {
  const pairs: string[] = []
  for (const [name, value] of body) pairs.push(JSON.stringify([name, typeof value === 'string' ? value : `file:${value.name}:${value.size}`]))
  const text = `${formId}|${address}|${pairs.join(',')}`
  const window = Math.floor(now / NOSCRIPT_RESEND_WINDOW_MS)
  const id = (w: number) => `pb${mac(secret, `postback|${w}|${text}`, 40)}`
  return { current: id(window), previous: id(window - 1) }
}

/** Entries accepted without JavaScript per visitor address, shared by every instance. */
const accepted = recentEvents('envois-sans-javascript', NOSCRIPT_CLIENT_WINDOW_MS)

/** Counts one more entry for this address; false when it is past the hour's bound (then filed as spam). */
export function allowNoScriptEntry(address: string, now: number): Promise<boolean> {
  return accepted.allow(address, NOSCRIPT_MAX_PER_CLIENT, now)
}
