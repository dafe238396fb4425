import { fieldBlock, oneOf, type FieldBlock } from '../shared/block'

export const phoneBlock: FieldBlock<'phone'> = {
  block: fieldBlock({
    slug: 'phone',
    singular: 'Téléphone',
    plural: 'Téléphones',
    fields: [
      {
        name: 'format',
        label: 'Format',
        type: 'select',
        defaultValue: 'fr',
        options: [
          { label: 'France (06 12 34 56 78)', value: 'fr' },
          { label: 'International (+33 6 12 34 56 78)', value: 'international' },
        ],
      },
    ],
  }),
  options: (d) => ({ format: oneOf(d.format, ['fr', 'international'] as const, 'fr') }),
}
