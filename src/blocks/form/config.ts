import type { Block } from 'payload'

import { FORMS_SLUG } from '../../features/forms/payload'
import { blockSettings } from '../settings'

/** Places a form of the back office on a page (the forms engine renders it). */
export const FormBlockConfig: Block = {
  slug: 'form',
  interfaceName: 'FormBlock',
  labels: { singular: 'Formulaire', plural: 'Formulaires' },
  fields: [
    { name: 'form', label: 'Formulaire', type: 'relationship', relationTo: FORMS_SLUG, required: true },
    blockSettings,
  ],
}
