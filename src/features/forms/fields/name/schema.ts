import { messages } from '../../messages'
import { cleanLine } from '../../parsers/text'
import { first, inputName } from '../../raw'
import type { FieldModule } from '../shared/module'
import { fail, partsSchema } from '../shared/schema'

export const NAME_PARTS = ['first', 'last'] as const
const NAME_MAX_LENGTH = 100

/** First and last name. */
export const nameField: FieldModule<'name'> = {
  type: 'name',
  storage: 'value',
  inputNames: (f) => NAME_PARTS.map((p) => inputName(f.key, p)),
  read: (f, raw) => Object.fromEntries(NAME_PARTS.map((p) => [p, first(raw, inputName(f.key, p))])),
  schema: (f) =>
    partsSchema(NAME_PARTS, (parts) => {
      const firstName = cleanLine(parts.first)
      const lastName = cleanLine(parts.last)
      if (firstName === '' && lastName === '') return f.required ? fail(messages.required) : null
      if (f.required && (firstName === '' || lastName === '')) return fail(messages.nameRequired)
      if (Array.from(firstName).length > NAME_MAX_LENGTH || Array.from(lastName).length > NAME_MAX_LENGTH) return fail(messages.tooLong(NAME_MAX_LENGTH))
      return { first: firstName, last: lastName }
    }),
  logicValue: (f, raw) => NAME_PARTS.map((p) => first(raw, inputName(f.key, p))).join(' ').trim(),
  text: (_f, value) => (value && typeof value === 'object' && !Array.isArray(value) ? [value.first, value.last].filter(Boolean).join(' ') : ''),
  initial: () => ({}),
}
