import { describe, expect, it } from 'vitest'

import { estimateForm } from '../../../../seed/content/forms'
import { answersOf } from '../answers'
import { normaliseForm } from '../definition'
import { planStep, visibilityOf } from '../engine'
import { mergeText } from '../merge-tags'
import type { RawValues } from '../types'
import { computeOrder, pricedValues, withServerFigures } from './order'

const def = normaliseForm({ id: 9, ...estimateForm })
const shownIn = (raw: RawValues) => {
  const v = visibilityOf(def, raw).fields
  return (key: string) => v.has(key)
}

const visitor: RawValues = {
  input_surface: ['120'],
  input_profondeur: ['0,4'],
  input_terrain: ['28'],
  input_options: ['geometre'],
  input_terres: ['evacuer'],
  input_engin: ['mini_pelle'],
  input_jours: ['2'],
  'input_nom.first': ['Jeanne'],
  'input_nom.last': ['Martin'],
  input_email: ['jeanne@exemple.fr'],
  input_consentement: ['1'],
}

describe('estimate order', () => {
  it('computes volume, lines and total from the definition', () => {
    const order = computeOrder(def.fields, visitor, shownIn(visitor))
    expect(order.numbers.get('volume')).toBe(48)
    // 48 m³ × 28 € + géomètre 350 €
    expect(order.lines.get('terrassement')).toMatchObject({ unitMinor: 169_400, quantity: 1, lineMinor: 169_400 })
    // 48 × 1,25 × 19 €
    expect(order.lines.get('evacuation')?.lineMinor).toBe(114_000)
    expect(order.lines.get('engin')).toMatchObject({ choice: 'Mini-pelle 2,5 t', unitMinor: 39_000, quantity: 2, lineMinor: 78_000 })
    expect(order.shipping.get('amenee')?.minor).toBe(18_000)
    expect(order.totalMinor).toBe(379_400)
  })

  it('leaves out what logic hides and products without quantity', () => {
    const raw = { ...visitor, input_terres: ['sur_place'], input_jours: ['0'] }
    const order = computeOrder(def.fields, raw, shownIn(raw))
    expect(order.lines.has('evacuation')).toBe(false)
    expect(order.lines.has('engin')).toBe(false)
    expect(order.totalMinor).toBe(169_400 + 18_000)
  })

  it('stores the server’s figures, whatever the browser sent, and shows the order in {all_fields}', () => {
    const forged = withServerFigures(def.fields, { ...visitor, input_volume: ['9999'], input_total: ['1'], 'input_terrassement.price': ['0,01'] }, shownIn)
    expect(forged.input_volume).toEqual(['48'])
    expect(forged.input_total).toBeUndefined()
    const step = planStep(def, forged, 1, 0)
    if (step.kind !== 'complete') throw new Error(JSON.stringify(step))
    const values = { ...step.values, ...pricedValues(def.fields, forged, (k) => step.visibility.fields.has(k)) }
    expect(values.total).toBe('3794')
    expect(values.terrassement).toEqual({ choice: '', price: '1694', quantity: '1', total: '1694' })
    const text = mergeText('{all_fields}', { answers: answersOf(def, values, step.visibility), formTitle: def.title })
    expect(text).toContain('Volume à terrasser (m³) : 48')
    expect(text).toContain('Terrassement : 1 × 1\u202f694,00\u202f€ = 1\u202f694,00\u202f€')
    expect(text).toContain('Options du chantier : Implantation par un géomètre (+\u00A0350,00\u202f€)')
    expect(text).toContain('Évacuation des terres : 1 × 1\u202f140,00\u202f€ = 1\u202f140,00\u202f€')
    expect(text).toContain('Location d’engin avec chauffeur : Mini-pelle 2,5 t — 2 × 390,00\u202f€ = 780,00\u202f€')
    expect(text).toContain('Nombre de jours de location : 2')
    expect(text).toContain('Amenée et repli du matériel : 180,00\u202f€')
    expect(text).toContain('Total estimé HT : 3\u202f794,00\u202f€')
  })

  it('refuses a choice or a quantity outside the definition', () => {
    expect(planStep(def, { ...visitor, input_engin: ['bulldozer'] }, 1, 0)).toMatchObject({ kind: 'invalid', errors: { engin: 'Cette valeur ne fait pas partie des choix proposés.' } })
    expect(planStep(def, { ...visitor, input_jours: ['-2'] }, 1, 0)).toMatchObject({ kind: 'invalid', errors: { jours: 'Veuillez saisir une quantité en nombre entier.' } })
    expect(planStep(def, { ...visitor, input_options: ['remise'] }, 1, 0)).toMatchObject({ kind: 'invalid' })
  })
})
