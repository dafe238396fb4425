// The headers every answer of the site carries: Next.js adds them (next.config.ts), and so does
// the production server on what it answers itself (static-files.mjs).
export const SECURITY_HEADERS = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=()' },
]

/** @param {import('node:http').ServerResponse} res */
export function setSecurityHeaders(res) {
  for (const { key, value } of SECURITY_HEADERS) res.setHeader(key, value)
}
