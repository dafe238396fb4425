import { FIELD_INPUT_PREFIX } from './constants'
import type { RawValues } from './types'

/** The input name of a field, or of one of its parts (`input_adresse.city`). */
export const inputName = (key: string, part?: string) => `${FIELD_INPUT_PREFIX}${key}${part ? `.${part}` : ''}`

/** The HTML id of a field's input, unique on the page even with several forms. */
export const inputId = (formId: number, key: string, part?: string) => `input_${formId}_${key}${part ? `_${part}` : ''}`
export const fieldId = (formId: number, key: string) => `field_${formId}_${key}`
export const errorId = (formId: number, key: string) => `${inputId(formId, key)}_error`
export const descriptionId = (formId: number, key: string) => `${inputId(formId, key)}_description`

type Entries = { forEach(cb: (value: FormDataEntryValue | string, key: string) => void): void }

/**
 * Reads FormData or URLSearchParams into raw values (files are ignored: uploads come with part 2).
 * Only the visitor's own inputs are kept; the submission's hidden inputs are read separately.
 */
export function readRaw(data: Entries): RawValues {
  const raw: RawValues = Object.create(null)
  data.forEach((value, name) => {
    if (typeof value !== 'string' || !name.startsWith(FIELD_INPUT_PREFIX)) return
    ;(raw[name] ??= []).push(value)
  })
  return raw
}

/** The first value of an input, '' when absent. */
export const first = (raw: RawValues, name: string): string => raw[name]?.[0] ?? ''
/** Every value of an input (checkboxes, multiple select). */
export const all = (raw: RawValues, name: string): string[] => raw[name] ?? []

/** A single-valued input: the text, or the list when a tampered request sent it twice (refused later). */
export function single(raw: RawValues, name: string): string | string[] {
  const values = raw[name]
  if (!values || values.length === 0) return ''
  return values.length === 1 ? values[0] : values
}
