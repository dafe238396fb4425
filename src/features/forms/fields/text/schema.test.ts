import { describe, expect, it } from 'vitest'

import { messages } from '../../messages'
import { field } from '../../testing/fixtures'
import { check } from '../shared/check'
import { textField } from './schema'

describe('single-line text', () => {
  const f = field('text', { key: 'ville', required: true, maxLength: 10 })
  it('cleans, requires and limits', () => {
    expect(check(f, { input_ville: ['  Orléans \n '] })).toEqual({ value: 'Orléans' })
    expect(check(f, { input_ville: ['   '] })).toEqual({ error: messages.required })
    expect(check(f, { input_ville: ['Saint-Jean-de-Braye'] })).toEqual({ error: messages.tooLong(10) })
    expect(check({ ...f, required: false }, {})).toEqual({ value: null })
  })
  it('keeps markup as inert text', () => {
    expect(check({ ...f, maxLength: 100 }, { input_ville: ['<script>alert(1)</script>'] })).toEqual({ value: '<script>alert(1)</script>' })
  })
  it('checks the input mask', () => {
    const siret = { ...f, maxLength: 30, mask: '999 999 999 99999' }
    expect(check(siret, { input_ville: ['123 456 789 00012'] })).toEqual({ value: '123 456 789 00012' })
    expect(check(siret, { input_ville: ['123 456'] })).toEqual({ error: messages.maskIncomplete('___ ___ ___ _____') })
  })
  it('shows its value as text', () => {
    expect(textField.text(f, 'Orléans')).toBe('Orléans')
  })
})
