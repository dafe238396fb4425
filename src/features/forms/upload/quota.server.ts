import 'server-only'

import { createHmac } from 'node:crypto'
import { isIP } from 'node:net'

import {
  UPLOAD_UNFINISHED_BYTES_PER_CLIENT,
  UPLOAD_UNFINISHED_DEFAULT_MAX_FILES,
  UPLOAD_UNFINISHED_DEFAULT_MAX_MB,
  UPLOAD_UNFINISHED_FILES_PER_CLIENT,
} from '../constants'
import type { UnfinishedUpload } from './storage.server'

/**
 * Quotas of unfinished uploads (docs/decisions/034). Anyone may create an upload and leave it one
 * byte short of its declared size: it then holds scratch disk until it is swept. A new upload is
 * refused when the visitor's network, or the whole site, already has too many unfinished uploads
 * or too many declared bytes in them. Finishing an upload (its last byte checked) or cancelling it
 * gives its share back at once; an abandoned one, when the sweep removes it.
 */

/**
 * The network an address stands for: an IPv4 address as is, an IPv6 address's /64 (a household or
 * a phone line gets a whole /64, so counting single IPv6 addresses would bound nothing).
 */
export function clientNetwork(address: string): string {
  const plain = address.trim().toLowerCase().replace(/%.*$/, '')
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(plain)
  if (mapped) return mapped[1]
  if (isIP(plain) !== 6) return plain
  const [head, tail] = plain.split('::')
  const left = head ? head.split(':') : []
  const right = tail ? tail.split(':') : []
  const groups =
    tail === undefined ? left : [...left, ...Array<string>(Math.max(8 - left.length - right.length, 0)).fill('0'), ...right]
  return `${groups
    .slice(0, 4)
    .map((g) => parseInt(g, 16).toString(16))
    .join(':')}::/64`
}

/**
 * What an upload's record keeps of its visitor: a keyed digest of the network, so the scratch
 * folder holds no address, and the same network always gives the same value.
 */
export function clientKey(address: string, secret: string): string {
  return createHmac('sha256', secret)
    .update(`upload-client:${clientNetwork(address)}`)
    .digest('base64url')
    .slice(0, 22)
}

export type UnfinishedLimits = { clientFiles: number; clientBytes: number; siteFiles: number; siteBytes: number }

function positive(env: Record<string, string | undefined>, name: string, fallback: number): number {
  const raw = env[name]?.trim()
  if (!raw) return fallback
  const value = Number(raw)
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} : nombre positif attendu, reçu « ${raw} ».`)
  return value
}

/** The bounds, the site's read from the environment at each creation (no restart to change them). */
export function unfinishedLimits(env: Record<string, string | undefined> = process.env): UnfinishedLimits {
  return {
    clientFiles: UPLOAD_UNFINISHED_FILES_PER_CLIENT,
    clientBytes: UPLOAD_UNFINISHED_BYTES_PER_CLIENT,
    siteFiles: Math.floor(positive(env, 'UPLOAD_UNFINISHED_MAX_FILES', UPLOAD_UNFINISHED_DEFAULT_MAX_FILES)),
    siteBytes: Math.floor(positive(env, 'UPLOAD_UNFINISHED_MAX_MB', UPLOAD_UNFINISHED_DEFAULT_MAX_MB) * 1024 * 1024),
  }
}

/**
 * Whose bound a new upload of `size` declared bytes from `client` would pass, or null when it may
 * start. A network with nothing unfinished may start one file of any size its field allows.
 */
export function quotaRefusal(
  unfinished: readonly UnfinishedUpload[],
  upload: { client: string; size: number },
  limits: UnfinishedLimits,
): 'client' | 'site' | null {
  const sum = (list: readonly UnfinishedUpload[]) => list.reduce((total, u) => total + u.size, 0)
  const mine = unfinished.filter((u) => u.client === upload.client)
  if (mine.length >= limits.clientFiles || (mine.length > 0 && sum(mine) + upload.size > limits.clientBytes)) return 'client'
  if (unfinished.length >= limits.siteFiles || sum(unfinished) + upload.size > limits.siteBytes) return 'site'
  return null
}
