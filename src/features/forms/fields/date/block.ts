import { fieldBlock, oneOf, type FieldBlock } from '../shared/block'

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
          { label: 'Calendrier du navigateur', value: 'picker' },
          { label: 'Champ texte jj/mm/aaaa', value: 'text' },
        ],
      },
    ],
  }),
  options: (d) => ({ input: oneOf(d.input, ['picker', 'text'] as const, 'picker') }),
}
