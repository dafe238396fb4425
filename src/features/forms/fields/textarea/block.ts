import { TEXTAREA_MAX_LENGTH } from '../../constants'
import { fieldBlock, int, type FieldBlock } from '../shared/block'

export const textareaBlock: FieldBlock<'textarea'> = {
  block: fieldBlock({
    slug: 'textarea',
    singular: 'Paragraphe',
    plural: 'Paragraphes',
    fields: [
      {
        type: 'row',
        fields: [
          { name: 'maxLength', label: 'Longueur maximale', type: 'number', min: 1, max: 20_000, defaultValue: TEXTAREA_MAX_LENGTH },
          { name: 'rows', label: 'Hauteur (lignes)', type: 'number', min: 2, max: 30, defaultValue: 6 },
        ],
      },
    ],
  }),
  options: (d) => ({ maxLength: int(d.maxLength, 1, 20_000, TEXTAREA_MAX_LENGTH), rows: int(d.rows, 2, 30, 6) }),
}
