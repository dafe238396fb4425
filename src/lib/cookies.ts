/**
 * Cookie helpers for the browser. They never throw: a cookie string written by another script
 * (or a proxy) can hold anything, and a broken cookie must not break the page that reads it.
 */

export type CookieOptions = {
  /** Lifetime in days; without it the cookie lasts for the browser session. */
  days?: number
}

const MS_PER_DAY = 86_400_000

function safeDecode(text: string): string | null {
  try {
    return decodeURIComponent(text)
  } catch {
    return null
  }
}

/**
 * Reads one cookie from a `document.cookie`-shaped string. Malformed pairs (no `=`, bad
 * percent-encoding) are skipped rather than reported, so one bad cookie hides only itself.
 */
export function parseCookie(cookieString: string, name: string): string | null {
  if (typeof cookieString !== 'string' || !name) return null
  for (const part of cookieString.split(';')) {
    const eq = part.indexOf('=')
    if (eq < 0) continue
    const key = safeDecode(part.slice(0, eq).trim())
    if (key !== name) continue
    let raw = part.slice(eq + 1).trim()
    if (raw.length >= 2 && raw.startsWith('"') && raw.endsWith('"')) raw = raw.slice(1, -1)
    const value = safeDecode(raw)
    if (value !== null) return value
  }
  return null
}

function readDocumentCookie(): string {
  try {
    return typeof document === 'undefined' ? '' : document.cookie
  } catch {
    // A sandboxed frame without allow-same-origin throws on document.cookie.
    return ''
  }
}

export function getCookie(name: string): string | null {
  return parseCookie(readDocumentCookie(), name)
}

/** Builds the `Set-Cookie`-like string; exported so the attributes can be tested without a browser. */
export function serializeCookie(
  name: string,
  value: string,
  options: CookieOptions & { secure?: boolean; now?: number } = {},
): string {
  let cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; path=/; SameSite=Lax`
  if (typeof options.days === 'number' && Number.isFinite(options.days)) {
    const expires = new Date((options.now ?? Date.now()) + options.days * MS_PER_DAY)
    cookie += `; expires=${expires.toUTCString()}`
    // max-age wins over expires in every current browser and is immune to a wrong client clock.
    cookie += `; max-age=${Math.round(options.days * 86_400)}`
  }
  if (options.secure) cookie += '; Secure'
  return cookie
}

function isHttps(): boolean {
  return typeof location !== 'undefined' && location.protocol === 'https:'
}

export function setCookie(name: string, value: string, options: CookieOptions = {}): void {
  if (typeof document === 'undefined' || !name) return
  try {
    document.cookie = serializeCookie(name, value, { ...options, secure: isHttps() })
  } catch {
    // Cookies disabled or sandboxed frame: the preference simply is not remembered.
  }
}

export function removeCookie(name: string): void {
  // A negative lifetime gives a past expiry date and max-age<=0, which deletes the cookie.
  setCookie(name, '', { days: -1 })
}
