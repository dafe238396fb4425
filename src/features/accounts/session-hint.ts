/**
 * The session cookie (`payload-token`) is HttpOnly, so a page cannot tell whether its visitor may
 * be signed in. Asking the server on every view (`/api/users/me`) cost each anonymous visit a
 * request and about 2.5 ms of server CPU. This second cookie, readable by the page and holding no
 * secret, only says "a session may exist": it is written by every sign-in (the public form and the
 * back office) and removed by every sign-out. The account menu asks the server only when it is
 * present, and removes it when the server answers that there is no session (expired, or ended
 * elsewhere), so a stale hint costs one request at most.
 */
import { serializeCookie } from '@/lib/cookies'
import { SESSION_HINT_COOKIE } from './session-hint-name'

export { SESSION_HINT_COOKIE }

/** Longer than any session: the server's answer, not this lifetime, decides who is signed in. */
export const SESSION_HINT_DAYS = 30

export function sessionHintCookie(secure: boolean): string {
  return serializeCookie(SESSION_HINT_COOKIE, '1', { days: SESSION_HINT_DAYS, secure })
}

export function clearedSessionHintCookie(secure: boolean): string {
  return serializeCookie(SESSION_HINT_COOKIE, '', { days: -1, secure })
}
