import { fieldBlock, type FieldBlock } from '../shared/block'

export const htmlBlock: FieldBlock<'html'> = {
  block: fieldBlock({
    slug: 'html',
    singular: 'Contenu (texte riche)',
    plural: 'Contenus',
    labelHelp: 'Nom interne, non affiché.',
    fields: [{ name: 'content', label: 'Contenu', type: 'richText' }],
    common: { placeholder: false, required: false, defaultValue: false, description: false },
  }),
  options: (d) => ({ content: d.content && typeof d.content === 'object' ? d.content : null }),
}
