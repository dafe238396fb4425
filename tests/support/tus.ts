import { randomUUID } from 'node:crypto'

/**
 * The forms' upload endpoint (tus) and the size of the chunks their uploader sends
 * (docs/decisions/012), as a visitor's client knows them: written here, not imported from the
 * site, so that a change on the site's side shows as a broken test.
 */
export const UPLOAD_PATH = '/formulaires/televersement'
export const UPLOAD_CHUNK_BYTES = 2 * 1024 * 1024

/** The `Upload-Metadata` a form's uploader sends for one file of one field, in a new submission. */
export function uploadMetadata({ formId, field, filename }: { formId: number; field: string; filename: string }): string {
  const b64 = (v: string) => Buffer.from(v).toString('base64')
  return [`filename ${b64(filename)}`, `form_id ${b64(String(formId))}`, `field_id ${b64(field)}`, `submission_id ${b64(randomUUID())}`].join(',')
}
