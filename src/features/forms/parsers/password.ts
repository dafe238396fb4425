import {
  PASSWORD_GOOD_BITS,
  PASSWORD_MAX_LENGTH,
  PASSWORD_SHORT_BELOW,
  PASSWORD_STRONG_BITS,
  type PasswordState,
} from '../constants'

/**
 * Password strength (docs/product.md, Forms), computed from the password and its confirmation. The order of the
 * checks is the original meter's: blank, then mismatch (only once a confirmation is typed), then
 * short, then an entropy estimate from the character classes used. A value longer than the field
 * allows is not scored: "unknown".
 */
export function passwordStrength(password: string, confirmation = ''): PasswordState {
  if (password.length === 0) return 'blank'
  if (password.length > PASSWORD_MAX_LENGTH) return 'unknown'
  if (confirmation.length > 0 && password !== confirmation) return 'mismatch'
  if (password.length < PASSWORD_SHORT_BELOW) return 'short'
  const bits = passwordBits(password)
  if (bits < PASSWORD_GOOD_BITS) return 'bad'
  if (bits < PASSWORD_STRONG_BITS) return 'good'
  return 'strong'
}

/** length × log2(alphabet size), the alphabet being the union of the classes the password uses. */
export function passwordBits(password: string): number {
  let alphabet = 0
  if (/[0-9]/.test(password)) alphabet += 10
  if (/[a-z]/.test(password)) alphabet += 26
  if (/[A-Z]/.test(password)) alphabet += 26
  if (/[^a-zA-Z0-9]/.test(password)) alphabet += 31
  return Array.from(password).length * Math.log2(alphabet)
}

/** Scored states from weakest to strongest, for the field's "minimum strength" option. */
export const STRENGTH_ORDER = ['short', 'bad', 'good', 'strong'] as const
export type MinStrength = 'none' | (typeof STRENGTH_ORDER)[number]

export function meetsMinimum(state: PasswordState, minimum: MinStrength): boolean {
  if (minimum === 'none') return true
  const rank = STRENGTH_ORDER.indexOf(state as (typeof STRENGTH_ORDER)[number])
  return rank >= 0 && rank >= STRENGTH_ORDER.indexOf(minimum)
}
