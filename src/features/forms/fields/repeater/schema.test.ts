import { describe, expect, it } from 'vitest'

import { acceptedInputNames, validateForm } from '../../engine'
import { normaliseForm } from '../../definition'
import { messages } from '../../messages'
import type { FieldOf } from '../../types'
import { check } from '../shared/check'
import { repeaterField } from './schema'

/** The demo's "Expériences passées", as staff define it in the back office. */
const jobs = () =>
  normaliseForm({
    id: 1,
    title: 't',
    fields: [
      {
        blockType: 'repeater',
        name: 'experiences',
        label: 'Expériences passées',
        minRows: 1,
        maxRows: 3,
        subfields: [
          { label: 'Entreprise', name: 'entreprise', required: true },
          { label: 'Poste', name: 'poste', required: true },
          { label: 'Années', name: 'annees', type: 'number' },
        ],
      },
    ],
  }).fields[0] as FieldOf<'repeater'>

const row = (n: number, entreprise: string, poste: string, annees = '') => ({
  [`input_experiences.${n}.entreprise`]: [entreprise],
  [`input_experiences.${n}.poste`]: [poste],
  [`input_experiences.${n}.annees`]: [annees],
})

describe('repeater (a group of fields repeated)', () => {
  const f = jobs()

  it('reads its sub-fields from the back office, with keys and types', () => {
    expect(f.subfields.map((s) => [s.key, s.type, s.required])).toEqual([
      ['entreprise', 'text', true],
      ['poste', 'text', true],
      ['annees', 'number', false],
    ])
  })

  it('stores filled rows in order and drops blank ones', () => {
    expect(check(f, { ...row(1, 'Morel TP', 'Conducteur d’engins', '3'), ...row(2, '', ''), ...row(3, 'Bati Centre', 'Manœuvre') })).toEqual({
      value: [
        { entreprise: 'Morel TP', poste: 'Conducteur d’engins', annees: '3' },
        { entreprise: 'Bati Centre', poste: 'Manœuvre', annees: '' },
      ],
    })
  })

  it('validates row by row, naming the row and the column', () => {
    expect(check(f, { ...row(1, 'Morel TP', 'Chef d’équipe'), ...row(2, 'Bati Centre', '') })).toEqual({
      error: messages.rowError(2, 'Poste', messages.required),
    })
    expect(check(f, row(1, 'Morel TP', 'Chef', 'trois'))).toEqual({ error: messages.rowError(1, 'Années', messages.invalidNumber) })
  })

  it('refuses more rows than its maximum, and needs a filled row when required', () => {
    expect(check(f, { ...row(1, 'A', 'a'), ...row(2, 'B', 'b'), ...row(3, 'C', 'c'), ...row(4, 'D', 'd') })).toEqual({
      error: messages.tooManyRows(3),
    })
    expect(check({ ...f, required: true }, row(1, '', ''))).toEqual({ error: messages.required })
    expect(check(f, row(1, '', ''))).toEqual({ value: null })
  })

  it('accepts the input names of rows 1 to its maximum only', () => {
    const form = normaliseForm({ id: 2, title: 't', fields: [{ blockType: 'repeater', name: 'experiences', label: 'E', maxRows: 2, subfields: [{ label: 'Poste', name: 'poste' }] }] })
    const names = acceptedInputNames(form)
    expect(names.has('input_experiences.2.poste')).toBe(true)
    expect(names.has('input_experiences.3.poste')).toBe(false)
  })

  it('reads as one line per row for e-mails and exports', () => {
    expect(repeaterField.text(f, [{ entreprise: 'Morel TP', poste: 'Chef', annees: '4' }, { entreprise: 'Bati', poste: 'Manœuvre', annees: '' }])).toBe(
      '1. Entreprise : Morel TP ; Poste : Chef ; Années : 4\n2. Entreprise : Bati ; Poste : Manœuvre',
    )
  })

  it('is validated with the whole form like any field', () => {
    const form = normaliseForm({ id: 3, title: 't', fields: [{ blockType: 'repeater', name: 'exp', label: 'E', required: true, subfields: [{ label: 'Poste', name: 'poste', required: true }] }] })
    expect(validateForm(form, {}).errors).toEqual({ exp: messages.required })
    expect(validateForm(form, { 'input_exp.1.poste': ['Grutier'] })).toMatchObject({ ok: true, values: { exp: [{ poste: 'Grutier' }] } })
  })
})
