import { describe, expect, it } from 'vitest'

import { messages } from '../../messages'
import { field } from '../../testing/fixtures'
import { check } from '../shared/check'
import { multiselectField } from './schema'

const choices = ['Maison', 'Garage', 'Mur'].map((label) => ({ label, value: label.toLowerCase(), selected: false }))

describe('multi-select', () => {
  const f = field('multiselect', { key: 'ouvrages', required: true, choices })
  it('keeps defined choices in their order, refuses others and duplicates', () => {
    expect(check(f, { input_ouvrages: ['mur', 'maison'] })).toEqual({ value: ['maison', 'mur'] })
    expect(check(f, { input_ouvrages: ['maison', 'piscine'] })).toEqual({ error: messages.invalidChoice })
    expect(check(f, { input_ouvrages: ['mur', 'mur'] })).toEqual({ error: messages.invalidValue })
    expect(check(f, {})).toEqual({ error: messages.required })
    expect(multiselectField.text(f, ['maison', 'mur'])).toBe('Maison, Mur')
  })
})
