import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { NUMBER_FORMATS } from '../constants'
import { formatNumber, parseNumber } from './number'

describe('number parsing (docs/product.md, Forms)', () => {
  it('reads decimal_dot', () => {
    expect(parseNumber('1234.5', 'decimal_dot')).toBe(1234.5)
    expect(parseNumber('1,234.5', 'decimal_dot')).toBe(1234.5)
    expect(parseNumber('-0.25', 'decimal_dot')).toBe(-0.25)
    expect(parseNumber('.5', 'decimal_dot')).toBe(0.5)
    expect(parseNumber('1,23.5', 'decimal_dot')).toBeNull()
    expect(parseNumber('1234,5', 'decimal_dot')).toBeNull()
  })

  it('reads decimal_comma, with French spaces', () => {
    expect(parseNumber('1234,5', 'decimal_comma')).toBe(1234.5)
    expect(parseNumber('1.234,5', 'decimal_comma')).toBe(1234.5)
    expect(parseNumber('1 234,5', 'decimal_comma')).toBe(1234.5)
    expect(parseNumber('1\u202f234', 'decimal_comma')).toBe(1234)
    expect(parseNumber('12 34', 'decimal_comma')).toBeNull()
    expect(parseNumber('1234.5', 'decimal_comma')).toBeNull()
  })

  it('refuses anything else', () => {
    for (const format of NUMBER_FORMATS) {
      for (const bad of ['', ' ', 'abc', '1e5', '0x10', 'Infinity', 'NaN', '1-2', '--1', '12€', '1,,2']) {
        expect(parseNumber(bad, format), `${format} ${bad}`).toBeNull()
      }
    }
  })

  it('formats for display', () => {
    expect(formatNumber(1234.5, 'decimal_comma', { thousands: true })).toBe('1\u202f234,5')
    expect(formatNumber(1234.5, 'decimal_dot', { thousands: true })).toBe('1,234.5')
    expect(formatNumber(2, 'decimal_dot', { decimals: 2 })).toBe('2.00')
    expect(formatNumber(-0.001, 'decimal_comma', { decimals: 2 })).toBe('0,00')
  })

  // Doubles whose shortest decimal form has no exponent round-trip exactly.
  const plainDoubles = fc.double({ min: -1e15, max: 1e15, noNaN: true }).filter((n) => !/e/i.test(String(n)))

  it('property: parse(format(n)) === n in both formats, with or without thousands separators', () => {
    fc.assert(
      fc.property(plainDoubles, fc.constantFrom(...NUMBER_FORMATS), fc.boolean(), (n, format, thousands) => {
        expect(parseNumber(formatNumber(n, format, { thousands }), format)).toBe(n === 0 ? 0 : n)
      }),
    )
  })

  it('property: fixed decimals round-trip to the rounded value', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e9, max: 1e9 }), fc.constantFrom(...NUMBER_FORMATS), (cents, format) => {
        expect(parseNumber(formatNumber(cents / 100, format, { decimals: 2, thousands: true }), format)).toBeCloseTo(cents / 100, 10)
      }),
    )
  })

  it('property: text with a letter is never a number', () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzé€$'.split('')), fc.string(), fc.constantFrom(...NUMBER_FORMATS), (a, letter, b, format) => {
        expect(parseNumber(a + letter + b, format)).toBeNull()
      }),
    )
  })

  it('property: whatever it accepts is finite', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...'0123456789.,- +'.split('')) }), fc.constantFrom(...NUMBER_FORMATS), (s, format) => {
        const n = parseNumber(s, format)
        if (n !== null) expect(Number.isFinite(n)).toBe(true)
      }),
    )
  })
})
