import 'server-only'

import { UPLOAD_ORPHAN_TTL_MS } from '../constants'
import { messages } from '../messages'
import type { Visibility } from '../logic'
import { readAnswers } from '../answers'
import type { FormDefinition, Values } from '../types'
import { parseRefValue, refValue } from './files'
import { uploadStorage, type StoredUpload, type UploadStorage } from './storage.server'

/**
 * The uploads of an accepted submission: each file the visitor's JSON names must be an upload the
 * server checked for this very form, field and submission id (or one already attached to the entry
 * of that submission, when the visitor retries). Names come from the server's record, never from
 * the browser.
 */
export async function resolveUploads(
  def: FormDefinition,
  values: Values,
  visibility: Visibility,
  submissionId: string,
  storage: UploadStorage = uploadStorage(),
): Promise<{ ok: true; values: Values; ids: string[] } | { ok: false; message: string }> {
  const out: Values = { ...values }
  const ids: string[] = []
  for (const field of def.fields) {
    if (field.type !== 'upload' || !visibility.fields.has(field.key)) continue
    const value = values[field.key]
    if (!Array.isArray(value)) continue
    const resolved: string[] = []
    for (const item of value) {
      const ref = parseRefValue(item)
      if (!ref) return { ok: false, message: messages.uploadInvalidValue }
      const known: StoredUpload | null = (await storage.pending(ref.id))?.checked ?? (await storage.attached(ref.id))
      if (!known || known.formId !== def.id || known.fieldKey !== field.key || known.submissionId !== submissionId) {
        return { ok: false, message: messages.uploadMissing }
      }
      resolved.push(refValue({ id: known.id, name: known.name }))
      ids.push(known.id)
    }
    out[field.key] = resolved
  }
  return { ok: true, values: out, ids }
}

/** Ties the checked uploads to their entry: from now on only staff reach them, by the entry. */
export async function attachUploads(ids: string[], entryId: number, storage: UploadStorage = uploadStorage()): Promise<void> {
  for (const id of ids) await storage.attach(id, entryId)
}

/** An entry is deleted (by staff or the retention period): its files go with it. */
export async function removeEntryUploads(entryId: number, answers: unknown, storage: UploadStorage = uploadStorage()): Promise<void> {
  for (const answer of readAnswers(answers)) {
    if (answer.type !== 'upload' || !Array.isArray(answer.value)) continue
    for (const value of answer.value) {
      const ref = parseRefValue(value)
      if (ref) await storage.removeAttached(ref.id, entryId)
    }
  }
}

/** Removes the uploads never attached to an entry within UPLOAD_ORPHAN_TTL_MS. */
export function sweepOrphanUploads(now = new Date(), storage: UploadStorage = uploadStorage()): Promise<number> {
  return storage.sweep(new Date(now.getTime() - UPLOAD_ORPHAN_TTL_MS))
}
