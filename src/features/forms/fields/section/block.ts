import { fieldBlock, type FieldBlock } from '../shared/block'

export const sectionBlock: FieldBlock<'section'> = {
  block: fieldBlock({
    slug: 'section',
    singular: 'Section (titre)',
    plural: 'Sections',
    labelHelp: 'Titre affiché au-dessus des champs qui suivent.',
    common: { placeholder: false, required: false, defaultValue: false },
  }),
  options: () => ({}),
}
