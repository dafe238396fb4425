import { NUMBER_FORMATS } from '../../constants'
import { fieldBlock, num, oneOf, type FieldBlock } from '../shared/block'

export const numberBlock: FieldBlock<'number'> = {
  block: fieldBlock({
    slug: 'number',
    singular: 'Nombre',
    plural: 'Nombres',
    fields: [
      {
        type: 'row',
        fields: [
          { name: 'min', label: 'Minimum', type: 'number' },
          { name: 'max', label: 'Maximum', type: 'number' },
          {
            name: 'format',
            label: 'Format',
            type: 'select',
            defaultValue: 'decimal_comma',
            options: [
              { label: '1 234,56 (virgule décimale)', value: 'decimal_comma' },
              { label: '1,234.56 (point décimal)', value: 'decimal_dot' },
            ],
          },
        ],
      },
    ],
  }),
  options: (d) => {
    let [min, max] = [num(d.min), num(d.max)]
    if (min !== null && max !== null && min > max) [min, max] = [max, min]
    return { min, max, format: oneOf(d.format, NUMBER_FORMATS, 'decimal_comma') }
  },
}
