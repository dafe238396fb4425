import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { applyMask, isValidMask, maskPlaceholder, maskToRegExp, matchesMask, parseMask } from './mask'

const maskChars = fc.constantFrom('9', 'a', '*', '-', '/', ' ', '(', ')', '.', '+', 'X')
const masks = fc
  .array(maskChars, { minLength: 1, maxLength: 16 })
  .map((chars) => chars.join(''))
  .filter(isValidMask)
const optionalMasks = fc.tuple(masks, masks).map(([a, b]) => `${a}?${b}`)
const anyMask = fc.oneof(masks, optionalMasks)
const typing = fc.string({ unit: fc.constantFrom(...'0123456789abcXYZ-/ ()._é!'.split('')), maxLength: 30 })

describe('input masks (docs/product.md, Forms)', () => {
  it('formats as the visitor types: digits, letters, alphanumerics and literals', () => {
    expect(applyMask('99/99/9999', '25122026').value).toBe('25/12/2026')
    expect(applyMask('99/99/9999', '2512').value).toBe('25/12')
    expect(applyMask('aa-999', 'ab123').value).toBe('ab-123')
    expect(applyMask('aa-999', '12ab3').value).toBe('ab-3')
    expect(applyMask('***-***', 'a1b2c3').value).toBe('a1b-2c3')
    expect(applyMask('(99) 99', '1234').value).toBe('(12) 34')
  })

  it('keeps a pasted formatted value in place', () => {
    expect(applyMask('99 99 99 99 99', '06 12 34 56 78').value).toBe('06 12 34 56 78')
    expect(applyMask('99 99 99 99 99', '06.12.34.56.78').value).toBe('06 12 34 56 78')
  })

  it('tells complete from incomplete input, and shows underscores as placeholders', () => {
    expect(applyMask('99/99/9999', '251220').complete).toBe(false)
    expect(applyMask('99/99/9999', '251220').display).toBe('25/12/20__')
    expect(applyMask('99/99/9999', '25122026').complete).toBe(true)
    expect(maskPlaceholder('99 99')).toBe('__ __')
  })

  it('makes the part after ? optional', () => {
    expect(applyMask('999?-99', '123').complete).toBe(true)
    expect(applyMask('999?-99', '12345').value).toBe('123-45')
    expect(matchesMask('999?-99', '123-4')).toBe(true)
    expect(matchesMask('999?-99', '12')).toBe(false)
    expect(parseMask('9?9').requiredLength).toBe(1)
  })

  it('refuses masks without any slot', () => {
    expect(isValidMask('---')).toBe(false)
    expect(isValidMask('')).toBe(false)
    expect(isValidMask('9')).toBe(true)
  })

  it('property: every character of the output fits its place in the mask', () => {
    fc.assert(
      fc.property(anyMask, typing, (mask, input) => {
        const { slots } = parseMask(mask)
        const { value } = applyMask(mask, input)
        expect(value.length).toBeLessThanOrEqual(slots.length)
        Array.from(value).forEach((char, i) => {
          const slot = slots[i]
          if (slot.kind === 'literal') expect(char).toBe(slot.char)
          else expect(slot.pattern.test(char)).toBe(true)
        })
      }),
    )
  })

  it('property: formatting is idempotent', () => {
    fc.assert(
      fc.property(anyMask, typing, (mask, input) => {
        const once = applyMask(mask, input)
        const twice = applyMask(mask, once.value)
        expect(twice).toEqual(once)
      }),
    )
  })

  it('property: complete exactly when the whole-value pattern matches', () => {
    fc.assert(
      fc.property(anyMask, typing, (mask, input) => {
        const { value, complete } = applyMask(mask, input)
        expect(complete).toBe(value.length >= parseMask(mask).requiredLength && maskToRegExp(mask).test(value))
      }),
    )
  })

  it('property: a value that matches the mask is left as it is', () => {
    fc.assert(
      fc.property(masks, fc.array(fc.constantFrom('0', '7', 'k', 'Q'), { minLength: 64, maxLength: 64 }), (mask, picks) => {
        // Build a conforming value: each slot gets a character it accepts.
        const value = parseMask(mask)
          .slots.map((slot, i) => {
            if (slot.kind === 'literal') return slot.char
            return slot.pattern.test(picks[i]) ? picks[i] : slot.pattern.test('7') ? '7' : 'k'
          })
          .join('')
        expect(matchesMask(mask, value)).toBe(true)
        expect(applyMask(mask, value)).toMatchObject({ value, complete: true })
      }),
    )
  })
})
