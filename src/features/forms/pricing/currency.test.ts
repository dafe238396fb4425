import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { cleanMoney, CURRENCIES, formatMoney, fromMinor, roundTo, toMinor } from './currency'

const { USD, EUR } = CURRENCIES

describe('currency', () => {
  it('formats and cleans the spec’s US dollar exactly', () => {
    expect(USD).toEqual({
      name: 'U.S. Dollar',
      symbol_left: '$',
      symbol_right: '',
      symbol_padding: '',
      thousand_separator: ',',
      decimal_separator: '.',
      decimals: 2,
      code: 'USD',
    })
    expect(formatMoney(1234.56, USD)).toBe('$1,234.56')
    expect(formatMoney(1234567.5, USD)).toBe('$1,234,567.50')
    expect(formatMoney(0, USD)).toBe('$0.00')
    expect(formatMoney(-5, USD)).toBe('-$5.00')
    expect(cleanMoney('$1,234.56', USD)).toBe(1234.56)
    expect(cleanMoney('-$5.00', USD)).toBe(-5)
  })

  it('writes euros the French way, with narrow no-break spaces', () => {
    expect(formatMoney(1234.56, EUR)).toBe('1\u202f234,56\u202f€')
    expect(formatMoney(3794, EUR)).toBe('3\u202f794,00\u202f€')
    expect(formatMoney(999.999, EUR)).toBe('1\u202f000,00\u202f€')
    expect(cleanMoney('1\u202f234,56\u202f€', EUR)).toBe(1234.56)
    expect(cleanMoney('1 234,56 €', EUR)).toBe(1234.56)
    expect(cleanMoney('12', EUR)).toBe(12)
  })

  it('cleaning keeps digits, the decimal separator and a minus sign only', () => {
    expect(cleanMoney('EUR 12,5 TTC', EUR)).toBe(12.5)
    expect(cleanMoney('€', EUR)).toBeNull()
    expect(cleanMoney('1,2,3', EUR)).toBeNull()
    expect(cleanMoney('12-3', EUR)).toBeNull()
    // In dollars the comma groups thousands and is stripped.
    expect(cleanMoney('1,000', USD)).toBe(1000)
  })

  it('rounds half away from zero without float error', () => {
    expect(roundTo(1.005, 2)).toBe(1.01)
    expect(roundTo(-1.005, 2)).toBe(-1.01)
    expect(toMinor(19.99, EUR)).toBe(1999)
    expect(fromMinor(1999, EUR)).toBe(19.99)
  })

  it('reads back every amount it writes', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (minor) => {
        for (const c of [USD, EUR]) expect(cleanMoney(formatMoney(fromMinor(minor, c), c), c)).toBe(fromMinor(minor, c))
      }),
    )
  })
})

describe('number formats', () => {
  it('are keyed by form id and field id, with price and value formats', async () => {
    const { normaliseForm } = await import('../definition')
    const { numberFormatsOf } = await import('./formats')
    const euro = normaliseForm({
      id: 3,
      fields: [
        { blockType: 'number', label: 'Surface', name: 'surface', format: 'decimal_comma' },
        { blockType: 'calculation', label: 'Volume', name: 'volume', formula: '{surface} * 2', format: 'decimal_dot' },
        { blockType: 'product', label: 'Pelle', name: 'pelle', price: 10 },
        { blockType: 'text', label: 'Nom', name: 'nom' },
      ],
    })
    const dollar = normaliseForm({ id: 4, currency: 'USD', fields: [{ blockType: 'total', label: 'Total', name: 'total' }] })
    expect(numberFormatsOf([euro, dollar])).toEqual({
      3: {
        surface: { price: null, value: 'decimal_comma' },
        volume: { price: null, value: 'decimal_dot' },
        pelle: { price: 'decimal_comma', value: null },
      },
      4: { total: { price: 'decimal_dot', value: null } },
    })
  })
})
