import { solveChallenge } from 'altcha-lib/v1'
import { describe, expect, it } from 'vitest'

import { CAPTCHA_CHALLENGE_TTL_MS, CAPTCHA_MAX_NUMBER } from '../constants'
import { issueChallenge, UsedSolutions, verifyAltcha } from './altcha.server'
import { handleChallenge } from './challenge.server'

const SECRET = 'unit-secret'

/** What the visitor's browser does: solve the challenge and send the ALTCHA payload, base64 JSON. */
async function solve(challenge: Awaited<ReturnType<typeof issueChallenge>>, number?: number) {
  const found = number ?? (await solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, challenge.maxnumber).promise)!.number
  const { algorithm, salt, signature } = challenge
  return Buffer.from(JSON.stringify({ algorithm, challenge: challenge.challenge, number: found, salt, signature })).toString('base64')
}

describe('proof-of-work captcha', () => {
  it('hands out a signed, short-lived challenge that a browser can solve within the difficulty', async () => {
    const response = await handleChallenge({ secret: SECRET })
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(response.headers.get('set-cookie')).toBeNull()
    const challenge = (await response.json()) as Awaited<ReturnType<typeof issueChallenge>>
    expect(challenge).toMatchObject({ algorithm: 'SHA-256', maxnumber: CAPTCHA_MAX_NUMBER, expires_in_ms: CAPTCHA_CHALLENGE_TTL_MS })
    expect(challenge.salt).toMatch(/\?expires=\d+&$/)
    const solution = await solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, challenge.maxnumber).promise
    expect(solution).not.toBeNull()
    expect(solution!.number).toBeLessThanOrEqual(CAPTCHA_MAX_NUMBER)
  })

  it('accepts a solution once, for one submission; the same submission retried is still accepted', async () => {
    const used = new UsedSolutions()
    const response = await solve(await issueChallenge(SECRET))
    expect(await verifyAltcha(response, { secret: SECRET, submissionId: 'a'.repeat(20), used })).toBe('ok')
    expect(await verifyAltcha(response, { secret: SECRET, submissionId: 'a'.repeat(20), used })).toBe('ok')
    expect(await verifyAltcha(response, { secret: SECRET, submissionId: 'b'.repeat(20), used })).toBe('replayed')
  })

  it('refuses a wrong number, another key’s challenge, a tampered salt or garbage', async () => {
    const used = new UsedSolutions()
    const challenge = await issueChallenge(SECRET)
    const right = await solveChallenge(challenge.challenge, challenge.salt).promise
    const ctx = { secret: SECRET, submissionId: 'c'.repeat(20), used }
    expect(await verifyAltcha(await solve(challenge, (right!.number + 1) % CAPTCHA_MAX_NUMBER), ctx)).toBe('invalid')
    expect(await verifyAltcha(await solve(await issueChallenge('another-secret')), ctx)).toBe('invalid')
    // A later expiry written into the salt breaks the signature.
    const stretched = { ...challenge, salt: challenge.salt.replace(/expires=\d+/, 'expires=9999999999') }
    expect(await verifyAltcha(await solve(stretched, right!.number), ctx)).toBe('invalid')
    for (const garbage of ['', 'bm9uLWpzb24=', Buffer.from('{"algorithm":"SHA-1"}').toString('base64'), 'x'.repeat(3000)]) {
      expect(await verifyAltcha(garbage, ctx)).toBe('invalid')
    }
    expect(used.size).toBe(0)
  })

  it('refuses a solution once its challenge has expired', async () => {
    const used = new UsedSolutions()
    const issuedAt = Date.now()
    const response = await solve(await issueChallenge(SECRET, issuedAt))
    const ctx = { secret: SECRET, submissionId: 'd'.repeat(20), used }
    expect(await verifyAltcha(response, { ...ctx, now: issuedAt + CAPTCHA_CHALLENGE_TTL_MS + 1_000 })).toBe('expired')
    expect(await verifyAltcha(response, { ...ctx, now: issuedAt + 1_000 })).toBe('ok')
  })

  it('forgets used solutions once they expire, and refuses new ones rather than forget live ones', () => {
    const used = new UsedSolutions(2)
    const now = 1_000_000
    expect(used.claim('s1', 'x', now + 10, now)).toBe(true)
    expect(used.claim('s2', 'x', now + 100_000, now)).toBe(true)
    expect(used.claim('s3', 'x', now + 100_000, now)).toBe(false)
    expect(used.claim('s3', 'x', now + 100_000, now + 20)).toBe(true)
    expect(used.size).toBe(2)
  })
})
