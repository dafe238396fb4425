import type { CollectionConfig } from 'payload'

import { staffOnly, staffOrPublished } from '../../accounts/access'
import { fillSearchText, searchTextField } from '../../search/fields'
import { GRID_COLLECTIONS } from '../constants'
import { gridSourceHooks } from './revalidate'
import { slugField } from '../../../lib/slug-field'
import { imagesOnly } from '../../media/image-fields'

const SKU_PATTERN = /^[A-Z0-9][A-Z0-9-]{0,31}$/

const price = (name: string, label: string, description: string) =>
  ({ name, label, type: 'number', min: 0, max: 1_000_000, admin: { description } }) as const

/**
 * The « Location d’engins » catalogue: each engin is an item of a catalogue grid, with the spec's
 * shop attributes (spec §3 "Content grid item data attributes": regular and sale price, stock, SKU,
 * featured, total sales — here the number of rentals).
 */
export const Machines: CollectionConfig = {
  slug: GRID_COLLECTIONS.machines,
  labels: { singular: 'Engin', plural: 'Engins' },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'sku', 'dayPrice', 'stock', '_status'],
    group: 'Location d’engins',
    description: 'Le catalogue montré par les grilles de source « Engins ».',
  },
  access: { read: staffOrPublished, readVersions: staffOnly, create: staffOnly, update: staffOnly, delete: staffOnly },
  versions: { drafts: true, maxPerDoc: 30 },
  defaultSort: 'title',
  fields: [
    { name: 'title', label: 'Nom', type: 'text', required: true, maxLength: 160 },
    slugField({ label: 'Identifiant', message: 'Identifiant invalide : minuscules, chiffres et tirets.' }),
    {
      name: 'sku',
      label: 'Référence',
      type: 'text',
      required: true,
      unique: true,
      admin: { position: 'sidebar', description: 'Majuscules, chiffres et tirets (ex. MP-18).' },
      validate: (v: string | null | undefined) =>
        (typeof v === 'string' && SKU_PATTERN.test(v)) ||
        'Référence invalide : majuscules, chiffres et tirets, 32 caractères au plus.',
    },
    { name: 'image', label: 'Photo', type: 'upload', relationTo: 'media', filterOptions: imagesOnly },
    { name: 'summary', label: 'Résumé', type: 'textarea', maxLength: 300 },
    {
      type: 'row',
      fields: [
        price('dayPrice', 'Prix à la journée (€ HT)', 'Le prix de location habituel.'),
        price('salePrice', 'Prix remisé (€ HT)', 'Facultatif : un prix promotionnel à la journée.'),
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'stock',
          label: 'Disponibles',
          type: 'number',
          min: 0,
          max: 10_000,
          defaultValue: 1,
          admin: { description: 'Engins en parc.' },
        },
        {
          name: 'rentals',
          label: 'Locations',
          type: 'number',
          min: 0,
          defaultValue: 0,
          admin: { description: 'Nombre de locations : la popularité.' },
        },
      ],
    },
    { name: 'featured', label: 'Mis en avant', type: 'checkbox', defaultValue: false, admin: { position: 'sidebar' } },
    {
      name: 'machineTypes',
      label: 'Types d’engins',
      type: 'relationship',
      relationTo: GRID_COLLECTIONS.machineTypes,
      hasMany: true,
      maxDepth: 1,
      admin: { position: 'sidebar' },
    },
    {
      name: 'machineUses',
      label: 'Usages',
      type: 'relationship',
      relationTo: GRID_COLLECTIONS.machineUses,
      hasMany: true,
      maxDepth: 1,
      admin: { position: 'sidebar' },
    },
    {
      name: 'meta',
      label: 'Caractéristiques (clés de tri)',
      // Without them the admin's button read « Ajouter Meta ».
      labels: { singular: 'Caractéristique', plural: 'Caractéristiques' },
      type: 'array',
      maxRows: 12,
      admin: { description: 'Par exemple « poids » : 1800. Une grille peut trier sur ces clés.' },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'key',
              label: 'Clé',
              type: 'text',
              required: true,
              maxLength: 40,
              validate: (v: string | null | undefined) =>
                (typeof v === 'string' && /^[a-z0-9_-]{1,40}$/.test(v)) || 'Clé invalide : minuscules, chiffres, « _ » et « - ».',
            },
            { name: 'value', label: 'Valeur', type: 'text', required: true, maxLength: 80 },
          ],
        },
      ],
    },
    searchTextField,
  ],
  hooks: {
    beforeChange: [fillSearchText],
    ...gridSourceHooks,
  },
}
