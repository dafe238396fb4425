import { messages } from '../../messages'
import { CARD_SPECS, checkCardNumber, detectCardType, type CardType } from '../../parsers/card'
import { inputName, single } from '../../raw'
import type { FieldModule } from '../shared/module'
import { fail, textSchema } from '../shared/schema'

const CARD_INPUT_MAX_LENGTH = 30

/**
 * Card number: type detected from the first digits (docs/product.md, Forms), Luhn checksum, accepted types.
 * No payment is processed and the number is never stored whole: only its type and last 4 digits.
 */
export const cardField: FieldModule<'card'> = {
  type: 'card',
  storage: 'value',
  inputNames: (f) => [inputName(f.key)],
  read: (f, raw) => single(raw, inputName(f.key)),
  schema: (f) =>
    textSchema({ required: f.required, maxLength: CARD_INPUT_MAX_LENGTH }, (s) => s.trim(), (value) => {
      const check = checkCardNumber(value)
      if (!check.ok) return fail(check.reason === 'unknown-type' && f.accepted.length ? messages.cardNotAccepted : messages.invalidCard)
      if (f.accepted.length > 0 && !f.accepted.includes(check.type)) return fail(messages.cardNotAccepted)
      return { type: check.type, last4: check.last4 }
    }),
  logicValue: (f, raw) => {
    const value = single(raw, inputName(f.key))
    return typeof value === 'string' ? (detectCardType(value) ?? '') : ''
  },
  text: (_f, value) => {
    if (!value || typeof value !== 'object' || Array.isArray(value)) return ''
    const label = CARD_SPECS[value.type as CardType]?.label ?? value.type
    return `${label} •••• ${value.last4}`
  },
  initial: () => ({}),
}
