import { choicesField, fieldBlock, type FieldBlock } from '../shared/block'
import { readChoices } from '../shared/choices'

export const multiselectBlock: FieldBlock<'multiselect'> = {
  block: fieldBlock({
    slug: 'multiselect',
    singular: 'Liste à choix multiples',
    plural: 'Listes à choix multiples',
    fields: [choicesField],
    common: { defaultValue: false, placeholder: false },
  }),
  options: (d) => ({ choices: readChoices(d.choices) }),
}
