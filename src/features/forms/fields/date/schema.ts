import { messages } from '../../messages'
import { cleanLine, formatDateFr, parseDate } from '../../parsers/text'
import { first, inputName, single } from '../../raw'
import type { FieldModule } from '../shared/module'
import { fail, textSchema } from '../shared/schema'

/**
 * A calendar date, stored as ISO `aaaa-mm-jj`, typed and shown as `jj/mm/aaaa` (the calendar
 * popup fills the same text input), between the field's optional earliest and latest dates.
 */
export const dateField: FieldModule<'date'> = {
  type: 'date',
  storage: 'value',
  inputNames: (f) => [inputName(f.key)],
  read: (f, raw) => single(raw, inputName(f.key)),
  schema: (f) =>
    textSchema({ required: f.required, maxLength: 10 }, cleanLine, (v) => {
      const iso = parseDate(v)
      if (!iso) return fail(messages.invalidDate)
      // ISO dates compare as text.
      if (f.minDate && iso < f.minDate) return fail(messages.dateTooEarly(formatDateFr(f.minDate)))
      if (f.maxDate && iso > f.maxDate) return fail(messages.dateTooLate(formatDateFr(f.maxDate)))
      return iso
    }),
  logicValue: (f, raw) => {
    const text = first(raw, inputName(f.key))
    return parseDate(text) ?? text
  },
  text: (_f, value) => (typeof value === 'string' ? formatDateFr(value) : ''),
  initial: (f) => {
    const iso = f.defaultValue ? parseDate(f.defaultValue) : null
    return iso ? { [inputName(f.key)]: [formatDateFr(iso)] } : {}
  },
}
