import { STRENGTH_ORDER } from '../../parsers/password'
import { bool, fieldBlock, oneOf, type FieldBlock } from '../shared/block'

export const passwordBlock: FieldBlock<'password'> = {
  block: fieldBlock({
    slug: 'password',
    singular: 'Mot de passe',
    plural: 'Mots de passe',
    fields: [
      {
        type: 'row',
        fields: [
          { name: 'confirm', label: 'Demander une confirmation', type: 'checkbox', defaultValue: true },
          {
            name: 'minStrength',
            label: 'Robustesse minimale',
            type: 'select',
            defaultValue: 'good',
            options: [
              { label: 'Aucune', value: 'none' },
              { label: 'Très faible', value: 'short' },
              { label: 'Faible', value: 'bad' },
              { label: 'Moyen', value: 'good' },
              { label: 'Fort', value: 'strong' },
            ],
          },
        ],
      },
    ],
    common: { defaultValue: false },
  }),
  options: (d) => ({ confirm: bool(d.confirm, true), minStrength: oneOf(d.minStrength, ['none', ...STRENGTH_ORDER] as const, 'good') }),
}
