import type { NumberFormat } from '../constants'

/**
 * Currencies of the price fields (docs/product.md, Forms "Currency config"): how an amount is written and how a
 * typed amount is read back. Pure: the browser shows totals with it, the server re-reads prices.
 */
export type CurrencyConfig = {
  name: string
  symbol_left: string
  symbol_right: string
  /** Between the symbol and the number. */
  symbol_padding: string
  thousand_separator: string
  decimal_separator: string
  decimals: number
  code: string
}

/**
 * French typography writes `1 234,56 €` with a narrow no-break space (U+202F) between the groups
 * and before the symbol: the same space the number fields use (parsers/number.ts), so a price
 * never wraps and every figure on the form looks alike.
 */
export const NARROW_NBSP = '\u202f'

export const CURRENCIES = {
  // docs/product.md, Forms, word for word: US dollar, $ on the left, comma thousands, dot decimals, 2 decimals.
  USD: {
    name: 'U.S. Dollar',
    symbol_left: '$',
    symbol_right: '',
    symbol_padding: '',
    thousand_separator: ',',
    decimal_separator: '.',
    decimals: 2,
    code: 'USD',
  },
  EUR: {
    name: 'Euro',
    symbol_left: '',
    symbol_right: '€',
    symbol_padding: NARROW_NBSP,
    thousand_separator: NARROW_NBSP,
    decimal_separator: ',',
    decimals: 2,
    code: 'EUR',
  },
} as const satisfies Record<string, CurrencyConfig>
export type CurrencyCode = keyof typeof CURRENCIES
export const CURRENCY_CODES = Object.keys(CURRENCIES) as CurrencyCode[]
export const DEFAULT_CURRENCY: CurrencyCode = 'EUR'

export const currencyOf = (code: CurrencyCode): CurrencyConfig => CURRENCIES[code] ?? CURRENCIES[DEFAULT_CURRENCY]

/** The number format (docs/product.md, Forms number_formats) a currency's amounts are typed in. */
export const priceFormatOf = (c: CurrencyConfig): NumberFormat => (c.decimal_separator === ',' ? 'decimal_comma' : 'decimal_dot')

/** An amount in minor units (cents): prices are added and multiplied as integers, never as floats. */
export const toMinor = (amount: number, c: CurrencyConfig): number => Math.round(Number(`${amount}e${c.decimals}`)) || 0
export const fromMinor = (minor: number, c: CurrencyConfig): number => Number(`${minor}e-${c.decimals}`)

/** Rounds half away from zero at `decimals`, without the float error of `x * 100`. */
export function roundTo(value: number, decimals: number): number {
  if (!Number.isFinite(value)) return 0
  const sign = value < 0 ? -1 : 1
  return sign * Number(`${Math.round(Number(`${Math.abs(value)}e${decimals}`))}e-${decimals}`)
}

/** `$1,234.56`, `1 234,56 €`, `-$5.00`: thousands grouped in threes, the currency's decimals. */
export function formatMoney(amount: number, c: CurrencyConfig): string {
  const value = roundTo(Number.isFinite(amount) ? amount : 0, c.decimals)
  const [int, frac] = Math.abs(value).toFixed(c.decimals).split('.')
  const grouped = int.replace(/\B(?=(\d{3})+(?!\d))/g, c.thousand_separator)
  const number = frac ? `${grouped}${c.decimal_separator}${frac}` : grouped
  const left = c.symbol_left ? `${c.symbol_left}${c.symbol_padding}` : ''
  const right = c.symbol_right ? `${c.symbol_padding}${c.symbol_right}` : ''
  return `${value < 0 ? '-' : ''}${left}${number}${right}`
}

/**
 * Reads a typed amount (docs/product.md, Forms "Currency cleaning"): keeps digits, the decimal separator and a
 * minus sign, strips symbols and thousands separators. Null when nothing numeric remains or the
 * text has two decimal separators or a misplaced minus.
 */
export function cleanMoney(text: string, c: CurrencyConfig): number | null {
  let kept = ''
  for (const ch of text) if (/[0-9]/.test(ch) || ch === c.decimal_separator || ch === '-') kept += ch
  if (!/\d/.test(kept)) return null
  if (kept.split(c.decimal_separator).length > 2) return null
  const negative = kept.startsWith('-')
  const body = negative ? kept.slice(1) : kept
  if (body.includes('-')) return null
  const value = Number(`${negative ? '-' : ''}${body.replace(c.decimal_separator, '.')}`)
  return Number.isFinite(value) ? value : null
}

/** Canonical decimal text of an amount, as entries store numbers ("1234.5"). */
export const canonical = (amount: number, decimals: number): string => String(roundTo(amount, decimals))
