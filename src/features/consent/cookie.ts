/**
 * The visitor's answer as this browser holds it: small on purpose, the first check loads it with
 * every page. Writing is the store's (store.ts), fetched on use.
 */
import { CONSENT_COOKIE } from './early.mjs'
import { readChoices, type ConsentChoices } from './read'
import type { Purpose } from './keys'

/** One cookie's value from a `document.cookie` string, or null. */
export function cookieValue(cookies: string, name: string): string | null {
  for (const part of cookies.split(';')) {
    const at = part.indexOf('=')
    if (at > 0 && part.slice(0, at).trim() === name) {
      try {
        return decodeURIComponent(part.slice(at + 1).trim())
      } catch {
        return null
      }
    }
  }
  return null
}

/** The choices in force in this browser now, or null when the visitor must be asked. */
export function browserChoices(now = Date.now()): ConsentChoices | null {
  return typeof document === 'undefined' ? null : readChoices(cookieValue(document.cookie, CONSENT_COOKIE), now)
}

export const grantedInBrowser = (purpose: Purpose): boolean => Boolean(browserChoices()?.granted[purpose])
