import { describe, expect, it } from 'vitest'

import { normaliseForm } from '../../definition'
import { messages } from '../../messages'
import { computeOrder } from '../../pricing/order'
import type { RawValues } from '../../types'
import { check } from '../shared/check'
import { productField } from './schema'

const form = (currency: string, fields: Record<string, unknown>[]) => normaliseForm({ id: 1, currency, fields })
const order = (def: ReturnType<typeof form>, raw: RawValues) => computeOrder(def.fields, raw, () => true)

describe('product', () => {
  it('a user-defined price is read in the form’s currency, symbols stripped', () => {
    const usd = form('USD', [{ blockType: 'product', label: 'Don', name: 'don', kind: 'user_defined', required: true }])
    const [don] = usd.fields
    if (don.type !== 'product') throw new Error('product expected')
    expect(check(don, { input_don: ['$1,234.56'], 'input_don.quantity': ['1'] })).toEqual({ value: { choice: '$1,234.56', quantity: '1' } })
    expect(order(usd, { input_don: ['$1,234.56'], 'input_don.quantity': ['2'] }).totalMinor).toBe(246_912)
    expect(check(don, { input_don: ['douze'], 'input_don.quantity': ['1'] })).toEqual({ error: messages.invalidPrice })
    expect(check(don, { input_don: ['-5'], 'input_don.quantity': ['1'] })).toEqual({ error: messages.invalidPrice })
    expect(check(don, { input_don: [''], 'input_don.quantity': ['1'] })).toEqual({ error: messages.required })
    const eur = form('EUR', [{ blockType: 'product', label: 'Don', name: 'don', kind: 'user_defined' }])
    expect(order(eur, { input_don: ['1 234,50 €'], 'input_don.quantity': ['1'] }).totalMinor).toBe(123_450)
  })

  it('a quantity is a whole number; a required product needs one', () => {
    const def = form('EUR', [{ blockType: 'product', label: 'Pelle', name: 'pelle', price: 620, required: true }])
    const [pelle] = def.fields
    if (pelle.type !== 'product') throw new Error('product expected')
    expect(check(pelle, { 'input_pelle.quantity': ['1,5'] })).toEqual({ error: messages.invalidQuantity })
    expect(check(pelle, { 'input_pelle.quantity': ['0'] })).toEqual({ error: messages.quantityRequired })
    expect(check(pelle, { 'input_pelle.quantity': ['3'] })).toEqual({ value: { choice: '', quantity: '3' } })
    expect(order(def, { 'input_pelle.quantity': ['3'] }).totalMinor).toBe(186_000)
  })

  it('a drop-down product prices the chosen line; the text shows the order line', () => {
    const def = form('EUR', [
      { blockType: 'product', label: 'Engin', name: 'engin', kind: 'select', choices: [{ label: 'Pelle 8 t', value: 'p8', price: 620 }] },
      { blockType: 'option', label: 'Godet', name: 'godet', product: 'engin', display: 'radio', choices: [{ label: 'Godet curage', value: 'curage', price: 45.5 }] },
    ])
    const line = order(def, { input_engin: ['p8'], 'input_engin.quantity': ['2'], input_godet: ['curage'] }).lines.get('engin')
    expect(line).toMatchObject({ choice: 'Pelle 8 t', unitMinor: 66_550, quantity: 2, lineMinor: 133_100 })
    const [engin] = def.fields
    if (engin.type !== 'product') throw new Error('product expected')
    expect(productField.text(engin, { choice: 'Pelle 8 t', price: '665.5', quantity: '2', total: '1331' })).toBe('Pelle 8 t — 2 × 665,50\u202f€ = 1\u202f331,00\u202f€')
  })
})
