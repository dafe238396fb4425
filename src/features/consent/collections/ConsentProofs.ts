import type { CollectionConfig } from 'payload'

import { adminOnly } from '../../accounts/access'
import { CONSENT_PROOF_RETENTION_DAYS, CONSENT_SOURCES, type ConsentSource } from '../constants'
import { PURPOSE_KEYS } from '../keys'
import { PURPOSES } from '../purposes'

export const CONSENT_PROOFS_SLUG = 'consent-proofs'

const SOURCE_LABELS: Record<ConsentSource, string> = {
  banner: 'Bandeau (Tout accepter / Tout refuser)',
  customise: 'Bandeau, « Personnaliser »',
  placeholder: '« Accepter et afficher » sur un contenu bloqué',
  page: 'Page « Gestion des cookies »',
}

const nobody = () => false
const purposeOptions = PURPOSE_KEYS.map((value) => ({ value, label: PURPOSES[value].label }))

/**
 * The proof of each consent choice (CNIL rules; docs/decisions/045): a random id (the visitor's
 * cookie holds the same), the version of the text, the purposes accepted and refused, when, and
 * from where. Nothing else about the visitor: no address, no account. Written by the server only
 * (POST /consentement/preuve), read by administrators, changed by nobody; removed after
 * CONSENT_PROOF_RETENTION_DAYS.
 */
export const ConsentProofs: CollectionConfig = {
  slug: CONSENT_PROOFS_SLUG,
  labels: { singular: 'Preuve de consentement', plural: 'Preuves de consentement' },
  admin: {
    group: 'Administration',
    useAsTitle: 'consentId',
    defaultColumns: ['decidedAt', 'consentId', 'accepted', 'source'],
    description: `Chaque choix d’un visiteur sur les contenus de tiers, gardé ${CONSENT_PROOF_RETENTION_DAYS} jours : un identifiant tiré au hasard, la version du texte, les finalités acceptées et refusées. Aucune donnée personnelle.`,
  },
  lockDocuments: false,
  access: { read: adminOnly, create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: 'consentId', label: 'Identifiant du choix', type: 'text', required: true, index: true, maxLength: 40, admin: { readOnly: true } },
    { name: 'textVersion', label: 'Version du texte', type: 'number', required: true, admin: { readOnly: true } },
    { name: 'accepted', label: 'Finalités acceptées', type: 'select', hasMany: true, options: purposeOptions, admin: { readOnly: true } },
    { name: 'refused', label: 'Finalités refusées', type: 'select', hasMany: true, options: purposeOptions, admin: { readOnly: true } },
    { name: 'source', label: 'Choix fait depuis', type: 'select', required: true, options: CONSENT_SOURCES.map((value) => ({ value, label: SOURCE_LABELS[value] })), admin: { readOnly: true } },
    { name: 'decidedAt', label: 'Date du choix', type: 'date', required: true, index: true, admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
  ],
  timestamps: false,
}
