import { CARD_SPECS, CARD_TYPES, type CardType } from '../../parsers/card'
import { fieldBlock, type FieldBlock } from '../shared/block'

export const cardBlock: FieldBlock<'card'> = {
  block: fieldBlock({
    slug: 'card',
    singular: 'Numéro de carte',
    plural: 'Numéros de carte',
    fields: [
      {
        name: 'accepted',
        label: 'Cartes acceptées (aucune : toutes)',
        type: 'select',
        hasMany: true,
        options: CARD_TYPES.map((value) => ({ label: CARD_SPECS[value].label, value })),
        admin: { description: 'Aucun paiement n’est effectué : seuls le type et les 4 derniers chiffres sont enregistrés.' },
      },
    ],
    common: { defaultValue: false },
  }),
  options: (d) => ({
    accepted: Array.isArray(d.accepted) ? d.accepted.filter((t): t is CardType => (CARD_TYPES as readonly string[]).includes(t as string)) : [],
  }),
}
