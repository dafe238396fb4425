import type { CollectionConfig } from 'payload'

import { staffOnly } from '../../accounts/access'
import { ENTRIES_SLUG, FORMS_SLUG, OUTBOX_SLUG } from './slugs'

/**
 * What visitors sent. Created only by the submission pipeline (Local API); staff read, sort,
 * annotate and delete. `submissionId` is unique in the database: a retried submission can never
 * be stored twice (docs/decisions/010). Answers are a snapshot of labels and values as sent.
 */
export const FormEntries: CollectionConfig = {
  slug: ENTRIES_SLUG,
  labels: { singular: 'Entrée', plural: 'Entrées' },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'form', 'createdAt', 'read', 'starred', 'folder'],
    group: 'Formulaires',
    listSearchableFields: ['title', 'searchText'],
    pagination: { defaultLimit: 50 },
  },
  access: { read: staffOnly, create: () => false, update: staffOnly, delete: staffOnly },
  defaultSort: '-createdAt',
  hooks: {
    // A note records who wrote it and when; staff cannot forge either.
    beforeChange: [
      ({ data, req, originalDoc }) => {
        if (!data || !Array.isArray(data.notes)) return data
        const before = new Map(((originalDoc?.notes as { id?: string; author?: unknown; at?: string }[] | undefined) ?? []).map((n) => [n.id, n]))
        data.notes = data.notes.map((note: { id?: string; author?: unknown; at?: string }) => {
          const old = note.id ? before.get(note.id) : undefined
          return old ? { ...note, author: old.author, at: old.at } : { ...note, author: req.user?.id ?? null, at: new Date().toISOString() }
        })
        return data
      },
    ],
    // Queued e-mails hold the answers too: they leave with the entry (before it, while the
    // relationship still points at it).
    // Files sent with the entry leave with it (docs/decisions/012, 019), before it: when their
    // storage fails (a bucket out of reach), the deletion fails and is tried again by staff or the
    // next retention pass, so no file outlives its entry. Imported on use: the Payload CLI loads
    // this config in plain Node, where server-only modules cannot load.
    beforeDelete: [
      async ({ id, req }) => {
        await req.payload.delete({ collection: OUTBOX_SLUG, where: { entry: { equals: id } }, overrideAccess: true, req })
      },
      async ({ id, req }) => {
        const doc = await req.payload.findByID({ collection: ENTRIES_SLUG, id, depth: 0, overrideAccess: true, req, disableErrors: true })
        if (!doc) return
        const { removeEntryUploads } = await import('../upload/attach.server')
        await removeEntryUploads(doc.id as number, doc.answers)
      },
    ],
  },
  fields: [
    { name: 'title', label: 'Entrée', type: 'text', maxLength: 300, admin: { readOnly: true } },
    { name: 'form', label: 'Formulaire', type: 'relationship', relationTo: FORMS_SLUG, required: true, index: true, admin: { readOnly: true } },
    {
      name: 'folder',
      label: 'Dossier',
      type: 'select',
      defaultValue: 'inbox',
      index: true,
      options: [
        { label: 'Boîte de réception', value: 'inbox' },
        { label: 'Indésirables', value: 'spam' },
      ],
      admin: { position: 'sidebar' },
    },
    { name: 'read', label: 'Lue', type: 'checkbox', defaultValue: false, admin: { position: 'sidebar' } },
    { name: 'starred', label: 'Suivie', type: 'checkbox', defaultValue: false, admin: { position: 'sidebar' } },
    { name: 'answersView', type: 'ui', admin: { components: { Field: '/features/forms/admin/EntryAnswers.client#EntryAnswers' } } },
    { name: 'answers', type: 'json', required: true, admin: { hidden: true } },
    {
      name: 'notes',
      label: 'Notes internes',
      type: 'array',
      labels: { singular: 'Note', plural: 'Notes' },
      fields: [
        { name: 'text', label: 'Note', type: 'textarea', required: true, maxLength: 4000 },
        {
          type: 'row',
          fields: [
            { name: 'author', label: 'Auteur', type: 'relationship', relationTo: 'users', admin: { readOnly: true } },
            { name: 'at', label: 'Date', type: 'date', admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime', displayFormat: 'dd/MM/yyyy HH:mm' } } },
          ],
        },
      ],
    },
    {
      name: 'submissionId',
      label: 'Identifiant de soumission',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      maxLength: 64,
      admin: { readOnly: true, position: 'sidebar' },
    },
    {
      name: 'meta',
      label: 'Contexte',
      type: 'group',
      admin: { readOnly: true },
      fields: [
        { name: 'sourceUrl', label: 'Page', type: 'text', maxLength: 2000 },
        { name: 'referrer', label: 'Provenance', type: 'text', maxLength: 2000 },
        { name: 'userAgent', label: 'Navigateur', type: 'text', maxLength: 400 },
        { name: 'method', label: 'Méthode d’envoi', type: 'text', maxLength: 20 },
        // The id of the request that sent the entry, as in the server's log (docs/decisions/048).
        { name: 'requestId', label: 'Identifiant de la requête', type: 'text', maxLength: 128 },
      ],
    },
    {
      name: 'spam',
      label: 'Anti-robots',
      type: 'group',
      admin: { readOnly: true, position: 'sidebar' },
      fields: [
        { name: 'reasons', label: 'Raisons', type: 'text', maxLength: 300 },
        { name: 'elapsedMs', label: 'Temps de saisie (ms)', type: 'number' },
        { name: 'versionHash', label: 'Empreinte de version', type: 'text', maxLength: 20 },
      ],
    },
    // The confirmation the visitor saw: a retry of the same submission sees it again.
    { name: 'confirmation', type: 'json', admin: { hidden: true } },
    {
      name: 'notificationsState',
      label: 'Notifications',
      type: 'select',
      defaultValue: 'pending',
      index: true,
      options: [
        { label: 'À mettre en file', value: 'pending' },
        { label: 'En file d’envoi', value: 'queued' },
        { label: 'Aucune', value: 'none' },
      ],
      admin: { readOnly: true, position: 'sidebar' },
    },
    { name: 'searchText', type: 'text', maxLength: 20_000, admin: { hidden: true } },
  ],
  timestamps: true,
}
