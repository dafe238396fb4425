import { describe, expect, it } from 'vitest'

import { messages } from '../../messages'
import { field } from '../../testing/fixtures'
import { check } from '../shared/check'
import { checkboxesField } from './schema'

const choices = ['Maison', 'Garage'].map((label, i) => ({ label, value: label, selected: i === 0 }))

describe('checkboxes', () => {
  const f = field('checkboxes', { key: 'a', required: true, choices, selectAll: true })
  it('validates against the choices', () => {
    expect(check(f, { input_a: ['Garage'] })).toEqual({ value: ['Garage'] })
    expect(check(f, { input_a: ['<b>Villa</b>'] })).toEqual({ error: messages.invalidChoice })
    expect(check(f, {})).toEqual({ error: messages.required })
    expect(check({ ...f, required: false }, {})).toEqual({ value: null })
  })
  it('pre-checks the default choices and reads them for logic', () => {
    expect(checkboxesField.initial(f)).toEqual({ input_a: ['Maison'] })
    expect(checkboxesField.logicValue(f, { input_a: ['Maison', 'Garage'] })).toEqual(['Maison', 'Garage'])
  })
})
