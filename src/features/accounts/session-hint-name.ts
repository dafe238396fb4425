/**
 * The session hint's name (session-hint.ts), alone: the header's account gate reads it on every
 * page, and needs nothing else of the cookie's code.
 */
export const SESSION_HINT_COOKIE = 'vitrine-session'

/** Whether the page's cookies hold the hint, a session may then exist. */
export function hasSessionHint(cookies: string = document.cookie): boolean {
  return cookies.split(';').some((pair) => pair.trim().startsWith(`${SESSION_HINT_COOKIE}=`))
}
