import { FORM_CACHE_TTL_MS } from '../constants'
import type { ServerFormDefinition } from '../types'

/**
 * Normalised form definitions kept in memory for a few seconds: reading a form with all its field
 * blocks costs tens of milliseconds, and every submission needs it. Saving or deleting a form
 * drops its entry at once in this process (collection hooks); another instance sees the change
 * within FORM_CACHE_TTL_MS. Plain module (no server-only): the collection config imports it.
 */
const entries = new Map<number, { def: ServerFormDefinition; at: number }>()

export function cachedForm(id: number, now = Date.now()): ServerFormDefinition | null {
  const hit = entries.get(id)
  if (!hit) return null
  if (now - hit.at > FORM_CACHE_TTL_MS) {
    entries.delete(id)
    return null
  }
  return hit.def
}

export function cacheForm(def: ServerFormDefinition, now = Date.now()): void {
  entries.set(def.id, { def, at: now })
}

export function forgetForm(id: number | string): void {
  entries.delete(Number(id))
}
