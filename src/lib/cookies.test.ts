// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { getCookie, parseCookie, removeCookie, serializeCookie, setCookie } from './cookies'

function clearCookies() {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim()
    if (name) document.cookie = `${name}=; path=/; max-age=0`
  }
}

describe('cookies', () => {
  afterEach(clearCookies)

  it('turns a lifetime in days into an expiry date and max-age', () => {
    const now = Date.UTC(2025, 0, 1, 12, 0, 0)
    const cookie = serializeCookie('vitrine-colour-switched', 'true', { days: 90, now })
    expect(cookie).toContain('vitrine-colour-switched=true')
    expect(cookie).toContain('path=/')
    expect(cookie).toContain('SameSite=Lax')
    expect(cookie).toContain(`expires=${new Date(now + 90 * 86_400_000).toUTCString()}`)
    expect(cookie).toContain('max-age=7776000')
    expect(cookie).not.toContain('Secure')
  })

  it('leaves out the expiry for a session cookie and adds Secure on https', () => {
    const cookie = serializeCookie('a', 'b', { secure: true })
    expect(cookie).not.toContain('expires=')
    expect(cookie).not.toContain('max-age=')
    expect(cookie).toContain('; Secure')
  })

  it('sets, reads and removes a cookie, encoding special characters', () => {
    setCookie('prefs', 'a=b; c', { days: 1 })
    expect(getCookie('prefs')).toBe('a=b; c')
    removeCookie('prefs')
    expect(getCookie('prefs')).toBeNull()
  })

  it('returns null for a missing cookie', () => {
    expect(getCookie('absent')).toBeNull()
  })

  it('tolerates malformed cookie strings without throwing', () => {
    const malformed = 'novalue; =orphan; broken=%E0%A4%A; good=ok; quoted="yes"; ;;; spaced = 1 '
    expect(parseCookie(malformed, 'broken')).toBeNull()
    expect(parseCookie(malformed, 'good')).toBe('ok')
    expect(parseCookie(malformed, 'quoted')).toBe('yes')
    expect(parseCookie(malformed, 'spaced')).toBe('1')
    expect(parseCookie(malformed, 'novalue')).toBeNull()
    expect(parseCookie('', 'x')).toBeNull()
    expect(parseCookie(undefined as unknown as string, 'x')).toBeNull()
  })

  it('skips a malformed duplicate and still finds a valid one', () => {
    expect(parseCookie('x=%ZZ; x=fine', 'x')).toBe('fine')
  })
})
