import { describe, expect, it } from 'vitest'

import { messages } from '../../messages'
import { field } from '../../testing/fixtures'
import { check } from '../shared/check'
import { selectField } from './schema'

const choices = [
  { label: 'Moins d’un mois', value: '1m', selected: false },
  { label: 'Un à trois mois', value: '3m', selected: true },
]

describe('select', () => {
  const f = field('select', { key: 'delai', required: true, choices })
  it('accepts only a defined choice', () => {
    expect(check(f, { input_delai: ['3m'] })).toEqual({ value: '3m' })
    expect(check(f, { input_delai: ['6m'] })).toEqual({ error: messages.invalidChoice })
    expect(check(f, { input_delai: [''] })).toEqual({ error: messages.required })
  })
  it('shows the label and pre-selects the default', () => {
    expect(selectField.text(f, '3m')).toBe('Un à trois mois')
    expect(selectField.initial(f)).toEqual({ input_delai: ['3m'] })
  })
})
