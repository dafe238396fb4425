import { fieldBlock, type FieldBlock } from '../shared/block'

export const hiddenBlock: FieldBlock<'hidden'> = {
  block: fieldBlock({ slug: 'hidden', singular: 'Champ caché', plural: 'Champs cachés', common: { placeholder: false, required: false, description: false } }),
  options: () => ({}),
}
