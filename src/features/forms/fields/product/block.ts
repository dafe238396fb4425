import { DEFAULT_CURRENCY } from '../../pricing/currency'
import { PRODUCT_KINDS } from '../../types'
import { bool, fieldBlock, oneOf, text, type FieldBlock } from '../shared/block'
import { formulaValidate } from '../shared/formula-block'
import { forChoiceKinds, priceChoicesField, priceField, readPrice, readPriceChoices } from '../shared/price-block'

export const productBlock: FieldBlock<'product'> = {
  block: fieldBlock({
    slug: 'product',
    singular: 'Produit',
    plural: 'Produits',
    common: { defaultValue: false },
    fields: [
      {
        type: 'row',
        fields: [
          {
            name: 'kind',
            label: 'Type de produit',
            type: 'select',
            defaultValue: 'single',
            options: [
              { label: 'Produit unique (prix fixe)', value: 'single' },
              { label: 'Liste déroulante de produits', value: 'select' },
              { label: 'Boutons radio', value: 'radio' },
              { label: 'Prix saisi par le visiteur', value: 'user_defined' },
              { label: 'Produit masqué', value: 'hidden' },
              { label: 'Prix calculé (formule)', value: 'calculation' },
            ],
          },
          priceField(),
          { name: 'showQuantity', label: 'Champ quantité intégré', type: 'checkbox', defaultValue: true },
        ],
      },
      priceChoicesField({ shownWhen: forChoiceKinds }),
      {
        name: 'formula',
        label: 'Formule du prix',
        type: 'textarea',
        maxLength: 1000,
        validate: formulaValidate,
        admin: {
          condition: (_: unknown, s: Record<string, unknown>) => s?.kind === 'calculation',
          description: 'Ex. {volume} * 28 — balises de champ, chiffres, + - * / et parenthèses.',
        },
      },
    ],
  }),
  options: (d) => {
    const kind = oneOf(d.kind, PRODUCT_KINDS, 'single')
    return {
      kind,
      price: readPrice(d.price),
      choices: readPriceChoices(d.choices),
      formula: text(d.formula) ?? '',
      showQuantity: kind === 'hidden' ? false : bool(d.showQuantity, true),
      currency: DEFAULT_CURRENCY,
    }
  },
}
