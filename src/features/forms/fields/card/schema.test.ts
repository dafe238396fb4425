import { describe, expect, it } from 'vitest'

import { messages } from '../../messages'
import { field } from '../../testing/fixtures'
import { check } from '../shared/check'
import { cardField } from './schema'

describe('card number', () => {
  const f = field('card', { key: 'carte', required: true })
  it('keeps only the type and the last four digits', () => {
    expect(check(f, { input_carte: ['4111 1111 1111 1111'] })).toEqual({ value: { type: 'visa', last4: '1111' } })
    expect(cardField.text(f, { type: 'visa', last4: '1111' })).toBe('Visa •••• 1111')
  })
  it('refuses bad numbers and types not accepted', () => {
    expect(check(f, { input_carte: ['4111 1111 1111 1112'] })).toEqual({ error: messages.invalidCard })
    expect(check({ ...f, accepted: ['mastercard'] }, { input_carte: ['4111 1111 1111 1111'] })).toEqual({ error: messages.cardNotAccepted })
  })
})
