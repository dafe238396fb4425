import { choicesField, fieldBlock, type FieldBlock } from '../shared/block'
import { readChoices } from '../shared/choices'

export const selectBlock: FieldBlock<'select'> = {
  block: fieldBlock({ slug: 'select', singular: 'Liste déroulante', plural: 'Listes déroulantes', fields: [choicesField], common: { defaultValue: false } }),
  options: (d) => ({ choices: readChoices(d.choices) }),
}
