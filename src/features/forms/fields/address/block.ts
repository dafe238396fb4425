import { bool, fieldBlock, type FieldBlock } from '../shared/block'

export const addressBlock: FieldBlock<'address'> = {
  block: fieldBlock({
    slug: 'address',
    singular: 'Adresse',
    plural: 'Adresses',
    fields: [{ name: 'showLine2', label: 'Afficher « Complément d’adresse »', type: 'checkbox', defaultValue: true }],
    common: { placeholder: false },
  }),
  options: (d) => ({ showLine2: bool(d.showLine2, true) }),
}
