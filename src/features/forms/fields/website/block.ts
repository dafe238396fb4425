import { fieldBlock, type FieldBlock } from '../shared/block'

export const websiteBlock: FieldBlock<'website'> = {
  block: fieldBlock({ slug: 'website', singular: 'Site web', plural: 'Sites web' }),
  options: () => ({}),
}
