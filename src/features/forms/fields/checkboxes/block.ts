import { bool, fieldBlock, type FieldBlock } from '../shared/block'
import { readChoices } from '../shared/choices'
import { imageChoicesFields } from '../shared/image-choices'

export const checkboxesBlock: FieldBlock<'checkboxes'> = {
  block: fieldBlock({
    slug: 'checkboxes',
    singular: 'Cases à cocher',
    plural: 'Cases à cocher',
    fields: [...imageChoicesFields, { name: 'selectAll', label: 'Ajouter « Tout sélectionner »', type: 'checkbox', defaultValue: false }],
    common: { defaultValue: false, placeholder: false },
  }),
  options: (d) => ({ choices: readChoices(d.choices), selectAll: bool(d.selectAll), imageChoices: bool(d.imageChoices) }),
}
