import { DEFAULT_CURRENCY } from '../../pricing/currency'
import { OPTION_DISPLAYS } from '../../types'
import { fieldBlock, oneOf, type FieldBlock } from '../shared/block'
import { priceChoicesField, productRefField, readPriceChoices } from '../shared/price-block'

export const optionBlock: FieldBlock<'option'> = {
  block: fieldBlock({
    slug: 'option',
    singular: 'Option de produit',
    plural: 'Options de produit',
    common: { defaultValue: false, placeholder: false },
    fields: [
      {
        type: 'row',
        fields: [
          productRefField,
          {
            name: 'display',
            label: 'Affichage',
            type: 'select',
            defaultValue: 'checkboxes',
            options: [
              { label: 'Cases à cocher', value: 'checkboxes' },
              { label: 'Boutons radio', value: 'radio' },
              { label: 'Liste déroulante', value: 'select' },
            ],
          },
        ],
      },
      priceChoicesField({ required: true }),
    ],
  }),
  options: (d) => ({
    product: typeof d.product === 'string' ? d.product.trim() : '',
    display: oneOf(d.display, OPTION_DISPLAYS, 'checkboxes'),
    choices: readPriceChoices(d.choices),
    currency: DEFAULT_CURRENCY,
  }),
}
