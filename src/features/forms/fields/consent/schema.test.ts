import { describe, expect, it } from 'vitest'

import { messages } from '../../messages'
import { field } from '../../testing/fixtures'
import { check } from '../shared/check'

describe('consent', () => {
  const f = field('consent', { key: 'rgpd' })
  it('is always required and keeps the accepted wording', () => {
    expect(f.required).toBe(true)
    expect(check(f, {})).toEqual({ error: messages.consentRequired })
    expect(check(f, { input_rgpd: ['1'] })).toEqual({ value: `${messages.consentAccepted} : ${messages.consentDefault}` })
    expect(check(f, { input_rgpd: ['oui'] })).toEqual({ error: messages.invalidValue })
    expect(check(f, { input_rgpd: ['1', '1'] })).toEqual({ error: messages.invalidValue })
  })
})
