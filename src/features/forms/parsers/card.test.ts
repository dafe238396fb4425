import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { CARD_SPECS, CARD_TYPES, checkCardNumber, detectCardType, formatCardNumber, luhnCheckDigit, luhnValid, possibleCardTypes } from './card'

describe('card type detection (docs/product.md, Forms)', () => {
  it('needs at least 4 digits', () => {
    expect(detectCardType('4')).toBeNull()
    expect(detectCardType('411')).toBeNull()
    expect(detectCardType('4111')).toBe('visa')
    expect(detectCardType('4111 1111')).toBe('visa')
  })

  it('recognises each type from its prefixes', () => {
    expect(detectCardType('5105')).toBe('mastercard')
    expect(detectCardType('2221')).toBe('mastercard')
    expect(detectCardType('3782')).toBe('amex')
    expect(detectCardType('6011')).toBe('discover')
    expect(detectCardType('3530')).toBe('jcb')
    expect(detectCardType('3056')).toBe('diners')
    expect(detectCardType('6759')).toBe('maestro')
  })

  it('answers null when no type or several types match', () => {
    expect(detectCardType('9999')).toBeNull()
    expect(detectCardType('1234')).toBeNull()
    // 622 alone could be Discover (622126–622925) only from the 6th digit: 6220 is no known type.
    expect(detectCardType('6220')).toBeNull()
  })

  it('checks complete numbers: Luhn, type and length', () => {
    expect(checkCardNumber('4111 1111 1111 1111')).toEqual({ ok: true, type: 'visa', last4: '1111' })
    expect(checkCardNumber('4111 1111 1111 1112')).toEqual({ ok: false, reason: 'invalid' })
    expect(checkCardNumber('3782 822463 10005')).toEqual({ ok: true, type: 'amex', last4: '0005' })
    expect(checkCardNumber('4111-1111-abcd-1111')).toEqual({ ok: false, reason: 'invalid' })
  })

  it('groups digits for display', () => {
    expect(formatCardNumber('4111111111111111')).toBe('4111 1111 1111 1111')
    expect(formatCardNumber('378282246310005')).toBe('3782 822463 10005')
  })

  const digits = (min: number, max: number) => fc.string({ unit: fc.constantFrom(...'0123456789'.split('')), minLength: min, maxLength: max })

  it('property: a type is announced only when it is the single possible one', () => {
    fc.assert(
      fc.property(digits(0, 19), (number) => {
        const type = detectCardType(number)
        if (number.length < 4) expect(type).toBeNull()
        else if (type) expect(possibleCardTypes(number)).toEqual([type])
        else expect(possibleCardTypes(number).length).not.toBe(1)
      }),
    )
  })

  it('property: typing more digits never changes a detected type to another one', () => {
    fc.assert(
      fc.property(digits(4, 10), digits(0, 9), (start, more) => {
        const first = detectCardType(start)
        const later = detectCardType(start + more)
        if (first && later) expect(later).toBe(first)
        expect(possibleCardTypes(start + more).every((t) => possibleCardTypes(start).includes(t))).toBe(true)
      }),
    )
  })

  it('property: a number built from a type prefix is detected as that type', () => {
    const prefixOf = fc.constantFrom(...CARD_TYPES).chain((type) =>
      fc.tuple(fc.constant(type), fc.constantFrom(...CARD_SPECS[type].ranges), fc.double({ min: 0, max: 1, noNaN: true }), digits(4, 10)),
    )
    fc.assert(
      fc.property(prefixOf, ([type, [low, high], t, rest]) => {
        const prefix = String(Math.round(Number(low) + t * (Number(high) - Number(low)))).padStart(low.length, '0')
        const number = (prefix + rest).slice(0, Math.max(prefix.length, 6))
        expect(detectCardType(number)).toBe(type)
      }),
    )
  })

  it('property: the Luhn check digit validates, and changing one digit invalidates', () => {
    fc.assert(
      fc.property(digits(11, 18), fc.nat(), fc.integer({ min: 1, max: 9 }), (partial, at, delta) => {
        const full = partial + luhnCheckDigit(partial)
        expect(luhnValid(full)).toBe(true)
        const i = at % full.length
        const changed = full.slice(0, i) + String((Number(full[i]) + delta) % 10) + full.slice(i + 1)
        expect(luhnValid(changed)).toBe(false)
      }),
    )
  })
})
