import { messages } from '../../messages'
import { cleanLine, normalisePhoneFr, normalisePhoneInternational } from '../../parsers/text'
import { first, inputName, single } from '../../raw'
import type { FieldModule } from '../shared/module'
import { fail, textSchema, valueText } from '../shared/schema'

const PHONE_MAX_LENGTH = 30

/** Telephone, French format by default (stored as 06 12 34 56 78). */
export const phoneField: FieldModule<'phone'> = {
  type: 'phone',
  storage: 'value',
  inputNames: (f) => [inputName(f.key)],
  read: (f, raw) => single(raw, inputName(f.key)),
  schema: (f) =>
    textSchema({ required: f.required, maxLength: PHONE_MAX_LENGTH }, cleanLine, (value) =>
      f.format === 'fr'
        ? (normalisePhoneFr(value) ?? fail(messages.invalidPhone))
        : (normalisePhoneInternational(value) ?? fail(messages.invalidPhoneInternational)),
    ),
  logicValue: (f, raw) => first(raw, inputName(f.key)),
  text: (_f, value) => valueText(value),
  initial: (f) => (f.defaultValue ? { [inputName(f.key)]: [f.defaultValue] } : {}),
}
