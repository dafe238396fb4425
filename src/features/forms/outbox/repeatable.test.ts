import { describe, expect, it } from 'vitest'

import type { Answer } from '../answers'
import { OTHER_CHOICE_VALUE } from '../constants'
import { normaliseForm } from '../definition'
import { FIELD_TYPES } from '../types'
import { acknowledgementHold } from './limits'
import { isRepeatable, repeatableAnswers, REPEATABLE } from './repeatable'

const def = normaliseForm({
  id: 1,
  title: 'Essai',
  fields: [
    { blockType: 'radio', label: 'Travaux', name: 'travaux', allowOther: true, choices: [{ label: 'Terrassement', value: 'terrassement' }] },
    { blockType: 'checkboxes', label: 'Options', name: 'options', choices: [{ label: 'A', value: 'a' }, { label: 'B', value: 'b' }] },
    { blockType: 'text', label: 'Nom', name: 'nom' },
    { blockType: 'number', label: 'Surface', name: 'surface' },
  ],
} as never)
const answer = (key: string, type: string, value: Answer['value'], text = String(value)): Answer => ({ key, label: key, type, value, text })

describe('what an acknowledgement may repeat', () => {
  it('has a rule for every field type, text typed by the visitor never repeated', () => {
    expect(Object.keys(REPEATABLE).sort()).toEqual([...FIELD_TYPES].sort())
    for (const type of ['text', 'textarea', 'name', 'address', 'upload', 'hidden', 'list', 'repeater', 'email', 'website', 'phone'] as const) expect(REPEATABLE[type]).toBe('no')
    for (const type of ['number', 'date', 'time', 'total', 'calculation', 'product'] as const) expect(REPEATABLE[type]).toBe('yes')
  })

  it('repeats a choice of the form, not a free « Autre » answer, nor a value the form does not define', () => {
    expect(isRepeatable(def, answer('travaux', 'radio', 'terrassement'))).toBe(true)
    expect(isRepeatable(def, answer('travaux', 'radio', 'Visitez casino.example'))).toBe(false)
    expect(isRepeatable(def, answer('travaux', 'radio', OTHER_CHOICE_VALUE))).toBe(false)
    expect(isRepeatable(def, answer('options', 'checkboxes', ['a', 'b']))).toBe(true)
    expect(isRepeatable(def, answer('options', 'checkboxes', ['a', 'pilules']))).toBe(false)
    expect(isRepeatable(def, answer('options', 'checkboxes', []))).toBe(true)
    // A field deleted since, or a type unknown: not repeated.
    expect(isRepeatable(def, answer('disparu', 'radio', 'terrassement'))).toBe(false)
    expect(isRepeatable(def, answer('surface', 'inconnu', '12'))).toBe(false)
  })

  it('puts neutral words in place of what may not be repeated', () => {
    const out = repeatableAnswers(def, [answer('nom', 'text', 'Achetez'), answer('surface', 'number', '120')])
    expect(out.map((a) => a.text)).toEqual(['(non reprise dans cet e-mail)', '120'])
  })
})

describe('the acknowledgements’ limits', () => {
  it('holds the fourth to one address within the hour', () => {
    expect(acknowledgementHold('a@x.fr', { toRecipient: 2, senderRecipients: [] })).toBeNull()
    expect(acknowledgementHold('a@x.fr', { toRecipient: 3, senderRecipients: [] })).toContain('3 accusés')
  })

  it('holds an eleventh different address from one sender, not a tenth, nor an address it used already', () => {
    const nine = Array.from({ length: 9 }, (_, i) => `n${i}@x.fr`)
    expect(acknowledgementHold('new@x.fr', { toRecipient: 0, senderRecipients: nine })).toBeNull()
    const ten = [...nine, 'n9@x.fr']
    expect(acknowledgementHold('new@x.fr', { toRecipient: 0, senderRecipients: ten })).toContain('10 adresses')
    expect(acknowledgementHold('n3@x.fr', { toRecipient: 1, senderRecipients: ten })).toBeNull()
  })
})
