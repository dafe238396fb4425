import { messages } from '../../messages'
import { first, inputName, single } from '../../raw'
import type { FieldModule } from '../shared/module'
import { fail, partsSchema, valueText } from '../shared/schema'

export const CONSENT_CHECKED = '1'

/**
 * RGPD consent: one checkbox, always required. The stored value keeps the wording the visitor
 * agreed to, as evidence of what was accepted.
 */
export const consentField: FieldModule<'consent'> = {
  type: 'consent',
  storage: 'value',
  inputNames: (f) => [inputName(f.key)],
  read: (f, raw) => ({ checked: typeof single(raw, inputName(f.key)) === 'string' ? first(raw, inputName(f.key)) : '-' }),
  schema: (f) =>
    partsSchema(['checked'] as const, ({ checked }) => {
      if (checked === '') return fail(messages.consentRequired)
      if (checked !== CONSENT_CHECKED) return fail(messages.invalidValue)
      return `${messages.consentAccepted} : ${f.text}`
    }),
  logicValue: (f, raw) => first(raw, inputName(f.key)),
  text: (_f, value) => valueText(value),
  initial: () => ({}),
}
