import { fieldBlock, type FieldBlock } from '../shared/block'

export const timeBlock: FieldBlock<'time'> = {
  block: fieldBlock({ slug: 'time', singular: 'Heure', plural: 'Heures' }),
  options: () => ({}),
}
