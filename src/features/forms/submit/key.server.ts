import 'server-only'

import { randomBytes } from 'node:crypto'

import type { Payload } from 'payload'

/**
 * The forms' signing key (docs/decisions/035): nonces, the version hash, the confirmation and
 * draft references, the captcha's challenges and the derived submission ids are signed with a
 * random key kept in the database (`payload-kv`), created once by the first server that needs it,
 * not with PAYLOAD_SECRET. Cached pages carry nonces signed with it for up to a month: changing
 * PAYLOAD_SECRET (sessions) must not make every cached form refuse its visitors.
 */
const KV_KEY = 'forms:signing-key'
const KV_SLUG = 'payload-kv'

const keys = new WeakMap<Payload, Promise<string>>()

type KvDoc = { data?: { key?: unknown } | null }

async function readKey(payload: Payload): Promise<string | null> {
  const found = await payload.find({ collection: KV_SLUG, where: { key: { equals: KV_KEY } }, limit: 1, depth: 0, pagination: false, overrideAccess: true })
  const key = (found.docs[0] as KvDoc | undefined)?.data?.key
  return typeof key === 'string' && key.length >= 32 ? key : null
}

async function loadOrCreate(payload: Payload): Promise<string> {
  const existing = await readKey(payload)
  if (existing) return existing
  try {
    // An insert, never an upsert: the key column is unique, so of two servers starting together
    // one creates the key and the other's insert fails and reads it.
    await payload.create({ collection: KV_SLUG, data: { key: KV_KEY, data: { key: randomBytes(32).toString('base64url') } }, overrideAccess: true, depth: 0 })
  } catch (error) {
    if (!(await readKey(payload))) throw error
  }
  const created = await readKey(payload)
  if (!created) throw new Error('Clé de signature des formulaires introuvable après sa création')
  return created
}

/** The forms' signing key, read once per Payload instance (and created on the first start). */
export function formsKey(payload: Payload): Promise<string> {
  let key = keys.get(payload)
  if (!key) {
    key = loadOrCreate(payload)
    // A failure (the database not reachable) is not remembered: the next request tries again.
    key.catch(() => keys.delete(payload))
    keys.set(payload, key)
  }
  return key
}
