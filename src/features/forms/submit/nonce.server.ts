import 'server-only'

import { createHash, createHmac, timingSafeEqual } from 'node:crypto'

import { NONCE_VALID_WINDOWS, NONCE_WINDOW_MS } from '../constants'

/**
 * Per-form nonces (docs/decisions/009): `<window>.<HMAC(secret, scope|window)>`, where the window
 * is the day of issue. Valid for NONCE_VALID_WINDOWS days (cached pages carry the nonce of the day
 * they were rendered), and one window ahead for servers whose clocks differ slightly.
 */
const sign = (secret: string, text: string, length = 32) => createHmac('sha256', secret).update(text).digest('base64url').slice(0, length)

export const formScope = (formId: number) => `form:${formId}`
export const CONFIG_SCOPE = 'config'

export function issueNonce(scope: string, secret: string, now = Date.now()): string {
  const window = Math.floor(now / NONCE_WINDOW_MS)
  return `${window.toString(36)}.${sign(secret, `${scope}|${window}`)}`
}

export function verifyNonce(nonce: unknown, scope: string, secret: string, now = Date.now()): boolean {
  if (typeof nonce !== 'string' || nonce.length > 80) return false
  const match = /^([0-9a-z]{1,12})\.([A-Za-z0-9_-]{32})$/.exec(nonce)
  if (!match) return false
  const window = parseInt(match[1], 36)
  const current = Math.floor(now / NONCE_WINDOW_MS)
  if (!Number.isSafeInteger(window) || window > current + 1 || window <= current - NONCE_VALID_WINDOWS) return false
  const expected = Buffer.from(sign(secret, `${scope}|${window}`))
  const given = Buffer.from(match[2])
  return given.length === expected.length && timingSafeEqual(given, expected)
}

/** The anti-bot version hash the island adds on submit (docs/product.md, Forms): a keyed digest of the form id. */
export const versionHash = (formId: number, secret: string) => sign(secret, `version|${formId}`, 16)

/** Signs a value for a URL (the postback confirmation link): `<value>.<signature>`. */
export const signToken = (value: string, secret: string) => `${value}.${sign(secret, `token|${value}`, 22)}`
export function readSignedToken(token: string, secret: string): string | null {
  const dot = token.lastIndexOf('.')
  if (dot <= 0) return null
  const value = token.slice(0, dot)
  const expected = Buffer.from(signToken(value, secret))
  const given = Buffer.from(token)
  return given.length === expected.length && timingSafeEqual(given, expected) ? value : null
}

export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')
