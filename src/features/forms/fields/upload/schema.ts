import { messages } from '../../messages'
import { first, inputName, single } from '../../raw'
import { extensionAllowed, normaliseFileName, parseRefValue, refValue, UPLOAD_ID_PATTERN, type UploadRef } from '../../upload/files'
import type { FieldModule } from '../shared/module'
import { fail, textSchema } from '../shared/schema'

const VALUE_MAX_LENGTH = 20_000

/** The hidden JSON of an upload field (docs/product.md, Forms): `[{ "id": …, "name": … }]`; anything else is null. */
export function parseUploadState(text: string): UploadRef[] | null {
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    return null
  }
  if (!Array.isArray(parsed)) return null
  const refs: UploadRef[] = []
  for (const item of parsed) {
    if (!item || typeof item !== 'object') return null
    const { id, name } = item as Record<string, unknown>
    if (typeof id !== 'string' || !UPLOAD_ID_PATTERN.test(id) || typeof name !== 'string' || name.length > 1000) return null
    refs.push({ id, name })
  }
  return refs
}

/**
 * File upload (docs/product.md, Forms "Uploader settings", §4 "Upload"). The files travel by tus before the
 * submission; the field's own input is the hidden JSON list of what was uploaded. The schema checks
 * its shape and the field's limits; the pipeline then checks each file against the uploads the
 * server really holds for this form, field and submission (upload/attach.server.ts).
 * Stored value: `<upload id>/<name>` per file.
 */
export const uploadField: FieldModule<'upload'> = {
  type: 'upload',
  storage: 'value',
  inputNames: (f) => [inputName(f.key)],
  read: (f, raw) => single(raw, inputName(f.key)),
  schema: (f) =>
    textSchema(
      { required: f.required, maxLength: VALUE_MAX_LENGTH },
      (s) => (s.trim() === '[]' ? '' : s.trim()),
      (s) => {
        const refs = parseUploadState(s)
        if (!refs || new Set(refs.map((r) => r.id)).size !== refs.length) return fail(messages.uploadInvalidValue)
        if (refs.length === 0) return f.required ? fail(messages.uploadRequired) : null
        if (refs.length > f.maxFiles) return fail(messages.uploadTooMany)
        const values: string[] = []
        for (const ref of refs) {
          const { name, ext } = normaliseFileName(ref.name)
          if (!extensionAllowed(f, ext)) return fail(messages.uploadBadType(name))
          values.push(refValue({ id: ref.id, name }))
        }
        return values
      },
    ),
  logicValue: (f, raw) => {
    const refs = parseUploadState(first(raw, inputName(f.key)) || '[]')
    return refs && refs.length ? String(refs.length) : ''
  },
  text: (_f, value) =>
    Array.isArray(value)
      ? value
          .map((v) => parseRefValue(v)?.name)
          .filter(Boolean)
          .join(', ')
      : '',
  initial: () => ({}),
}
