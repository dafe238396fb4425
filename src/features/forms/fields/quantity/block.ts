import { fieldBlock, int, type FieldBlock } from '../shared/block'
import { productRefField } from '../shared/price-block'

export const quantityBlock: FieldBlock<'quantity'> = {
  block: fieldBlock({
    slug: 'quantity',
    singular: 'Quantité',
    plural: 'Quantités',
    fields: [
      {
        type: 'row',
        fields: [
          productRefField,
          { name: 'min', label: 'Minimum', type: 'number', min: 0, defaultValue: 0 },
          { name: 'max', label: 'Maximum', type: 'number', min: 0 },
        ],
      },
    ],
  }),
  options: (d) => {
    const min = int(d.min, 0, 999_999, 0)
    const max = typeof d.max === 'number' ? int(d.max, min, 999_999, 999_999) : null
    return { product: typeof d.product === 'string' ? d.product.trim() : '', min, max }
  },
}
