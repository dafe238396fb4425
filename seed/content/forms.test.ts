import { describe, expect, it } from 'vitest'

import { normaliseForm } from '../../src/features/forms/definition'
import { planStep, validateForm } from '../../src/features/forms/engine'
import { forms } from './forms'

describe('demo forms', () => {
  it.each(Object.entries(forms))('%s: every rule names a field of its form', (_key, data) => {
    const def = normaliseForm({ id: 1, ...data })
    const keys = new Set(def.fields.map((f) => f.key))
    for (const f of def.fields) for (const r of f.logic?.rules ?? []) expect(keys, `${f.key} → ${r.field}`).toContain(r.field)
    for (const p of def.pages) for (const r of p.logic?.rules ?? []) expect(keys).toContain(r.field)
    expect(def.fields.some((f) => f.type === 'unknown')).toBe(false)
  })

  it('the quote request has three pages and shows fields by logic', () => {
    const def = normaliseForm({ id: 2, ...forms.devis })
    expect(def.pages.map((p) => p.name)).toEqual(['Vos travaux', 'Le chantier', 'Vos coordonnées'])
    const raw = {
      input_travaux: ['demolition'],
      input_surface: ['80'],
      input_delai: ['mois'],
      'input_adresse.street': ['3 rue du Port'],
      'input_adresse.postalCode': ['45000'],
      'input_adresse.city': ['Orléans'],
      input_acces: ['large'],
      input_profil: ['particulier'],
      'input_nom.first': ['Jeanne'],
      'input_nom.last': ['Martin'],
      input_email: ['jeanne@exemple.fr'],
      input_telephone: ['0612345678'],
      input_consentement: ['1'],
    }
    expect(validateForm(def, raw).errors).toEqual({ ouvrages: 'Ce champ est obligatoire.' })
    expect(planStep(def, { ...raw, input_ouvrages: ['Maison'] }, 3, 0).kind).toBe('complete')
  })
})
