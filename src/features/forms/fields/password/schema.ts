import { PASSWORD_MAX_LENGTH } from '../../constants'
import { messages } from '../../messages'
import { meetsMinimum, passwordStrength } from '../../parsers/password'
import { first, inputName } from '../../raw'
import type { FieldModule } from '../shared/module'
import { fail, partsSchema } from '../shared/schema'

export const PASSWORD_CONFIRM_PART = 'confirm'

/**
 * Password with its confirmation and strength (docs/product.md, Forms). Validated like any field but never
 * stored, e-mailed or kept in a saved state: entries show "(masqué)".
 */
export const passwordField: FieldModule<'password'> = {
  type: 'password',
  storage: 'secret',
  inputNames: (f) => (f.confirm ? [inputName(f.key), inputName(f.key, PASSWORD_CONFIRM_PART)] : [inputName(f.key)]),
  read: (f, raw) => ({ value: first(raw, inputName(f.key)), confirm: f.confirm ? first(raw, inputName(f.key, PASSWORD_CONFIRM_PART)) : '' }),
  schema: (f) =>
    partsSchema(['value', 'confirm'] as const, ({ value, confirm }) => {
      if (value === '' && confirm === '') return f.required ? fail(messages.required) : null
      if (value.length > PASSWORD_MAX_LENGTH) return fail(messages.passwordTooLong(PASSWORD_MAX_LENGTH))
      if (f.confirm && value !== confirm) return fail(messages.passwordMismatch)
      if (!meetsMinimum(passwordStrength(value), f.minStrength)) return fail(messages.passwordTooWeak)
      return messages.masked
    }),
  logicValue: (f, raw) => (first(raw, inputName(f.key)) ? messages.masked : ''),
  text: () => messages.masked,
  initial: () => ({}),
}
