import 'server-only'

import type { Payload } from 'payload'

import { ENTRIES_SLUG } from '../collections/slugs'
import { UPLOAD_ORPHAN_TTL_MS, UPLOAD_UNFINISHED_TTL_MS } from '../constants'
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

/**
 * Ties the checked uploads to their entry: from now on only staff reach them, by the entry. The
 * entry is already committed, so a storage failure (a bucket out of reach) must not turn the
 * visitor's accepted submission into an error: the file stays checked in the scratch folder, the
 * failure is logged, and the forms worker attaches it on its next pass (settleUploads).
 */
export async function attachUploads(payload: Payload, ids: string[], entryId: number, storage: UploadStorage = uploadStorage()): Promise<void> {
  for (const id of ids) {
    try {
      await storage.attach(id, entryId)
    } catch (err) {
      payload.logger.error({ err, upload: id, entry: entryId }, 'Téléversement : fichier pas encore rangé avec son entrée ; nouvel essai à la prochaine tâche horaire des formulaires')
    }
  }
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

/** The entry that names this checked upload among its answers, if it was stored. */
async function claimingEntry(payload: Payload, upload: StoredUpload): Promise<number | null> {
  const found = await payload.find({
    collection: ENTRIES_SLUG,
    where: { and: [{ submissionId: { equals: upload.submissionId } }, { form: { equals: upload.formId } }] },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    pagination: false,
  })
  const entry = found.docs[0] as { id: number; answers?: unknown } | undefined
  if (!entry) return null
  const named = readAnswers(entry.answers).some(
    (a) => a.type === 'upload' && a.key === upload.fieldKey && Array.isArray(a.value) && a.value.some((v) => parseRefValue(v)?.id === upload.id),
  )
  return named ? entry.id : null
}

/**
 * The forms worker's hourly pass over uploads not attached: one whose entry is stored (its
 * attachment failed) is attached now, and kept for the next pass if the storage still fails;
 * the others are removed once UPLOAD_ORPHAN_TTL_MS has passed without a submission, and unfinished
 * ones once UPLOAD_UNFINISHED_TTL_MS has passed without a byte (docs/decisions/034).
 */
export async function settleUploads(payload: Payload, now = new Date(), storage: UploadStorage = uploadStorage()): Promise<{ attached: number; removed: number }> {
  const claimed = new Set<string>()
  let attached = 0
  for (const upload of await storage.waiting()) {
    const entryId = await claimingEntry(payload, upload)
    if (entryId === null) continue
    claimed.add(upload.id)
    try {
      await storage.attach(upload.id, entryId)
      attached++
    } catch (err) {
      payload.logger.error({ err, upload: upload.id, entry: entryId }, 'Téléversement : fichier toujours pas rangé avec son entrée ; il reste en attente')
    }
  }
  const removed = await storage.sweep(new Date(now.getTime() - UPLOAD_ORPHAN_TTL_MS), claimed, new Date(now.getTime() - UPLOAD_UNFINISHED_TTL_MS))
  return { attached, removed }
}
