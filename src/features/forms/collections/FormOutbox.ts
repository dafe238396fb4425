import type { Access, CollectionConfig } from 'payload'

import { adminOnly, isAdmin, isStaff } from '../../accounts/access'
import { ENTRIES_SLUG, OUTBOX_SLUG } from './slugs'

/**
 * Staff read and edit the forms' messages; the accounts' (a password reset holds a link that signs
 * its reader in) are the admins' alone (docs/decisions/035).
 */
const staffButAccounts: Access = ({ req }) => (isAdmin(req.user) ? true : isStaff(req.user) ? { kind: { not_equals: 'account' } } : false)

/**
 * E-mails waiting to be sent (docs/decisions/010): written after the entry is committed, sent by
 * the outbox worker, retried with backoff. Staff see what left and what failed, and may put a
 * failed message back in the queue.
 */
export const FormOutbox: CollectionConfig = {
  slug: OUTBOX_SLUG,
  labels: { singular: 'E-mail', plural: 'Envois d’e-mails' },
  admin: {
    useAsTitle: 'subject',
    defaultColumns: ['subject', 'to', 'status', 'attempts', 'createdAt'],
    group: 'Formulaires',
  },
  access: { read: staffButAccounts, create: () => false, update: staffButAccounts, delete: adminOnly },
  defaultSort: '-createdAt',
  fields: [
    {
      name: 'status',
      label: 'État',
      type: 'select',
      required: true,
      defaultValue: 'pending',
      index: true,
      options: [
        { label: 'En attente', value: 'pending' },
        { label: 'Envoyé', value: 'sent' },
        { label: 'Échec définitif', value: 'failed' },
        // An acknowledgement over its limits (docs/decisions/035): kept for staff, never sent.
        { label: 'Retenu (limite)', value: 'held' },
      ],
      admin: { position: 'sidebar', description: 'Remettez « En attente » pour relancer un envoi en échec.' },
    },
    { name: 'attempts', label: 'Tentatives', type: 'number', defaultValue: 0, admin: { position: 'sidebar', readOnly: true } },
    { name: 'nextAttemptAt', label: 'Prochaine tentative', type: 'date', index: true, admin: { position: 'sidebar' } },
    { name: 'lockedUntil', type: 'date', admin: { hidden: true } },
    { name: 'sentAt', label: 'Envoyé le', type: 'date', admin: { position: 'sidebar', readOnly: true } },
    { name: 'transport', label: 'Transport', type: 'text', maxLength: 20, admin: { position: 'sidebar', readOnly: true } },
    // The id of the request that queued the message (its entry's, or the resume link's request):
    // the server's log line, and the message's X-Request-Id header (docs/decisions/048).
    { name: 'requestId', label: 'Identifiant de la requête', type: 'text', maxLength: 128, admin: { position: 'sidebar', readOnly: true } },
    { name: 'lastError', label: 'Dernière erreur', type: 'text', maxLength: 1000, admin: { readOnly: true } },
    { name: 'entry', label: 'Entrée', type: 'relationship', relationTo: ENTRIES_SLUG, index: true, admin: { readOnly: true } },
    { name: 'dedupeKey', type: 'text', required: true, unique: true, maxLength: 120, admin: { hidden: true } },
    {
      name: 'kind',
      label: 'Destinataire',
      type: 'select',
      index: true,
      options: [
        { label: 'Équipe', value: 'staff' },
        { label: 'Visiteur', value: 'visitor' },
        { label: 'Compte (mot de passe…)', value: 'account' },
      ],
      admin: { readOnly: true },
    },
    { name: 'to', label: 'À', type: 'text', required: true, maxLength: 1000, admin: { readOnly: true } },
    { name: 'replyTo', label: 'Répondre à', type: 'text', maxLength: 300, admin: { readOnly: true } },
    { name: 'subject', label: 'Objet', type: 'text', required: true, maxLength: 300, admin: { readOnly: true } },
    { name: 'text', label: 'Message', type: 'textarea', admin: { readOnly: true } },
    { name: 'html', type: 'textarea', admin: { hidden: true } },
    // A keyed digest of the address that sent the entry, never the address: counts a sender's
    // acknowledgements (docs/decisions/035).
    { name: 'senderKey', type: 'text', maxLength: 64, index: true, admin: { hidden: true } },
  ],
  timestamps: true,
}
