import { fieldBlock, type FieldBlock } from '../shared/block'

export const nameBlock: FieldBlock<'name'> = {
  block: fieldBlock({ slug: 'name', singular: 'Nom (prénom et nom)', plural: 'Noms', common: { placeholder: false, defaultValue: false } }),
  options: () => ({}),
}
