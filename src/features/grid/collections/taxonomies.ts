import type { CollectionConfig } from 'payload'

import { anyone, staffOnly } from '../../accounts/access'
import { GRID_COLLECTIONS } from '../constants'
import { revalidateGridPages } from './revalidate'

const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** The catalogue's taxonomies: a name and the slug the grid's filters write in the address. */
const taxonomy = (slug: string, singular: string, plural: string, typeName: string): CollectionConfig => ({
  slug,
  typescript: { interface: typeName },
  labels: { singular, plural },
  admin: { useAsTitle: 'name', group: 'Location d’engins' },
  access: { read: anyone, create: staffOnly, update: staffOnly, delete: staffOnly },
  fields: [
    { name: 'name', label: 'Nom', type: 'text', required: true, maxLength: 80 },
    {
      name: 'slug',
      label: 'Identifiant',
      type: 'text',
      required: true,
      unique: true,
      validate: (v: string | null | undefined) => (typeof v === 'string' && SLUG_PATTERN.test(v)) || 'Identifiant invalide : minuscules, chiffres et tirets.',
    },
  ],
  hooks: { afterChange: [({ req }) => revalidateGridPages(req)], afterDelete: [({ req }) => revalidateGridPages(req)] },
})

export const MachineTypes = taxonomy(GRID_COLLECTIONS.machineTypes, 'Type d’engin', 'Types d’engins', 'MachineType')
export const MachineUses = taxonomy(GRID_COLLECTIONS.machineUses, 'Usage', 'Usages', 'MachineUse')
