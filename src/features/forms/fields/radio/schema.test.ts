import { describe, expect, it } from 'vitest'

import { OTHER_CHOICE_VALUE } from '../../constants'
import { messages } from '../../messages'
import { field } from '../../testing/fixtures'
import { check } from '../shared/check'
import { radioField } from './schema'

const choices = [{ label: 'Facile', value: 'facile', selected: false }]

describe('radio with "other"', () => {
  const f = field('radio', { key: 'acces', required: true, choices, allowOther: true })
  it('accepts a choice, or the visitor’s own text for "other"', () => {
    expect(check(f, { input_acces: ['facile'] })).toEqual({ value: 'facile' })
    expect(check(f, { input_acces: [OTHER_CHOICE_VALUE], 'input_acces.other': [' Par le champ voisin '] })).toEqual({ value: 'Par le champ voisin' })
    expect(check(f, { input_acces: [OTHER_CHOICE_VALUE], 'input_acces.other': [''] })).toEqual({ error: messages.otherRequired })
    expect(check(f, { input_acces: ['difficile'] })).toEqual({ error: messages.invalidChoice })
    expect(check({ ...f, allowOther: false }, { input_acces: [OTHER_CHOICE_VALUE] })).toEqual({ error: messages.invalidChoice })
  })
  it('gives logic the other text', () => {
    expect(radioField.logicValue(f, { input_acces: [OTHER_CHOICE_VALUE], 'input_acces.other': ['Voisin'] })).toBe('Voisin')
    expect(radioField.text(f, 'facile')).toBe('Facile')
    expect(radioField.text(f, 'Voisin')).toBe('Voisin')
  })
})
