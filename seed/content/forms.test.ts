import { describe, expect, it } from 'vitest'

import { normaliseForm, planStep, validateForm } from '../../src/features/forms'
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

  it('the application takes past jobs as rows, each with its company and position', () => {
    const def = normaliseForm({ id: 3, ...forms.candidature })
    const base = {
      'input_nom.first': ['Karim'],
      'input_nom.last': ['Benali'],
      input_email: ['karim@exemple.fr'],
      input_telephone: ['0612345678'],
      input_poste: ['conducteur-engins'],
      input_consentement: ['1'],
    }
    expect(validateForm(def, base).ok).toBe(true)
    const rows = { 'input_experiences.1.entreprise': ['TP Loiret'], 'input_experiences.1.poste': ['Conducteur de pelle'], 'input_experiences.1.annees': ['2019-2024'] }
    expect(validateForm(def, { ...base, ...rows }).values.experiences).toEqual([{ entreprise: 'TP Loiret', poste: 'Conducteur de pelle', annees: '2019-2024' }])
    expect(validateForm(def, { ...base, 'input_experiences.1.entreprise': ['TP Loiret'] }).errors).toEqual({
      experiences: 'Ligne 1, « Poste » : Ce champ est obligatoire.',
    })
  })
})
