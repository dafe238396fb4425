import { messages } from '../../messages'
import { cleanLine, EMAIL_MAX_LENGTH, normaliseEmail } from '../../parsers/text'
import { first, inputName, single } from '../../raw'
import type { FieldModule } from '../shared/module'
import { fail, partsSchema, textSchema, valueText } from '../shared/schema'

export const EMAIL_CONFIRM_PART = 'confirm'

const parseEmail = (value: string) => normaliseEmail(value) ?? fail(messages.invalidEmail)

/** E-mail address, with an optional confirmation input that must match. */
export const emailField: FieldModule<'email'> = {
  type: 'email',
  storage: 'value',
  inputNames: (f) => (f.confirm ? [inputName(f.key), inputName(f.key, EMAIL_CONFIRM_PART)] : [inputName(f.key)]),
  read: (f, raw) =>
    f.confirm ? { value: first(raw, inputName(f.key)), confirm: first(raw, inputName(f.key, EMAIL_CONFIRM_PART)) } : single(raw, inputName(f.key)),
  schema: (f) => {
    const one = textSchema({ required: f.required, maxLength: EMAIL_MAX_LENGTH }, cleanLine, parseEmail)
    if (!f.confirm) return one
    return partsSchema(['value', 'confirm'] as const, ({ value, confirm }) => {
      const [a, b] = [cleanLine(value), cleanLine(confirm)]
      if (a === '' && b === '') return f.required ? fail(messages.required) : null
      if (Array.from(a).length > EMAIL_MAX_LENGTH) return fail(messages.tooLong(EMAIL_MAX_LENGTH))
      const email = normaliseEmail(a)
      if (!email) return fail(messages.invalidEmail)
      if (email.toLowerCase() !== b.toLowerCase()) return fail(messages.emailMismatch)
      return email
    })
  },
  logicValue: (f, raw) => first(raw, inputName(f.key)),
  text: (_f, value) => valueText(value),
  initial: (f) => (f.defaultValue ? { [inputName(f.key)]: [f.defaultValue] } : {}),
}
