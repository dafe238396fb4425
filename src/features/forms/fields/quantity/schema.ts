import { messages } from '../../messages'
import { QUANTITY_PATTERN } from '../../pricing/parts'
import { cleanLine } from '../../parsers/text'
import { first, inputName, single } from '../../raw'
import type { FieldModule } from '../shared/module'
import { fail, textSchema } from '../shared/schema'

/** The quantity of the product it names (a whole number within min / max), stored as digits. */
export const quantityField: FieldModule<'quantity'> = {
  type: 'quantity',
  storage: 'value',
  inputNames: (f) => [inputName(f.key)],
  read: (f, raw) => single(raw, inputName(f.key)),
  schema: (f) =>
    textSchema({ required: f.required, maxLength: 6 }, cleanLine, (value) => {
      if (!QUANTITY_PATTERN.test(value)) return fail(messages.invalidQuantity)
      const n = Number(value)
      if (n < f.min) return fail(messages.numberMin(String(f.min)))
      if (f.max !== null && n > f.max) return fail(messages.numberMax(String(f.max)))
      return String(n)
    }),
  logicValue: (f, raw) => first(raw, inputName(f.key)),
  text: (_f, value) => (typeof value === 'string' ? value : ''),
  initial: (f) => (f.defaultValue ? { [inputName(f.key)]: [f.defaultValue] } : {}),
}
