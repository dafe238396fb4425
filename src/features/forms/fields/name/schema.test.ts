import { describe, expect, it } from 'vitest'

import { messages } from '../../messages'
import { field } from '../../testing/fixtures'
import { check } from '../shared/check'
import { nameField } from './schema'

describe('name', () => {
  const f = field('name', { key: 'nom', required: true })
  it('needs both parts when required', () => {
    expect(check(f, { 'input_nom.first': [' Jeanne '], 'input_nom.last': ['Martin'] })).toEqual({ value: { first: 'Jeanne', last: 'Martin' } })
    expect(check(f, { 'input_nom.first': ['Jeanne'] })).toEqual({ error: messages.nameRequired })
    expect(check(f, {})).toEqual({ error: messages.required })
    expect(nameField.text(f, { first: 'Jeanne', last: 'Martin' })).toBe('Jeanne Martin')
  })
})
