import type { Block } from 'payload'

import { logicField } from '../fields/shared/logic-field'

/** Starts a new page of a multi-page form: its name (shown in the progress indicator), buttons and logic. */
export const PAGE_BREAK_SLUG = 'pageBreak'

export const pageBreakBlock: Block = {
  slug: PAGE_BREAK_SLUG,
  interfaceName: 'FormPageBreak',
  labels: { singular: 'Saut de page', plural: 'Sauts de page' },
  fields: [
    { name: 'label', label: 'Nom de la page qui commence ici', type: 'text', required: true, maxLength: 80 },
    {
      type: 'row',
      fields: [
        { name: 'nextLabel', label: 'Bouton « Suivant » de la page précédente', type: 'text', maxLength: 60 },
        { name: 'previousLabel', label: 'Bouton « Précédent » de cette page', type: 'text', maxLength: 60 },
      ],
    },
    logicField('page'),
    logicField('next', 'nextLogic', 'Logique du bouton « Suivant » de la page précédente'),
  ],
}
