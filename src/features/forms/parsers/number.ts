import type { NumberFormat } from '../constants'

/**
 * Number parsing and formatting (docs/product.md, Forms): `decimal_dot` reads "1,234.5", `decimal_comma` reads
 * "1 234,5" or "1.234,5". Thousands separators must group digits by three; spaces (including the
 * narrow no-break space French typography uses) are always accepted between groups.
 */
const SPACES = /[\s\u00a0\u202f]/g

const PATTERNS: Record<NumberFormat, { pattern: RegExp; thousands: string; decimal: string }> = {
  decimal_dot: { pattern: /^[+-]?(?:(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?|\.\d+)$/, thousands: ',', decimal: '.' },
  decimal_comma: { pattern: /^[+-]?(?:(?:\d{1,3}(?:\.\d{3})+|\d+)(?:,\d+)?|,\d+)$/, thousands: '.', decimal: ',' },
}

export function parseNumber(text: string, format: NumberFormat): number | null {
  const { pattern, thousands, decimal } = PATTERNS[format]
  const trimmed = text.trim()
  // Spaces are thousands separators only between groups of three digits.
  if (/\d[\s\u00a0\u202f]+\d/.test(trimmed) && !/^[+-]?\d{1,3}(?:[\s\u00a0\u202f]\d{3})+(?:[.,]\d+)?$/.test(trimmed)) return null
  const compact = trimmed.replace(SPACES, '')
  if (compact === '' || !pattern.test(compact)) return null
  const canonical = compact.split(thousands).join('').replace(decimal, '.')
  const value = Number(canonical)
  return Number.isFinite(value) ? value : null
}

/** Writes a number the way the format reads it (no thousands separators unless asked). */
export function formatNumber(value: number, format: NumberFormat, { thousands = false, decimals }: { thousands?: boolean; decimals?: number } = {}): string {
  if (!Number.isFinite(value)) return ''
  const fixed = decimals === undefined ? plain(value) : Math.abs(value).toFixed(decimals)
  const negative = value < 0 && Number(fixed.replace('-', '')) !== 0
  const [int, frac] = fixed.replace('-', '').split('.')
  const { thousands: sep, decimal } = PATTERNS[format]
  const grouped = thousands ? int.replace(/\B(?=(\d{3})+(?!\d))/g, format === 'decimal_comma' ? '\u202f' : sep) : int
  return `${negative ? '-' : ''}${grouped}${frac ? decimal + frac : ''}`
}

/** Decimal notation without exponent, for any finite number. */
function plain(value: number): string {
  const abs = Math.abs(value)
  const s = String(abs)
  if (!/e/i.test(s)) return s
  // Up to 20 decimals covers every double below 1e21; larger values have no fraction.
  return abs >= 1e21 ? BigInt(Math.round(abs)).toString() : abs.toFixed(20).replace(/\.?0+$/, '')
}
