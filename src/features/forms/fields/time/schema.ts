import { messages } from '../../messages'
import { cleanLine, parseTime } from '../../parsers/text'
import { first, inputName, single } from '../../raw'
import type { FieldModule } from '../shared/module'
import { fail, textSchema, valueText } from '../shared/schema'

/** A time of day, stored as `hh:mm` (24 h). */
export const timeField: FieldModule<'time'> = {
  type: 'time',
  storage: 'value',
  inputNames: (f) => [inputName(f.key)],
  read: (f, raw) => single(raw, inputName(f.key)),
  schema: (f) => textSchema({ required: f.required, maxLength: 8 }, cleanLine, (v) => parseTime(v) ?? fail(messages.invalidTime)),
  logicValue: (f, raw) => first(raw, inputName(f.key)),
  text: (_f, value) => valueText(value),
  initial: (f) => (f.defaultValue ? { [inputName(f.key)]: [f.defaultValue] } : {}),
}
