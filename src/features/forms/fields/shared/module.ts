import type * as z from 'zod/mini'

import type { LogicValue } from '../../logic'
import type { FieldOf, FieldType, FieldValue, RawValues } from '../../types'

/** What a field type stores in an entry: its value, nothing (content), or nothing but still validated (a password). */
export type Storage = 'value' | 'none' | 'secret'

/**
 * One field type of the engine. Pure (no React, no Payload): the browser island and the server
 * use the same module, so a field is read, validated and shown identically on both sides.
 */
export type FieldModule<T extends FieldType> = {
  type: T
  storage: Storage
  /** Every input name the field submits (anything else in a submission is refused). */
  inputNames: (field: FieldOf<T>) => string[]
  /** The field's part of the submission, as its schema expects it. */
  read: (field: FieldOf<T>, raw: RawValues) => unknown
  /** Validates and normalises what `read` returned; French messages. Null when left empty. */
  schema: (field: FieldOf<T>) => z.ZodMiniType<FieldValue, unknown>
  /** What conditional-logic rules compare against, from the raw input. */
  logicValue: (field: FieldOf<T>, raw: RawValues) => LogicValue
  /** A stored value as text (e-mails, CSV, merge tags, the admin). */
  text: (field: FieldOf<T>, value: FieldValue) => string
  /** The raw input that pre-fills the field (default values, a saved postback state). */
  initial: (field: FieldOf<T>) => RawValues
}
