import { messages } from '../../messages'
import { formatNumber, parseNumber } from '../../parsers/number'
import { cleanLine } from '../../parsers/text'
import { first, inputName, single } from '../../raw'
import type { NumberField } from '../../types'
import type { FieldModule } from '../shared/module'
import { fail, textSchema } from '../shared/schema'

const NUMBER_MAX_LENGTH = 40

const show = (f: NumberField, n: number) => formatNumber(n, f.format, { thousands: true })

function rangeError(f: NumberField, n: number): string | null {
  const { min, max } = f
  if (min !== null && max !== null && (n < min || n > max)) return messages.numberRange(show(f, min), show(f, max))
  if (min !== null && n < min) return messages.numberMin(show(f, min))
  if (max !== null && n > max) return messages.numberMax(show(f, max))
  return null
}

/**
 * Number in the field's format (`decimal_dot` or `decimal_comma`), within min / max. Stored as a
 * canonical decimal string ("1234.5") so sorting and calculations never depend on the format.
 */
export const numberField: FieldModule<'number'> = {
  type: 'number',
  storage: 'value',
  inputNames: (f) => [inputName(f.key)],
  read: (f, raw) => single(raw, inputName(f.key)),
  schema: (f) =>
    textSchema({ required: f.required, maxLength: NUMBER_MAX_LENGTH }, cleanLine, (value) => {
      const n = parseNumber(value, f.format)
      if (n === null) return fail(messages.invalidNumber)
      const error = rangeError(f, n)
      return error ? fail(error) : String(n)
    }),
  logicValue: (f, raw) => {
    const text = first(raw, inputName(f.key))
    const n = parseNumber(text, f.format)
    return n === null ? text : String(n)
  },
  text: (f, value) => {
    if (typeof value !== 'string') return ''
    const n = Number(value)
    return Number.isFinite(n) ? show(f, n) : value
  },
  initial: (f) => (f.defaultValue ? { [inputName(f.key)]: [f.defaultValue] } : {}),
}
