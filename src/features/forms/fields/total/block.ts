import { DEFAULT_CURRENCY } from '../../pricing/currency'
import { fieldBlock, type FieldBlock } from '../shared/block'

export const totalBlock: FieldBlock<'total'> = {
  block: fieldBlock({
    slug: 'total',
    singular: 'Total',
    plural: 'Totaux',
    common: { defaultValue: false, placeholder: false, required: false },
  }),
  options: () => ({ currency: DEFAULT_CURRENCY }),
}
