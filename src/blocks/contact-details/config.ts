import type { Block } from 'payload'

import { blockSettings } from '../settings'

/** Shows the contact details kept once in the site settings, so they never drift apart. */
export const ContactDetailsBlockConfig: Block = {
  slug: 'contactDetails',
  interfaceName: 'ContactDetailsBlock',
  labels: { singular: 'Coordonnées', plural: 'Coordonnées' },
  fields: [
    { name: 'heading', label: 'Titre', type: 'text', required: true, maxLength: 140 },
    { name: 'intro', label: 'Introduction', type: 'textarea', maxLength: 600 },
    blockSettings,
  ],
}
