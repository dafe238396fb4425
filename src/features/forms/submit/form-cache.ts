import { FORM_CACHE_TTL_MS } from '../constants'
import type { ServerFormDefinition } from '../types'

/**
 * Normalised form definitions kept in memory: reading a form with all its field blocks costs tens
 * of milliseconds, and every submission needs it. Saving or deleting a form drops its entry at
 * once in this process (collection hooks). Another instance's edit is noticed by a check of the
 * form's `updatedAt` (one column) once the copy is FORM_CACHE_TTL_MS old; only a changed form is
 * read again. Concurrent readers of a form that is not in memory share one read.
 * Plain module (no server-only): the collection config imports it.
 */
type Entry = { def: ServerFormDefinition; at: number }
const entries = new Map<number, Entry>()
const loading = new Map<number, Promise<ServerFormDefinition | null>>()
/** Bumped by every edit: a read that started before it must not put its older copy back. */
let edits = 0

export type FormSource = {
  /** The form's `updatedAt`, or undefined when the form no longer exists. */
  version(id: number): Promise<string | null | undefined>
  read(id: number): Promise<ServerFormDefinition | null>
}

function cachedForm(id: number, now = Date.now()): ServerFormDefinition | null {
  const hit = entries.get(id)
  return hit && now - hit.at <= FORM_CACHE_TTL_MS ? hit.def : null
}

function cacheForm(def: ServerFormDefinition, now = Date.now()): void {
  entries.set(def.id, { def, at: now })
}

export function forgetForm(id: number | string): void {
  entries.delete(Number(id))
  loading.delete(Number(id))
  edits++
}

/** The form's definition: from memory while fresh, checked when older, read when changed. */
export function loadForm(id: number, source: FormSource, now = Date.now()): Promise<ServerFormDefinition | null> {
  const fresh = cachedForm(id, now)
  if (fresh) return Promise.resolve(fresh)
  const running = loading.get(id)
  if (running) return running
  const startedAt = edits
  const load = (async () => {
    const held = entries.get(id)
    if (held) {
      const version = await source.version(id)
      if (version === undefined) {
        entries.delete(id)
        return null
      }
      if (version === held.def.updatedAt && startedAt === edits) {
        held.at = now
        return held.def
      }
    }
    const def = await source.read(id)
    if (startedAt !== edits) return def
    if (def) cacheForm(def, now)
    else entries.delete(id)
    return def
  })().finally(() => {
    if (loading.get(id) === load) loading.delete(id)
  })
  loading.set(id, load)
  return load
}
