import { describe, expect, it } from 'vitest'

import { messages } from '../../messages'
import { field } from '../../testing/fixtures'
import { check } from '../shared/check'
import { passwordField } from './schema'

describe('password', () => {
  const f = field('password', { key: 'mdp', required: true, confirm: true, minStrength: 'good' })
  const raw = (value: string, confirm: string) => ({ input_mdp: [value], 'input_mdp.confirm': [confirm] })
  it('needs a matching, strong enough password, and never reveals it', () => {
    expect(check(f, raw('Pelleteuse-2026!', 'Pelleteuse-2026!'))).toEqual({ value: messages.masked })
    expect(check(f, raw('Pelleteuse-2026!', 'Pelleteuse'))).toEqual({ error: messages.passwordMismatch })
    expect(check(f, raw('abcdef', 'abcdef'))).toEqual({ error: messages.passwordTooWeak })
    expect(check(f, raw('', ''))).toEqual({ error: messages.required })
    expect(passwordField.storage).toBe('secret')
    expect(passwordField.text(f, 'anything')).toBe(messages.masked)
  })
})
