import { moduleOf } from '../../registry'
import type { FieldDef, FieldValue, RawValues } from '../../types'

/** Runs a field's own schema on raw input, as the engine does: the value, or the first message. */
export function check(field: FieldDef, raw: RawValues): { value: FieldValue } | { error: string } {
  const mod = moduleOf(field)
  const result = mod.schema(field).safeParse(mod.read(field, raw))
  return result.success ? { value: result.data } : { error: result.error.issues[0].message }
}
