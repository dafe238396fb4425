import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { PASSWORD_MAX_LENGTH, PASSWORD_STATES } from '../constants'
import { meetsMinimum, passwordStrength, STRENGTH_ORDER } from './password'

describe('password strength (docs/product.md, Forms)', () => {
  it('goes through every state', () => {
    expect(passwordStrength('')).toBe('blank')
    expect(passwordStrength('x'.repeat(PASSWORD_MAX_LENGTH + 1))).toBe('unknown')
    expect(passwordStrength('abc')).toBe('short')
    expect(passwordStrength('abcdef')).toBe('bad')
    expect(passwordStrength('terrasse42')).toBe('good')
    expect(passwordStrength('Pelleteuse-Morel-2026!')).toBe('strong')
    expect(passwordStrength('Pelleteuse-Morel-2026!', 'Pelleteuse')).toBe('mismatch')
  })

  it('flags a mismatch only once the confirmation is typed', () => {
    expect(passwordStrength('Pelleteuse-Morel-2026!', '')).toBe('strong')
    expect(passwordStrength('abc', 'abd')).toBe('mismatch')
  })

  it('compares against a minimum', () => {
    expect(meetsMinimum('good', 'good')).toBe(true)
    expect(meetsMinimum('bad', 'good')).toBe(false)
    expect(meetsMinimum('mismatch', 'short')).toBe(false)
    expect(meetsMinimum('blank', 'none')).toBe(true)
  })

  const passwords = fc.string({ maxLength: 140 })

  it('property: always one of the seven states', () => {
    fc.assert(fc.property(passwords, passwords, (p, c) => {
      expect(PASSWORD_STATES).toContain(passwordStrength(p, c))
    }))
  })

  it('property: mismatch exactly when a typed confirmation differs', () => {
    fc.assert(
      fc.property(passwords, passwords, (p, c) => {
        const scored = p.length > 0 && p.length <= PASSWORD_MAX_LENGTH
        expect(passwordStrength(p, c) === 'mismatch').toBe(scored && c.length > 0 && c !== p)
      }),
    )
  })

  it('property: the same confirmation gives the same state as none', () => {
    fc.assert(fc.property(passwords, (p) => {
      expect(passwordStrength(p, p)).toBe(passwordStrength(p))
    }))
  })

  it('property: adding a character of a class already used never lowers the strength', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 60 }), fc.nat(), (p, i) => {
        const extra = Array.from(p)[i % Array.from(p).length]
        const before = passwordStrength(p)
        const after = passwordStrength(p + extra)
        if (before === 'unknown' || after === 'unknown') return
        const rank = (s: string) => STRENGTH_ORDER.indexOf(s as (typeof STRENGTH_ORDER)[number])
        expect(rank(after)).toBeGreaterThanOrEqual(rank(before))
      }),
    )
  })
})
