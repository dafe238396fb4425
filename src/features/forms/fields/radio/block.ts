import { bool, fieldBlock, type FieldBlock } from '../shared/block'
import { readChoices } from '../shared/choices'
import { imageChoicesFields } from '../shared/image-choices'

export const radioBlock: FieldBlock<'radio'> = {
  block: fieldBlock({
    slug: 'radio',
    singular: 'Boutons radio',
    plural: 'Boutons radio',
    fields: [...imageChoicesFields, { name: 'allowOther', label: 'Ajouter un choix « Autre » à préciser', type: 'checkbox', defaultValue: false }],
    common: { defaultValue: false, placeholder: false },
  }),
  options: (d) => ({ choices: readChoices(d.choices), allowOther: bool(d.allowOther), imageChoices: bool(d.imageChoices) }),
}
