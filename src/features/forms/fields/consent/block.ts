import { messages } from '../../messages'
import { fieldBlock, text, type FieldBlock } from '../shared/block'

export const consentBlock: FieldBlock<'consent'> = {
  block: fieldBlock({
    slug: 'consent',
    singular: 'Consentement (RGPD)',
    plural: 'Consentements',
    fields: [
      {
        name: 'text',
        label: 'Texte de la case à cocher',
        type: 'textarea',
        maxLength: 600,
        defaultValue: messages.consentDefault,
        admin: { description: 'Le texte accepté est enregistré avec chaque entrée.' },
      },
    ],
    // Consent is always required: the field cannot be made optional.
    common: { placeholder: false, defaultValue: false, required: false },
  }),
  options: (d) => ({ text: text(d.text) ?? messages.consentDefault }),
}
