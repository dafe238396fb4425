import type { Visibility } from './logic'
import { messages } from './messages'
import { fieldText, moduleOf } from './registry'
import type { FieldValue, FormDefinition, Values } from './types'

/**
 * One answer of an entry, as stored: the field's key, label and type at the time of submission,
 * its value, and that value as text. Entries keep this snapshot so that renaming or deleting a
 * field later never changes what a visitor sent.
 */
export type Answer = { key: string; label: string; type: string; value: FieldValue; text: string }

/** The answers of the shown, value-holding fields, in the form's order; secrets are masked. */
export function answersOf(def: FormDefinition, values: Values, visibility: Visibility): Answer[] {
  const answers: Answer[] = []
  for (const field of def.fields) {
    if (field.type === 'unknown' || !visibility.fields.has(field.key)) continue
    const storage = moduleOf(field).storage
    if (storage === 'none') continue
    const value = values[field.key] ?? null
    if (value === null) continue
    if (storage === 'secret') answers.push({ key: field.key, label: field.label, type: field.type, value: null, text: messages.masked })
    else answers.push({ key: field.key, label: field.label, type: field.type, value, text: fieldText(field, value) })
  }
  return answers
}

/** Reads stored answers back, dropping anything malformed. */
export function readAnswers(value: unknown): Answer[] {
  if (!Array.isArray(value)) return []
  return value.filter(
    (a): a is Answer => Boolean(a) && typeof a === 'object' && typeof a.key === 'string' && typeof a.label === 'string' && typeof a.text === 'string',
  )
}
