import type { CollectionConfig } from 'payload'

import { anyone, staffOnly } from '../accounts/access'
import { gridSourceHooks } from '../grid/collections/revalidate'
import { slugField } from '../../lib/slug-field'

/**
 * A taxonomy's shape: a name and a URL slug. The news' categories and tags, and the catalogue's
 * machine types and uses (grid feature), with their own admin group, type name and hooks.
 */
export const taxonomyCollection = (
  slug: string,
  singular: string,
  plural: string,
  { group = 'Actualités', typeName, hooks }: { group?: string; typeName?: string; hooks?: CollectionConfig['hooks'] } = {},
): CollectionConfig => ({
  slug,
  labels: { singular, plural },
  ...(typeName ? { typescript: { interface: typeName } } : {}),
  ...(hooks ? { hooks } : {}),
  admin: { useAsTitle: 'name', group },
  access: { read: anyone, create: staffOnly, update: staffOnly, delete: staffOnly },
  fields: [
    { name: 'name', label: 'Nom', type: 'text', required: true, maxLength: 80 },
    slugField({
      label: 'Identifiant',
      message: 'Identifiant invalide : minuscules, chiffres et tirets.',
      index: false,
      sidebar: false,
    }),
  ],
})

// A term renamed or removed changes the filter bars of the grids listing the news.
export const Categories = taxonomyCollection('categories', 'Catégorie', 'Catégories', { hooks: gridSourceHooks })
export const Tags = taxonomyCollection('tags', 'Étiquette', 'Étiquettes', { hooks: gridSourceHooks })
