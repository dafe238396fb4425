import { describe, expect, it } from 'vitest'

import { acceptedInputNames, buildFormSchema, fieldsInScope, initialRaw, planStep, validateForm, visibilityOf } from './engine'
import { messages } from './messages'
import { quoteForm, quoteFormWithNextLogic, quoteRaw } from './testing/fixtures'

describe('validating a submission against the form definition', () => {
  it('accepts a complete submission and normalises its values', () => {
    const result = validateForm(quoteForm(), quoteRaw())
    expect(result.errors).toEqual({})
    expect(result.values).toMatchObject({
      travaux: 'terrassement',
      surface: '1250.5',
      adresse: { street: '12 rue des Carrières', postalCode: '45800', city: 'Saint-Jean-de-Braye', country: 'France' },
      nom: { first: 'Jeanne', last: 'Martin' },
      email: 'jeanne.martin@exemple.fr',
      telephone: '06 12 34 56 78',
    })
    expect(result.values.rgpd).toMatch(/^Accepté : /)
  })

  it('neither validates nor keeps a field hidden by logic', () => {
    const raw = { ...quoteRaw(), input_assainissement: ['n’importe quoi'] }
    const result = validateForm(quoteForm(), raw)
    expect(result.ok).toBe(true)
    expect(result.values).not.toHaveProperty('assainissement')
  })

  it('validates a field once logic shows it', () => {
    const raw: Record<string, string[]> = { ...quoteRaw(), input_travaux: ['assainissement'] }
    expect(validateForm(quoteForm(), raw).errors).toEqual({ assainissement: messages.required })
    raw.input_assainissement = ['Piscine']
    expect(validateForm(quoteForm(), raw).errors).toEqual({ assainissement: messages.invalidChoice })
    raw.input_assainissement = ['Micro-station']
    expect(validateForm(quoteForm(), raw).values.assainissement).toBe('Micro-station')
  })

  it('reports one French message per faulty field, in the form’s order', () => {
    const raw = { ...quoteRaw(), input_surface: ['0'], input_email: ['jeanne@'], input_rgpd: [] as string[], input_travaux: ['piscine'] }
    const { errors } = validateForm(quoteForm(), raw)
    expect(Object.keys(errors)).toEqual(['travaux', 'surface', 'email', 'rgpd'])
    expect(errors.surface).toBe(messages.numberRange('1', '100\u202f000'))
    expect(errors.email).toBe(messages.invalidEmail)
    expect(errors.rgpd).toBe(messages.consentRequired)
    expect(errors.travaux).toBe(messages.invalidChoice)
  })

  it('refuses a single-valued input sent twice', () => {
    const raw = { ...quoteRaw(), input_email: ['a@b.fr', 'c@d.fr'] }
    expect(validateForm(quoteForm(), raw).errors).toEqual({ email: messages.invalidValue })
  })

  it('validates only the pages asked for', () => {
    const raw = { input_travaux: ['terrassement'], input_surface: ['100'] }
    expect(validateForm(quoteForm(), raw, { pages: [1] }).ok).toBe(true)
    expect(validateForm(quoteForm(), raw, { pages: [2] }).ok).toBe(false)
  })

  it('builds one Zod schema over the shown fields', () => {
    const def = quoteForm()
    const fields = fieldsInScope(def, visibilityOf(def, quoteRaw()), [1])
    expect(Object.keys(buildFormSchema(fields).shape)).toEqual(['travaux', 'surface'])
  })
})

describe('steps of a multi-page submission (docs/product.md, Forms)', () => {
  it('next validates the source page and skips hidden pages', () => {
    const def = quoteForm()
    expect(planStep(def, { input_travaux: ['terrassement'] }, 1, 2)).toEqual({
      kind: 'invalid',
      page: 1,
      errors: { surface: messages.required },
      formError: null,
    })
    expect(planStep(def, quoteRaw(), 1, 2)).toEqual({ kind: 'page', page: 2, errors: {} })
    expect(planStep(def, quoteRaw(), 2, 3)).toEqual({ kind: 'page', page: 4, errors: {} })
    expect(planStep(def, { ...quoteRaw(), input_travaux: ['demolition'] }, 2, 3)).toEqual({ kind: 'page', page: 3, errors: {} })
  })

  it('previous goes back without validating, skipping hidden pages', () => {
    expect(planStep(quoteForm(), {}, 4, 3)).toEqual({ kind: 'page', page: 2, errors: {} })
  })

  it('submit validates every shown page and lands on the first faulty one', () => {
    const raw = { ...quoteRaw(), input_surface: [''] }
    expect(planStep(quoteForm(), raw, 4, 0)).toMatchObject({ kind: 'invalid', page: 1, errors: { surface: messages.required } })
    expect(planStep(quoteForm(), quoteRaw(), 4, 0)).toMatchObject({ kind: 'complete' })
  })

  it('refuses a submission while the submit button is hidden by logic', () => {
    const raw = { ...quoteRaw(), input_surface: ['60000'] }
    expect(planStep(quoteForm(), raw, 4, 0)).toMatchObject({ kind: 'invalid', formError: messages.submitHidden })
  })
})

describe('logic on the Next button of a page (docs/product.md, Forms)', () => {
  const small = () => ({ ...quoteRaw(), input_surface: ['8'] })

  it('refuses to leave a page whose Next button is hidden, with a French message', () => {
    expect(planStep(quoteFormWithNextLogic(), small(), 1, 2)).toEqual({ kind: 'invalid', page: 1, errors: {}, formError: messages.nextHidden })
    expect(planStep(quoteFormWithNextLogic(), quoteRaw(), 1, 2)).toEqual({ kind: 'page', page: 2, errors: {} })
  })

  it('refuses a forged jump or a final submission past a hidden Next', () => {
    expect(planStep(quoteFormWithNextLogic(), small(), 1, 4)).toMatchObject({ kind: 'invalid', page: 1, formError: messages.nextHidden })
    expect(planStep(quoteFormWithNextLogic(), small(), 4, 0)).toMatchObject({ kind: 'invalid', page: 1, formError: messages.nextHidden })
    expect(planStep(quoteFormWithNextLogic(), quoteRaw(), 4, 0)).toMatchObject({ kind: 'complete' })
  })

  it('still lets the visitor go back', () => {
    expect(planStep(quoteFormWithNextLogic(), small(), 2, 1)).toEqual({ kind: 'page', page: 1, errors: {} })
  })
})

describe('inputs of a form', () => {
  it('lists every input name visitors may send', () => {
    const names = acceptedInputNames(quoteForm())
    expect(names).toContain('input_travaux')
    expect(names).toContain('input_travaux.other')
    expect(names).toContain('input_adresse.postalCode')
    expect(names).toContain('input_nom.first')
    expect(names).not.toContain('input_mystere')
  })

  it('pre-fills defaults and pre-selected choices', () => {
    expect(initialRaw(quoteForm())).toMatchObject({ 'input_adresse.country': ['France'] })
  })
})
