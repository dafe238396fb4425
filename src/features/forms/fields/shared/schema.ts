import * as z from 'zod/mini'

import { messages } from '../../messages'
import type { Choice, FieldValue } from '../../types'

/**
 * Builders for the fields' Zod schemas. Each schema takes what the field read from the submission
 * and yields the normalised value, or an issue with the field's French message.
 */

type Issue = { error: string }
const isIssue = (r: unknown): r is Issue => typeof r === 'object' && r !== null && 'error' in r

/** A value check: the normalised value, or `{ error }`. */
export type Check<I, O> = (input: I) => O | Issue
export const fail = (error: string): Issue => ({ error })

export function withCheck<I>(base: z.ZodMiniType<I, unknown>, check: Check<I, FieldValue>): z.ZodMiniType<FieldValue, unknown> {
  return z.pipe(
    base,
    z.transform((input: I, ctx) => {
      const out = check(input)
      if (isIssue(out)) {
        ctx.issues.push({ code: 'custom', message: out.error, input })
        return z.NEVER
      }
      return out
    }),
  ) as unknown as z.ZodMiniType<FieldValue, unknown>
}

const invalid = { error: messages.invalidValue }

/**
 * Single text input: cleaned, then empty → null (or "required"), too long → refused, then the
 * type's own parser.
 */
export function textSchema(
  { required, maxLength }: { required: boolean; maxLength: number },
  clean: (s: string) => string,
  parse: Check<string, FieldValue> = (s) => s,
) {
  return withCheck(z.string(invalid), (s) => {
    const value = clean(s)
    if (value === '') return required ? fail(messages.required) : null
    if (Array.from(value).length > maxLength) return fail(messages.tooLong(maxLength))
    return parse(value)
  })
}

/** One choice among the defined ones (select, radio). */
export function choiceSchema(required: boolean, choices: Choice[], other?: (value: string) => FieldValue | Issue) {
  const allowed = new Set(choices.map((c) => c.value))
  return withCheck(z.string(invalid), (s) => {
    if (s === '') return required ? fail(messages.required) : null
    if (allowed.has(s)) return s
    return other ? other(s) : fail(messages.invalidChoice)
  })
}

/** Several choices among the defined ones (checkboxes, multiple select); no duplicates. */
export function choicesSchema(required: boolean, choices: Choice[]) {
  const allowed = new Set(choices.map((c) => c.value))
  return withCheck(z.array(z.string(invalid), invalid), (list) => {
    const values = list.filter((v) => v !== '')
    if (values.length === 0) return required ? fail(messages.required) : null
    if (values.some((v) => !allowed.has(v))) return fail(messages.invalidChoice)
    if (new Set(values).size !== values.length) return fail(messages.invalidValue)
    // Stored in the order of the choices, whatever order the browser sent them in.
    return choices.map((c) => c.value).filter((v) => values.includes(v))
  })
}

/** Several named parts (name, address, e-mail with confirmation…). */
export function partsSchema<K extends string>(keys: readonly K[], check: Check<Record<K, string>, FieldValue>) {
  const shape = Object.fromEntries(keys.map((k) => [k, z.string(invalid)])) as Record<K, z.ZodMiniString>
  return withCheck(z.object(shape) as unknown as z.ZodMiniType<Record<K, string>, unknown>, check)
}

/** Fields that hold no value (content between fields). */
export const noValueSchema = () => withCheck(z.unknown(), () => null)

/** The label of a choice value, for display. */
export const choiceLabel = (choices: Choice[], value: string) => choices.find((c) => c.value === value)?.label ?? value

/** A stored value as plain text, whatever its shape. */
export function valueText(value: FieldValue): string {
  if (value === null) return ''
  if (typeof value === 'string') return value
  if (Array.isArray(value)) return value.join(', ')
  return Object.values(value)
    .filter((v) => v !== '')
    .join(' ')
}
