import { describe, expect, it } from 'vitest'

import { messages } from '../../messages'
import { field } from '../../testing/fixtures'
import { check } from '../shared/check'
import { dateBlock } from './block'
import { dateField } from './schema'

describe('date', () => {
  const f = field('date', { key: 'debut', required: true })
  it('stores ISO, shows French', () => {
    expect(check(f, { input_debut: ['2026-09-14'] })).toEqual({ value: '2026-09-14' })
    expect(check(f, { input_debut: ['14/09/2026'] })).toEqual({ value: '2026-09-14' })
    expect(check(f, { input_debut: ['31/09/2026'] })).toEqual({ error: messages.invalidDate })
    expect(dateField.text(f, '2026-09-14')).toBe('14/09/2026')
  })
  it('pre-fills the default as jj/mm/aaaa, with or without the calendar', () => {
    expect(dateField.initial({ ...f, defaultValue: '14/09/2026' })).toEqual({ input_debut: ['14/09/2026'] })
    expect(dateField.initial({ ...f, defaultValue: '2026-09-14', input: 'text' })).toEqual({ input_debut: ['14/09/2026'] })
  })
  it('refuses a date outside the field’s earliest and latest dates, in French', () => {
    const bounded = { ...f, minDate: '2026-09-01', maxDate: '2026-12-31' }
    expect(check(bounded, { input_debut: ['01/09/2026'] })).toEqual({ value: '2026-09-01' })
    expect(check(bounded, { input_debut: ['31/08/2026'] })).toEqual({ error: 'Veuillez choisir une date à partir du 01/09/2026.' })
    expect(check(bounded, { input_debut: ['01/01/2027'] })).toEqual({ error: 'Veuillez choisir une date au plus tard le 31/12/2026.' })
  })
  it('reads the bounds staff type in the back office, and ignores invalid ones', () => {
    expect(dateBlock.options({ input: 'picker', minDate: '01/09/2026', maxDate: 'demain' })).toEqual({ input: 'picker', minDate: '2026-09-01', maxDate: null })
  })
})
