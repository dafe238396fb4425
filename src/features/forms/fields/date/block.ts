import type { Field } from 'payload'

import { parseDate } from '../../parsers/text'
import { fieldBlock, oneOf, type FieldBlock } from '../shared/block'

const boundField = (name: string, label: string): Field => ({
  name,
  label,
  type: 'text',
  maxLength: 10,
  admin: { description: 'jj/mm/aaaa ; laissé vide : pas de limite.' },
  validate: (v: string | null | undefined) => !v || parseDate(v) !== null || 'Date invalide : jj/mm/aaaa.',
})

const isoOrNull = (v: unknown): string | null => (typeof v === 'string' ? parseDate(v) : null)

export const dateBlock: FieldBlock<'date'> = {
  block: fieldBlock({
    slug: 'date',
    singular: 'Date',
    plural: 'Dates',
    fields: [
      {
        name: 'input',
        label: 'Saisie',
        type: 'select',
        defaultValue: 'picker',
        options: [
          { label: 'Champ jj/mm/aaaa avec calendrier', value: 'picker' },
          { label: 'Champ texte jj/mm/aaaa seul', value: 'text' },
        ],
      },
      { type: 'row', fields: [boundField('minDate', 'Date au plus tôt'), boundField('maxDate', 'Date au plus tard')] },
    ],
  }),
  options: (d) => ({ input: oneOf(d.input, ['picker', 'text'] as const, 'picker'), minDate: isoOrNull(d.minDate), maxDate: isoOrNull(d.maxDate) }),
}
