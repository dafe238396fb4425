import type { ArrayField, Field } from 'payload'

import { FIELD_KEY_PATTERN } from '../../constants'
import type { PriceChoice } from '../../types'
import { readChoices } from './choices'

/** Back-office pieces of the price fields: priced choices, a price, the product a field belongs to. */

export const priceField = (name = 'price', label = 'Prix'): Field => ({ name, label, type: 'number', min: 0, max: 10_000_000, defaultValue: 0 })

type Sibling = Record<string, unknown> | undefined
/** Shown only for the kinds that have choices (the select and radio kinds), or always. */
export const forChoiceKinds = (_: unknown, sibling: Sibling) => sibling?.kind === 'select' || sibling?.kind === 'radio'

export const priceChoicesField = ({ shownWhen, required = false }: { shownWhen?: typeof forChoiceKinds; required?: boolean } = {}): ArrayField => ({
  name: 'choices',
  label: 'Choix',
  type: 'array',
  maxRows: 100,
  labels: { singular: 'Choix', plural: 'Choix' },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'label', label: 'Libellé', type: 'text', required: true, maxLength: 200 },
        { name: 'value', label: 'Valeur (laissée vide : le libellé)', type: 'text', maxLength: 200 },
        priceField(),
        { name: 'selected', label: 'Choisi par défaut', type: 'checkbox', defaultValue: false },
      ],
    },
  ],
  ...(required ? { minRows: 1, required: true } : {}),
  ...(shownWhen ? { admin: { condition: shownWhen } } : {}),
})

export const productRefField: Field = {
  name: 'product',
  label: 'Produit (identifiant du champ produit)',
  type: 'text',
  required: true,
  maxLength: 40,
  validate: (v: string | null | undefined) => (typeof v === 'string' && FIELD_KEY_PATTERN.test(v)) || 'Indiquez l’identifiant d’un champ produit de ce formulaire.',
}

const amount = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) && v >= 0 ? v : 0)
export const readPrice = amount

/** Stored priced choices: the shared choice rules, each with its price (0 when missing or invalid). */
export function readPriceChoices(value: unknown): PriceChoice[] {
  const choices = readChoices(value)
  const rows = Array.isArray(value) ? (value as Record<string, unknown>[]) : []
  return choices.map((c) => {
    const row = rows.find((r) => r && typeof r === 'object' && (r.value === c.value || (!r.value && typeof r.label === 'string' && r.label.trim() === c.value)))
    return { ...c, price: amount(row?.price) }
  })
}
