import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto'

import { RESUME_PATH, RESUME_TOKEN_BYTES } from '../constants'

/**
 * Resume tokens (docs/decisions/015). The token is random and appears only in the link; the
 * database holds its SHA-256, so a copy of the database opens no draft. A resumed form carries a
 * signed reference to its draft instead (`<id>.<HMAC>`), so saving again or submitting can find
 * the draft without the token ever being written into a page or a stored state.
 */
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/

export const newResumeToken = () => randomBytes(RESUME_TOKEN_BYTES).toString('base64url')

/** The stored form of a token; null for anything that cannot be one (nothing is looked up then). */
export const resumeTokenHash = (token: unknown): string | null =>
  typeof token === 'string' && TOKEN_PATTERN.test(token) ? createHash('sha256').update(token).digest('hex') : null

export const resumePath = (formId: number, token: string) => `${RESUME_PATH}/${formId}/${token}`

/** The moment a draft saved now stops being resumable. */
export const draftExpiry = (now: Date, days: number) => new Date(now.getTime() + days * 24 * 60 * 60 * 1000)
export const isDraftExpired = (expiresAt: string | Date, now: Date) => new Date(expiresAt).getTime() <= now.getTime()

/*
 * A reference is bound to the draft's creation time as well as its id: SQLite hands a deleted
 * draft's id to the next one, and a stale reference must never reach another visitor's draft.
 */
const refSignature = (id: number, formId: number, createdAt: string, secret: string) =>
  createHmac('sha256', secret).update(`draft|${formId}|${id}|${createdAt}`).digest('base64url').slice(0, 27)

/** A reference to a draft of form `formId` that only this server can have made. */
export const signDraftRef = (draft: { id: number; createdAt: string }, formId: number, secret: string) =>
  `${draft.id}.${refSignature(draft.id, formId, draft.createdAt, secret)}`

/** The draft id a reference claims (to be loaded, then checked with `draftRefMatches`), or null. */
export function draftRefId(ref: unknown): number | null {
  if (typeof ref !== 'string') return null
  const match = /^(\d{1,12})\.[A-Za-z0-9_-]{27}$/.exec(ref)
  return match ? Number(match[1]) : null
}

/** Whether a reference was signed here for this very draft of this form. */
export function draftRefMatches(ref: string, draft: { id: number; createdAt: string }, formId: number, secret: string): boolean {
  const expected = Buffer.from(signDraftRef(draft, formId, secret))
  const given = Buffer.from(ref)
  return given.length === expected.length && timingSafeEqual(given, expected)
}
