import { bool, fieldBlock, type FieldBlock } from '../shared/block'

export const emailBlock: FieldBlock<'email'> = {
  block: fieldBlock({
    slug: 'email',
    singular: 'E-mail',
    plural: 'E-mails',
    fields: [{ name: 'confirm', label: 'Demander de confirmer l’adresse (saisie en double)', type: 'checkbox', defaultValue: false }],
  }),
  options: (d) => ({ confirm: bool(d.confirm) }),
}
