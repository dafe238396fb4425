import type { CollectionConfig } from 'payload'

import { staffOnly } from '../../accounts/access'
import { DRAFTS_SLUG, FORMS_SLUG } from './slugs'

/**
 * "Saisies incomplètes": forms a visitor saved to finish later (docs/decisions/015). Written only
 * by the submission pipeline; staff see which form, when, on which step and until when, and may
 * delete one. The resume token itself is never stored, only its SHA-256, which staff never see.
 */
export const FormDrafts: CollectionConfig = {
  slug: DRAFTS_SLUG,
  labels: { singular: 'Saisie incomplète', plural: 'Saisies incomplètes' },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'form', 'updatedAt', 'page', 'expiresAt'],
    group: 'Formulaires',
    description: 'Formulaires enregistrés par des visiteurs pour être terminés plus tard. Ils disparaissent quand le formulaire est envoyé ou quand le lien expire.',
  },
  access: { read: staffOnly, create: () => false, update: () => false, delete: staffOnly },
  defaultSort: '-updatedAt',
  fields: [
    { name: 'title', label: 'Saisie', type: 'text', maxLength: 300, admin: { readOnly: true } },
    { name: 'form', label: 'Formulaire', type: 'relationship', relationTo: FORMS_SLUG, required: true, index: true, admin: { readOnly: true } },
    { name: 'page', label: 'Étape en cours', type: 'number', required: true, defaultValue: 1, admin: { readOnly: true } },
    { name: 'expiresAt', label: 'Lien valable jusqu’au', type: 'date', required: true, index: true, admin: { readOnly: true, date: { displayFormat: 'dd/MM/yyyy HH:mm' } } },
    { name: 'sourceUrl', label: 'Page du formulaire', type: 'text', maxLength: 2000, admin: { readOnly: true } },
    { name: 'linksSent', label: 'Liens envoyés par e-mail', type: 'number', defaultValue: 0, admin: { readOnly: true } },
    // The visitor's input and how the form was shown; kept for the resume link only.
    { name: 'raw', type: 'json', required: true, admin: { hidden: true } },
    { name: 'context', type: 'json', admin: { hidden: true } },
    { name: 'tokenHash', type: 'text', required: true, unique: true, index: true, maxLength: 64, access: { read: () => false }, admin: { hidden: true } },
  ],
  timestamps: true,
}
