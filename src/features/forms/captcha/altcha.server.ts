import 'server-only'

import { createHmac } from 'node:crypto'

import { createChallenge, extractParams, verifySolution } from 'altcha-lib/v1'
import type { Payload as AltchaPayload, Challenge } from 'altcha-lib/v1/types'

import { CAPTCHA_CHALLENGE_TTL_MS, CAPTCHA_MAX_NUMBER } from '../constants'

/**
 * The self-hosted proof of work (ALTCHA, docs/decisions/016). The server hands out a challenge
 * signed with a key derived from the application secret, so it keeps nothing until a solution
 * comes back; each solution is accepted for one submission only, and only until it expires.
 */

/** The HMAC key of challenges: derived, so the application secret itself never signs anything public. */
export const captchaKey = (secret: string) => createHmac('sha256', secret).update('vitrine:captcha').digest('hex')

export type ChallengeAnswer = Challenge & { expires_in_ms: number }

export async function issueChallenge(secret: string, now = Date.now()): Promise<ChallengeAnswer> {
  const challenge = await createChallenge({
    hmacKey: captchaKey(secret),
    algorithm: 'SHA-256',
    maxnumber: CAPTCHA_MAX_NUMBER,
    expires: new Date(now + CAPTCHA_CHALLENGE_TTL_MS),
  })
  // The browser's clock may differ from ours: it is told how long the challenge lives, not when it ends.
  return { ...challenge, expires_in_ms: CAPTCHA_CHALLENGE_TTL_MS }
}

export type SolutionVerdict = 'ok' | 'invalid' | 'expired' | 'replayed'

function decode(response: string): AltchaPayload | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(response, 'base64').toString('utf8'))
    if (!value || typeof value !== 'object') return null
    const p = value as Record<string, unknown>
    const ok =
      p.algorithm === 'SHA-256' &&
      typeof p.challenge === 'string' &&
      /^[0-9a-f]{64}$/.test(p.challenge) &&
      typeof p.signature === 'string' &&
      /^[0-9a-f]{64}$/.test(p.signature) &&
      typeof p.salt === 'string' &&
      p.salt.length <= 200 &&
      Number.isSafeInteger(p.number) &&
      (p.number as number) >= 0 &&
      (p.number as number) <= CAPTCHA_MAX_NUMBER
    return ok ? (p as unknown as AltchaPayload) : null
  } catch {
    return null
  }
}

/**
 * Records the solution's use by the submission being checked; false when another submission used it
 * first. The database keeps that list (spent.server.ts); the verification itself needs nothing stored.
 */
export type ClaimSolution = (signature: string, expiresAt: Date) => Promise<boolean>

/**
 * Checks a solution for a submission: well formed, signed by us, correct, not expired, and not
 * used by another submission (the same submission retried is the same entry, stored once).
 */
export async function verifyAltcha(
  response: string,
  { secret, now = Date.now(), claim }: { secret: string; now?: number; claim: ClaimSolution },
): Promise<SolutionVerdict> {
  const payload = decode(response)
  if (!payload) return 'invalid'
  const expires = Number(extractParams(payload).expires) * 1000
  if (!Number.isFinite(expires) || expires <= 0) return 'invalid'
  // Checked apart from the signature (with our clock, not the library's): an expired solution gets its own message.
  if (!(await verifySolution(payload, captchaKey(secret), false))) return 'invalid'
  if (expires <= now) return 'expired'
  return (await claim(payload.signature, new Date(expires))) ? 'ok' : 'replayed'
}
