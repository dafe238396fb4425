import * as z from 'zod/mini'

import { computeVisibility, hiddenNextBefore, lastShownPage, resolveTargetPage, type Visibility } from './logic'
import { messages } from './messages'
import { fieldLogicValue, moduleOf } from './registry'
import type { FieldDef, FieldErrors, FormDefinition, RawValues, Values } from './types'

/**
 * The engine's two questions, asked identically by the browser island and the server:
 * what is visible, and is the visitor's input valid. One Zod schema per form, built from the
 * definition and the fields the current answers show.
 */

export const visibilityOf = (def: Pick<FormDefinition, 'fields' | 'pages' | 'submitLogic'>, raw: RawValues): Visibility =>
  computeVisibility(def, raw, fieldLogicValue)

/** The form's schema over the given fields: one key per field, its type's schema as value. */
export function buildFormSchema(fields: FieldDef[]) {
  return z.object(Object.fromEntries(fields.map((f) => [f.key, moduleOf(f).schema(f)])))
}

/** The shape of what the schema reads: each field's part of the raw submission. */
export function schemaInput(fields: FieldDef[], raw: RawValues): Record<string, unknown> {
  return Object.fromEntries(fields.map((f) => [f.key, moduleOf(f).read(f, raw)]))
}

export type ValidationResult = {
  ok: boolean
  /** Validated values of the shown fields in scope (secrets included; the server drops them). */
  values: Values
  /** First message per field key, in the form's order. */
  errors: FieldErrors
  visibility: Visibility
}

/** The shown, known fields on the given pages (every page when omitted). */
export function fieldsInScope(def: FormDefinition, visibility: Visibility, pages?: number[]): FieldDef[] {
  return def.fields.filter(
    (f): f is FieldDef => f.type !== 'unknown' && visibility.fields.has(f.key) && (!pages || pages.includes(f.page)),
  )
}

export function validateForm(def: FormDefinition, raw: RawValues, { pages }: { pages?: number[] } = {}): ValidationResult {
  const visibility = visibilityOf(def, raw)
  const fields = fieldsInScope(def, visibility, pages)
  const result = buildFormSchema(fields).safeParse(schemaInput(fields, raw))
  if (result.success) return { ok: true, values: result.data as Values, errors: {}, visibility }
  const byKey: FieldErrors = {}
  for (const issue of result.error.issues) {
    const key = String(issue.path[0] ?? '')
    if (key && !(key in byKey)) byKey[key] = issue.message
  }
  const errors: FieldErrors = {}
  for (const f of fields) if (byKey[f.key]) errors[f.key] = byKey[f.key]
  return { ok: false, values: {}, errors, visibility }
}

export type Step =
  | { kind: 'page'; page: number; errors: FieldErrors }
  | { kind: 'complete'; values: Values; visibility: Visibility }
  | { kind: 'invalid'; page: number; errors: FieldErrors; formError: string | null }

/**
 * What a submission does (docs/product.md, Forms): "previous" goes back without validating, "next" validates the
 * source page, "submit" (target page 0) validates every shown page. Hidden pages are skipped; a
 * submit while the submit button is hidden by logic is refused, and so is any step past a page
 * whose Next button is hidden (the visitor could not have pressed it).
 */
export function planStep(def: FormDefinition, raw: RawValues, source: number, target: number): Step {
  const pageCount = def.pages.length
  const from = Math.min(Math.max(source, 1), pageCount)
  const visibility = visibilityOf(def, raw)
  if (target !== 0 && target < from) return { kind: 'page', page: resolveTargetPage(visibility, pageCount, from, target), errors: {} }
  if (target !== 0 && target > from && from < lastShownPage(visibility, pageCount)) {
    const result = validateForm(def, raw, { pages: [from] })
    if (!result.ok) return { kind: 'invalid', page: from, errors: result.errors, formError: null }
    const landing = resolveTargetPage(visibility, pageCount, from, target)
    const blocked = hiddenNextBefore(visibility, from, landing)
    if (blocked !== null) return { kind: 'invalid', page: blocked, errors: {}, formError: messages.nextHidden }
    return { kind: 'page', page: landing, errors: {} }
  }
  const result = validateForm(def, raw)
  if (!result.ok) {
    const firstBad = def.fields.find((f) => f.key in result.errors)
    return { kind: 'invalid', page: firstBad?.page ?? from, errors: result.errors, formError: null }
  }
  const blocked = hiddenNextBefore(result.visibility, 1, lastShownPage(result.visibility, pageCount))
  if (blocked !== null) return { kind: 'invalid', page: blocked, errors: {}, formError: messages.nextHidden }
  if (!result.visibility.submit) return { kind: 'invalid', page: from, errors: {}, formError: messages.submitHidden }
  return { kind: 'complete', values: result.values, visibility: result.visibility }
}

/** Every input name the form accepts from visitors (a submission with others is refused). */
export function acceptedInputNames(def: FormDefinition): Set<string> {
  const names = new Set<string>()
  for (const f of def.fields) if (f.type !== 'unknown') for (const n of moduleOf(f).inputNames(f)) names.add(n)
  return names
}

/** The raw input that pre-fills a fresh form: default values and pre-selected choices. */
export function initialRaw(def: FormDefinition): RawValues {
  const raw: RawValues = {}
  for (const f of def.fields) if (f.type !== 'unknown') Object.assign(raw, moduleOf(f).initial(f))
  return raw
}
