/**
 * URL-hash helpers shared by smooth anchors and link actions.
 *
 * Link-action hash formats (both accepted, the hash may be percent-encoded as a whole, which is
 * how the page builder wrote its links: `#elementor-action%3Aaction%3Dlightbox%26settings%3D…`):
 *
 *   #action-<name>                                   our format, no settings
 *   #action-<name>?settings=<base64 JSON object>     our format with settings
 *   #elementor-action:action=<name>&settings=<base64 JSON object>   the old site's links, kept so
 *                                                    imported content keeps working
 *
 * `<name>` is a letter then letters, digits, `_`, `-` or `:` (e.g. `lightbox`, `popup:open`,
 * `off_canvas:toggle`). The base64 may be standard or URL-safe, padded or not, and its JSON is
 * decoded as UTF-8 so French text in settings survives.
 */

import { HASH_ID_PATTERN } from './hash-pattern'

const ACTION_NAME = '[A-Za-z][\\w:-]*'
const OWN_ACTION = new RegExp(`^action-(${ACTION_NAME})(?:\\?settings=([^&#]*))?$`)
const ELEMENTOR_ACTION = new RegExp(`^elementor-action:action=(${ACTION_NAME})(?:&settings=([^&#]*))?$`)

export type ActionHash = { name: string; settings: Record<string, unknown> }

function safeDecodeURIComponent(text: string): string | null {
  try {
    return decodeURIComponent(text)
  } catch {
    return null
  }
}

function stripHashMark(hash: string): string {
  if (hash.startsWith('#')) return hash.slice(1)
  if (hash.toLowerCase().startsWith('%23')) return hash.slice(3)
  return hash
}

/** The decoded element id a hash points to, or null when it is not a safe, simple id. */
export function hashToId(hash: string | null | undefined): string | null {
  if (typeof hash !== 'string') return null
  const decoded = safeDecodeURIComponent(stripHashMark(hash))
  if (decoded === null || !HASH_ID_PATTERN.test(decoded)) return null
  return decoded
}

/** docs/product.md, Shell: only ids that start with a letter or underscore, then word characters or hyphens. */
export function isValidHashId(hash: string | null | undefined): boolean {
  return hashToId(hash) !== null
}

/** Decodes standard or URL-safe base64 (padding optional) holding UTF-8 text; null if invalid. */
export function decodeBase64Utf8(input: string): string | null {
  const normalised = input.replace(/\s+/g, '').replace(/-/g, '+').replace(/_/g, '/')
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(normalised)) return null
  const unpadded = normalised.replace(/=+$/, '')
  if (unpadded.length % 4 === 1) return null
  const padded = unpadded + '='.repeat((4 - (unpadded.length % 4)) % 4)
  try {
    const binary = atob(padded)
    const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0))
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    return null
  }
}

/** Encodes a settings object in the URL-safe base64 our own action hashes use. */
export function encodeActionHash(name: string, settings?: Record<string, unknown>): string {
  if (!settings) return `#action-${name}`
  const bytes = new TextEncoder().encode(JSON.stringify(settings))
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  const base64 = btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
  return `#action-${name}?settings=${base64}`
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** Parses a link-action hash (formats above); null for anything else, including bad base64/JSON. */
export function parseActionHash(hash: string | null | undefined): ActionHash | null {
  if (typeof hash !== 'string' || hash.length === 0) return null
  const body = stripHashMark(hash.trim())
  // Percent-decoding first covers links whose whole hash was encoded; a stray `%` keeps the raw text.
  const decoded = safeDecodeURIComponent(body) ?? body
  const match = OWN_ACTION.exec(decoded) ?? ELEMENTOR_ACTION.exec(decoded)
  if (!match) return null
  const [, name, encodedSettings] = match
  if (encodedSettings === undefined || encodedSettings === '') return { name, settings: {} }
  const json = decodeBase64Utf8(encodedSettings)
  if (json === null) return null
  try {
    const settings: unknown = JSON.parse(json)
    return isPlainObject(settings) ? { name, settings } : null
  } catch {
    return null
  }
}

/** True when a hash looks like a link action at all (even a broken one), so anchors skip it. */
export function isActionHashLike(hash: string | null | undefined): boolean {
  if (typeof hash !== 'string') return false
  const body = stripHashMark(hash)
  const decoded = safeDecodeURIComponent(body) ?? body
  return /^(?:action-[A-Za-z]|elementor-action)/.test(decoded)
}

/** The hash of a link that points into the current document, else null. */
export function sameDocumentHash(link: HTMLAnchorElement): string | null {
  const href = link.getAttribute('href') ?? ''
  if (href.startsWith('#') || href.toLowerCase().startsWith('%23')) return href
  try {
    const url = new URL(link.href)
    const here = window.location
    return url.hash && url.origin === here.origin && url.pathname === here.pathname && url.search === here.search
      ? url.hash
      : null
  } catch {
    return null
  }
}
