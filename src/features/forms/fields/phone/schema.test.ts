import { describe, expect, it } from 'vitest'

import { messages } from '../../messages'
import { field } from '../../testing/fixtures'
import { check } from '../shared/check'

describe('phone', () => {
  it('French format by default', () => {
    const f = field('phone', { key: 'tel' })
    expect(check(f, { input_tel: ['+33 6 12 34 56 78'] })).toEqual({ value: '06 12 34 56 78' })
    expect(check(f, { input_tel: ['12345'] })).toEqual({ error: messages.invalidPhone })
    expect(check(f, { input_tel: [''] })).toEqual({ value: null })
  })
  it('international when chosen', () => {
    const f = field('phone', { key: 'tel', format: 'international' })
    expect(check(f, { input_tel: ['+44 20 7946 0958'] })).toEqual({ value: '+442079460958' })
    expect(check(f, { input_tel: ['abc'] })).toEqual({ error: messages.invalidPhoneInternational })
  })
})
