import { CARD_DETECT_MIN_DIGITS } from '../constants'

/**
 * Card numbers (docs/product.md, Forms): the type is detected from the first 4 or more digits, only when exactly
 * one type matches. No payment is processed: the engine only recognises and checks the number.
 */
export const CARD_TYPES = ['visa', 'mastercard', 'amex', 'discover', 'jcb', 'diners', 'maestro'] as const
export type CardType = (typeof CARD_TYPES)[number]

type CardSpec = { label: string; ranges: [string, string][]; lengths: number[] }

/** Issuer prefixes (IIN ranges, as digit strings of equal length) and the lengths of their numbers. */
export const CARD_SPECS: Record<CardType, CardSpec> = {
  visa: { label: 'Visa', ranges: [['4', '4']], lengths: [13, 16, 19] },
  mastercard: { label: 'Mastercard', ranges: [['51', '55'], ['2221', '2720']], lengths: [16] },
  amex: { label: 'American Express', ranges: [['34', '34'], ['37', '37']], lengths: [15] },
  discover: {
    label: 'Discover',
    ranges: [['6011', '6011'], ['644', '649'], ['65', '65'], ['622126', '622925']],
    lengths: [16, 17, 18, 19],
  },
  jcb: { label: 'JCB', ranges: [['3528', '3589']], lengths: [16, 17, 18, 19] },
  diners: { label: 'Diners Club', ranges: [['300', '305'], ['36', '36'], ['38', '39']], lengths: [14, 15, 16, 17, 18, 19] },
  maestro: {
    label: 'Maestro',
    ranges: [['5018', '5018'], ['5020', '5020'], ['5038', '5038'], ['5893', '5893'], ['6304', '6304'], ['6759', '6759'], ['6761', '6763']],
    lengths: [12, 13, 14, 15, 16, 17, 18, 19],
  },
}

export const cardDigits = (input: string): string => input.replace(/\D/g, '')

/** Whether a number starting with `digits` can belong to the range (compares on the shorter length). */
function rangeAdmits([low, high]: [string, string], digits: string): boolean {
  const n = Math.min(low.length, digits.length)
  const prefix = digits.slice(0, n)
  return prefix >= low.slice(0, n) && prefix <= high.slice(0, n)
}

/** Every type a number starting with these digits could still be. */
export function possibleCardTypes(input: string): CardType[] {
  const digits = cardDigits(input)
  if (digits.length === 0) return [...CARD_TYPES]
  return CARD_TYPES.filter((type) => CARD_SPECS[type].ranges.some((range) => rangeAdmits(range, digits)))
}

/** The card type, once at least 4 digits are typed and exactly one type matches; otherwise null. */
export function detectCardType(input: string): CardType | null {
  const digits = cardDigits(input)
  if (digits.length < CARD_DETECT_MIN_DIGITS) return null
  const types = possibleCardTypes(digits)
  return types.length === 1 ? types[0] : null
}

/** The Luhn checksum every card number carries in its last digit. */
export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false
  let sum = 0
  for (let i = 0; i < digits.length; i++) {
    let d = digits.charCodeAt(digits.length - 1 - i) - 48
    if (i % 2 === 1) {
      d *= 2
      if (d > 9) d -= 9
    }
    sum += d
  }
  return sum % 10 === 0
}

/** The digit that makes `partial` + digit pass the Luhn check. */
export function luhnCheckDigit(partial: string): string {
  for (let d = 0; d <= 9; d++) if (luhnValid(partial + d)) return String(d)
  throw new Error('unreachable')
}

export type CardCheck = { ok: true; type: CardType; last4: string } | { ok: false; reason: 'invalid' | 'unknown-type' }

/** A complete number: a detected type, a length of that type, and a valid checksum. */
export function checkCardNumber(input: string): CardCheck {
  const digits = cardDigits(input)
  if (/[^\d\s-]/.test(input) || digits.length < 12 || digits.length > 19 || !luhnValid(digits)) return { ok: false, reason: 'invalid' }
  const type = detectCardType(digits)
  if (!type) return { ok: false, reason: 'unknown-type' }
  if (!CARD_SPECS[type].lengths.includes(digits.length)) return { ok: false, reason: 'invalid' }
  return { ok: true, type, last4: digits.slice(-4) }
}

/** Groups digits by four for display (American Express: 4-6-5). */
export function formatCardNumber(input: string): string {
  const digits = cardDigits(input).slice(0, 19)
  const groups = detectCardType(digits) === 'amex' ? [4, 6, 5] : [4, 4, 4, 4, 3]
  const out: string[] = []
  let i = 0
  for (const size of groups) {
    if (i >= digits.length) break
    out.push(digits.slice(i, i + size))
    i += size
  }
  return out.join(' ')
}
