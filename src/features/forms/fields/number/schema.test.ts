import { describe, expect, it } from 'vitest'

import { messages } from '../../messages'
import { field } from '../../testing/fixtures'
import { check } from '../shared/check'
import { numberField } from './schema'

describe('number', () => {
  it('reads the field’s format and checks the range', () => {
    const f = field('number', { key: 'surface', min: 10, max: 5000, format: 'decimal_comma' })
    expect(check(f, { input_surface: ['1 250,5'] })).toEqual({ value: '1250.5' })
    expect(check(f, { input_surface: ['1250.5'] })).toEqual({ error: messages.invalidNumber })
    expect(check(f, { input_surface: ['5'] })).toEqual({ error: messages.numberRange('10', '5\u202f000') })
    expect(numberField.text(f, '1250.5')).toBe('1\u202f250,5')
  })
  it('with only a minimum or a maximum', () => {
    const dot = field('number', { key: 'n', min: 0, format: 'decimal_dot' })
    expect(check(dot, { input_n: ['1,250.5'] })).toEqual({ value: '1250.5' })
    expect(check(dot, { input_n: ['-1'] })).toEqual({ error: messages.numberMin('0') })
    expect(check({ ...dot, min: null, max: 3 }, { input_n: ['4'] })).toEqual({ error: messages.numberMax('3') })
  })
})
