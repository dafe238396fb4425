import { DEFAULT_CURRENCY } from '../../pricing/currency'
import { SHIPPING_KINDS } from '../../types'
import { fieldBlock, oneOf, type FieldBlock } from '../shared/block'
import { forChoiceKinds, priceChoicesField, priceField, readPrice, readPriceChoices } from '../shared/price-block'

export const shippingBlock: FieldBlock<'shipping'> = {
  block: fieldBlock({
    slug: 'shipping',
    singular: 'Frais (livraison, déplacement)',
    plural: 'Frais (livraison, déplacement)',
    common: { defaultValue: false, placeholder: false },
    fields: [
      {
        type: 'row',
        fields: [
          {
            name: 'kind',
            label: 'Type',
            type: 'select',
            defaultValue: 'single',
            options: [
              { label: 'Montant fixe', value: 'single' },
              { label: 'Liste déroulante', value: 'select' },
              { label: 'Boutons radio', value: 'radio' },
            ],
          },
          priceField(),
        ],
      },
      priceChoicesField({ shownWhen: forChoiceKinds }),
    ],
  }),
  options: (d) => ({
    kind: oneOf(d.kind, SHIPPING_KINDS, 'single'),
    price: readPrice(d.price),
    choices: readPriceChoices(d.choices),
    currency: DEFAULT_CURRENCY,
  }),
}
