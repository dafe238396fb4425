// The headers every answer of the site carries. Next.js adds the fixed ones (next.config.ts); the
// production server sets all of them, with those that depend on the running site's settings (the
// Content-Security-Policy, HSTS), on what it answers itself (static-files.mjs, error-pages.mjs)
// and on Next's answers (server.mjs), whose pages then get their scripts' hashes
// (content-security-policy.mjs, docs/decisions/033).
import { contentSecurityPolicy } from './content-security-policy.mjs'

export const SECURITY_HEADERS = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=()' },
]

/** Two years, subdomains included: the value browsers' preload lists ask for. */
export const HSTS_VALUE = 'max-age=63072000; includeSubDomains'

/**
 * HSTS only for a site whose address is https: a browser that got it refuses plain http to that
 * name for two years, which would lock out a site served over http (a LAN address, a test).
 * @param {string | undefined} siteUrl
 */
export function strictTransportSecurity(siteUrl) {
  return /^https:\/\//i.test(siteUrl?.trim() ?? '') ? HSTS_VALUE : null
}

/**
 * The headers of this site's answers, from its settings: the fixed ones, the
 * Content-Security-Policy (without the inline scripts of any page) and HSTS.
 * @param {Record<string, string | undefined>} env
 * @returns {{ key: string, value: string }[]}
 */
export function securityHeaders(env) {
  const hsts = strictTransportSecurity(env.SITE_URL)
  return [
    ...SECURITY_HEADERS,
    { key: 'Content-Security-Policy', value: contentSecurityPolicy(env)() },
    ...(hsts ? [{ key: 'Strict-Transport-Security', value: hsts }] : []),
  ]
}

/**
 * `next dev` has no production server: Next.js sends these (next.config.ts). Its policy lets inline
 * scripts and `eval` run (hot reloading); everything else is checked as in production. No HSTS.
 * @param {Record<string, string | undefined>} env
 */
export function developmentSecurityHeaders(env) {
  return [...SECURITY_HEADERS, { key: 'Content-Security-Policy', value: contentSecurityPolicy(env, { dev: true })() }]
}

/** @type {{ key: string, value: string }[] | null} */
let processHeaders = null

/** @param {import('node:http').ServerResponse} res */
export function setSecurityHeaders(res) {
  processHeaders ??= securityHeaders(process.env)
  for (const { key, value } of processHeaders) res.setHeader(key, value)
}
