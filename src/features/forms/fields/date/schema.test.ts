import { describe, expect, it } from 'vitest'

import { messages } from '../../messages'
import { field } from '../../testing/fixtures'
import { check } from '../shared/check'
import { dateField } from './schema'

describe('date', () => {
  const f = field('date', { key: 'debut', required: true })
  it('stores ISO, shows French', () => {
    expect(check(f, { input_debut: ['2026-09-14'] })).toEqual({ value: '2026-09-14' })
    expect(check(f, { input_debut: ['14/09/2026'] })).toEqual({ value: '2026-09-14' })
    expect(check(f, { input_debut: ['31/09/2026'] })).toEqual({ error: messages.invalidDate })
    expect(dateField.text(f, '2026-09-14')).toBe('14/09/2026')
  })
  it('pre-fills the default in the input’s own format', () => {
    expect(dateField.initial({ ...f, defaultValue: '14/09/2026' })).toEqual({ input_debut: ['2026-09-14'] })
    expect(dateField.initial({ ...f, defaultValue: '2026-09-14', input: 'text' })).toEqual({ input_debut: ['14/09/2026'] })
  })
})
