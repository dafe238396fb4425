import type { CollectionConfig } from 'payload'

import { FORMS_SLUG, STATES_SLUG } from './slugs'

/**
 * A postback's state between two page views without JavaScript (docs/decisions/009): the
 * visitor's input, the errors and the page to show, found by a random token (stored hashed) and
 * kept a couple of hours. Passwords and card numbers are never kept. Not visible in the admin.
 */
export const FormStates: CollectionConfig = {
  slug: STATES_SLUG,
  labels: { singular: 'Saisie en cours', plural: 'Saisies en cours' },
  admin: { hidden: true },
  access: { read: () => false, create: () => false, update: () => false, delete: () => false },
  fields: [
    { name: 'tokenHash', type: 'text', required: true, unique: true, index: true, maxLength: 64 },
    { name: 'form', type: 'relationship', relationTo: FORMS_SLUG, required: true },
    { name: 'raw', type: 'json', required: true },
    { name: 'errors', type: 'json' },
    { name: 'formError', type: 'text', maxLength: 500 },
    { name: 'page', type: 'number', required: true, defaultValue: 1 },
    { name: 'context', type: 'json' },
    { name: 'expiresAt', type: 'date', required: true, index: true },
  ],
  timestamps: true,
}
