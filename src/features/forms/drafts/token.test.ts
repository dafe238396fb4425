import { describe, expect, it } from 'vitest'

import { DEFAULT_DRAFT_DAYS } from '../constants'
import { draftExpiry, draftRefId, draftRefMatches, isDraftExpired, newResumeToken, resumePath, resumeTokenHash, signDraftRef, TOKEN_PATTERN } from './token'

describe('resume tokens', () => {
  it('are random, URL-safe and long enough that guessing one is hopeless', () => {
    const tokens = new Set(Array.from({ length: 200 }, newResumeToken))
    expect(tokens.size).toBe(200)
    for (const token of tokens) expect(token).toMatch(TOKEN_PATTERN)
    // 32 random bytes.
    expect(Buffer.from([...tokens][0], 'base64url')).toHaveLength(32)
  })

  it('are stored as their SHA-256 only, which never contains the token', () => {
    const token = newResumeToken()
    const hash = resumeTokenHash(token)
    expect(hash).toMatch(/^[0-9a-f]{64}$/)
    expect(hash).toBe(resumeTokenHash(token))
    expect(hash).not.toContain(token)
    expect(resumeTokenHash(newResumeToken())).not.toBe(hash)
  })

  it('refuse anything that cannot be a token, so a tampered link looks nothing up', () => {
    const token = newResumeToken()
    for (const bad of [token.slice(1), `${token}A`, `${token.slice(0, 42)}!`, '', '../../etc/passwd', 42, null, undefined, token.replace(/^./, '%')]) {
      expect(resumeTokenHash(bad)).toBeNull()
    }
    // A single changed character is a different (unknown) token, never the same draft.
    const flipped = (token[0] === 'A' ? 'B' : 'A') + token.slice(1)
    expect(resumeTokenHash(flipped)).not.toBe(resumeTokenHash(token))
  })

  it('make the link of the form they belong to', () => {
    expect(resumePath(7, 'abc')).toBe('/formulaires/reprise/7/abc')
  })
})

describe('expiry', () => {
  const saved = new Date('2026-03-01T10:00:00Z')

  it('is 30 days after the save by default, as the form setting says otherwise', () => {
    expect(DEFAULT_DRAFT_DAYS).toBe(30)
    expect(draftExpiry(saved, 30).toISOString()).toBe('2026-03-31T10:00:00.000Z')
    expect(draftExpiry(saved, 1).toISOString()).toBe('2026-03-02T10:00:00.000Z')
  })

  it('lets a link work until the last millisecond, and not at or after the expiry', () => {
    const expires = draftExpiry(saved, 30)
    expect(isDraftExpired(expires, new Date(expires.getTime() - 1))).toBe(false)
    expect(isDraftExpired(expires, expires)).toBe(true)
    expect(isDraftExpired(expires.toISOString(), new Date('2026-04-15T00:00:00Z'))).toBe(true)
  })
})

describe('signed draft references', () => {
  const secret = 'test-secret'
  const draft = { id: 12, createdAt: '2026-03-01T10:00:00.000Z' }

  it('name the draft they were signed for, for that form only', () => {
    const ref = signDraftRef(draft, 3, secret)
    expect(draftRefId(ref)).toBe(12)
    expect(draftRefMatches(ref, draft, 3, secret)).toBe(true)
    expect(draftRefMatches(ref, draft, 4, secret)).toBe(false)
    expect(draftRefMatches(ref, draft, 3, 'another-secret')).toBe(false)
  })

  it('never match a later draft that reuses a deleted draft’s id', () => {
    const ref = signDraftRef(draft, 3, secret)
    expect(draftRefMatches(ref, { id: 12, createdAt: '2026-03-02T08:00:00.000Z' }, 3, secret)).toBe(false)
  })

  it('cannot be forged to point at another draft', () => {
    const ref = signDraftRef(draft, 3, secret)
    const other = { id: 13, createdAt: draft.createdAt }
    expect(draftRefMatches(ref.replace(/^12\./, '13.'), other, 3, secret)).toBe(false)
    expect(draftRefId(`${ref}x`)).toBeNull()
    expect(draftRefId('12')).toBeNull()
    expect(draftRefId(null)).toBeNull()
  })
})
