import 'server-only'

import type { SolutionVerdict } from './altcha.server'

/**
 * reCAPTCHA (v2 invisible or v3) verification: the token is sent to the verify endpoint with the
 * secret key. Google refuses a token used twice or older than two minutes ("timeout-or-duplicate"),
 * so replay is its check here. A v3 answer also carries a score, refused below the threshold.
 */
export type RecaptchaVerdict = SolutionVerdict | 'unavailable'

const TIMEOUT_MS = 10_000

export async function verifyRecaptcha(
  token: string,
  { secretKey, verifyUrl, minScore, remoteIp }: { secretKey: string; verifyUrl: string; minScore: number; remoteIp?: string | null },
): Promise<RecaptchaVerdict> {
  const body = new URLSearchParams({ secret: secretKey, response: token })
  if (remoteIp) body.set('remoteip', remoteIp)
  let answer: { success?: unknown; score?: unknown; 'error-codes'?: unknown }
  try {
    const response = await fetch(verifyUrl, { method: 'POST', body, signal: AbortSignal.timeout(TIMEOUT_MS), redirect: 'error' })
    if (!response.ok) return 'unavailable'
    answer = (await response.json()) as typeof answer
  } catch {
    return 'unavailable'
  }
  if (answer.success !== true) {
    const codes = Array.isArray(answer['error-codes']) ? answer['error-codes'] : []
    return codes.includes('timeout-or-duplicate') ? 'replayed' : 'invalid'
  }
  // v2 answers have no score; v3 answers must reach the threshold.
  if (typeof answer.score === 'number' && answer.score < minScore) return 'invalid'
  return 'ok'
}
