import { NUMBER_FORMATS } from '../../constants'
import { fieldBlock, int, oneOf, text, type FieldBlock } from '../shared/block'
import { formulaValidate } from '../shared/formula-block'

export const calculationBlock: FieldBlock<'calculation'> = {
  block: fieldBlock({
    slug: 'calculation',
    singular: 'Nombre calculé',
    plural: 'Nombres calculés',
    common: { defaultValue: false, placeholder: false, required: false },
    fields: [
      {
        name: 'formula',
        label: 'Formule',
        type: 'textarea',
        required: true,
        maxLength: 1000,
        validate: formulaValidate,
        admin: { description: 'Ex. {surface} * {profondeur} — balises de champ, chiffres, + - * / et parenthèses.' },
      },
      {
        type: 'row',
        fields: [
          {
            name: 'rounding',
            label: 'Arrondi',
            type: 'select',
            defaultValue: '2',
            options: [
              { label: 'Pas d’arrondi', value: 'none' },
              { label: 'Entier', value: '0' },
              { label: '1 décimale', value: '1' },
              { label: '2 décimales', value: '2' },
              { label: '3 décimales', value: '3' },
              { label: '4 décimales', value: '4' },
            ],
          },
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
  options: (d) => ({
    formula: text(d.formula) ?? '',
    rounding: d.rounding === 'none' ? null : int(Number(d.rounding ?? 2), 0, 4, 2),
    format: oneOf(d.format, NUMBER_FORMATS, 'decimal_comma'),
  }),
}
