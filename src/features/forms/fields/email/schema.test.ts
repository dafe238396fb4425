import { describe, expect, it } from 'vitest'

import { messages } from '../../messages'
import { field } from '../../testing/fixtures'
import { check } from '../shared/check'
import { emailField } from './schema'

describe('e-mail', () => {
  const f = field('email', { key: 'email', required: true })
  it('validates the address', () => {
    expect(check(f, { input_email: [' Jeanne@Exemple.FR '] })).toEqual({ value: 'Jeanne@exemple.fr' })
    expect(check(f, { input_email: ['jeanne@exemple'] })).toEqual({ error: messages.invalidEmail })
    expect(check(f, { input_email: ['a@b.fr\r\nBcc: x@y.fr'] })).toEqual({ error: messages.invalidEmail })
  })
  it('checks the confirmation when asked', () => {
    const c = { ...f, confirm: true }
    expect(emailField.inputNames(c)).toEqual(['input_email', 'input_email.confirm'])
    expect(check(c, { input_email: ['a@b.fr'], 'input_email.confirm': ['A@B.fr'] })).toEqual({ value: 'a@b.fr' })
    expect(check(c, { input_email: ['a@b.fr'], 'input_email.confirm': ['a@c.fr'] })).toEqual({ error: messages.emailMismatch })
    expect(check(c, {})).toEqual({ error: messages.required })
  })
})
