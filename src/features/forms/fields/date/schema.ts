import { messages } from '../../messages'
import { cleanLine, formatDateFr, parseDate } from '../../parsers/text'
import { first, inputName, single } from '../../raw'
import type { FieldModule } from '../shared/module'
import { fail, textSchema } from '../shared/schema'

/** A calendar date, stored as ISO `aaaa-mm-jj`, shown as `jj/mm/aaaa`. */
export const dateField: FieldModule<'date'> = {
  type: 'date',
  storage: 'value',
  inputNames: (f) => [inputName(f.key)],
  read: (f, raw) => single(raw, inputName(f.key)),
  schema: (f) => textSchema({ required: f.required, maxLength: 10 }, cleanLine, (v) => parseDate(v) ?? fail(messages.invalidDate)),
  logicValue: (f, raw) => {
    const text = first(raw, inputName(f.key))
    return parseDate(text) ?? text
  },
  text: (_f, value) => (typeof value === 'string' ? formatDateFr(value) : ''),
  initial: (f) => {
    const iso = f.defaultValue ? parseDate(f.defaultValue) : null
    if (!iso) return {}
    return { [inputName(f.key)]: [f.input === 'picker' ? iso : formatDateFr(iso)] }
  },
}
