import { solveChallenge } from 'altcha-lib/v1'
import { describe, expect, it } from 'vitest'

import { CAPTCHA_CHALLENGE_TTL_MS, CAPTCHA_MAX_NUMBER } from '../constants'
import { issueChallenge, verifyAltcha, type ClaimSolution } from './altcha.server'
import { handleChallenge } from './challenge.server'

const SECRET = 'unit-secret'

/**
 * What the verifier asks the store of used solutions (kept in the database, tested with it in
 * tests/int/captcha.test.ts): here every claim succeeds and is recorded, to see which solutions
 * reach that point and with which expiry.
 */
function claims() {
  const seen: { signature: string; expiresAt: Date }[] = []
  const claim: ClaimSolution = async (signature, expiresAt) => {
    seen.push({ signature, expiresAt })
    return true
  }
  return { seen, claim }
}

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

  it('claims a valid solution under its challenge’s signature until the challenge expires; a claim refused is a replay', async () => {
    const issuedAt = Date.now()
    const challenge = await issueChallenge(SECRET, issuedAt)
    const response = await solve(challenge)
    const { seen, claim } = claims()
    expect(await verifyAltcha(response, { secret: SECRET, now: issuedAt, claim })).toBe('ok')
    expect(seen).toEqual([{ signature: challenge.signature, expiresAt: new Date(Math.floor((issuedAt + CAPTCHA_CHALLENGE_TTL_MS) / 1000) * 1000) }])
    expect(await verifyAltcha(response, { secret: SECRET, now: issuedAt, claim: async () => false })).toBe('replayed')
  })

  it('refuses a wrong number, another key’s challenge, a tampered salt or garbage', async () => {
    const { seen, claim } = claims()
    const challenge = await issueChallenge(SECRET)
    const right = await solveChallenge(challenge.challenge, challenge.salt).promise
    const ctx = { secret: SECRET, claim }
    expect(await verifyAltcha(await solve(challenge, (right!.number + 1) % CAPTCHA_MAX_NUMBER), ctx)).toBe('invalid')
    expect(await verifyAltcha(await solve(await issueChallenge('another-secret')), ctx)).toBe('invalid')
    // A later expiry written into the salt breaks the signature.
    const stretched = { ...challenge, salt: challenge.salt.replace(/expires=\d+/, 'expires=9999999999') }
    expect(await verifyAltcha(await solve(stretched, right!.number), ctx)).toBe('invalid')
    for (const garbage of ['', 'bm9uLWpzb24=', Buffer.from('{"algorithm":"SHA-1"}').toString('base64'), 'x'.repeat(3000)]) {
      expect(await verifyAltcha(garbage, ctx)).toBe('invalid')
    }
    expect(seen).toEqual([])
  })

  it('refuses a solution once its challenge has expired', async () => {
    const issuedAt = Date.now()
    const response = await solve(await issueChallenge(SECRET, issuedAt))
    const ctx = { secret: SECRET, claim: claims().claim }
    expect(await verifyAltcha(response, { ...ctx, now: issuedAt + CAPTCHA_CHALLENGE_TTL_MS + 1_000 })).toBe('expired')
    expect(await verifyAltcha(response, { ...ctx, now: issuedAt + 1_000 })).toBe('ok')
  })
})
