import type { CollectionConfig } from 'payload'

import { anyone, staffOnly } from '../accounts/access'

const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** Categories and tags of the news share one shape: a name and a URL slug. */
const taxonomy = (slug: string, singular: string, plural: string): CollectionConfig => ({
  slug,
  labels: { singular, plural },
  admin: { useAsTitle: 'name', group: 'Actualités' },
  access: { read: anyone, create: staffOnly, update: staffOnly, delete: staffOnly },
  fields: [
    { name: 'name', label: 'Nom', type: 'text', required: true, maxLength: 80 },
    {
      name: 'slug',
      label: 'Identifiant',
      type: 'text',
      required: true,
      unique: true,
      validate: (v: string | null | undefined) =>
        (typeof v === 'string' && SLUG_PATTERN.test(v)) || 'Identifiant invalide : minuscules, chiffres et tirets.',
    },
  ],
})

export const Categories = taxonomy('categories', 'Catégorie', 'Catégories')
export const Tags = taxonomy('tags', 'Étiquette', 'Étiquettes')
