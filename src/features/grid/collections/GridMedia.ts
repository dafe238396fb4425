import type { CollectionConfig } from 'payload'

import { staffOnly } from '../../accounts/access'
import { PORTFOLIO_COLLECTIONS } from '../../portfolio/constants'
import { fillSearchText, searchTextField } from '../../search/fields'
import { GRID_COLLECTIONS } from '../constants'
import { MEDIA_KINDS, videoOf, type MediaKind } from '../media'
import { staffOrPublicGrid } from './access'
import { gridSourceHooks } from './revalidate'
import { imagesOnly } from '../../media/image-fields'

const KIND_LABELS = {
  image: 'Photo',
  youtube: 'Vidéo YouTube',
  vimeo: 'Vidéo Vimeo',
  wistia: 'Vidéo Wistia',
  video: 'Fichier vidéo (mp4, webm)',
} as const satisfies Record<MediaKind, string>

type Sibling = { kind?: MediaKind }

/**
 * The staff-curated photos and videos of the « Galerie » grids (spec §3 "Grid item for the
 * lightbox"). Filtered by the réalisations' categories (the services), so one vocabulary serves both.
 */
export const GridMedia: CollectionConfig = {
  slug: GRID_COLLECTIONS.media,
  labels: { singular: 'Média de grille', plural: 'Médias de grille' },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'kind', 'publishedAt', '_status'],
    group: 'Contenu',
    description: 'Les photos et vidéos montrées par les grilles de source « Médias de grille ».',
  },
  access: { read: staffOrPublicGrid, readVersions: staffOnly, create: staffOnly, update: staffOnly, delete: staffOnly },
  versions: { drafts: true, maxPerDoc: 10 },
  defaultSort: '-publishedAt',
  fields: [
    { name: 'title', label: 'Titre', type: 'text', required: true, maxLength: 160 },
    {
      name: 'kind',
      label: 'Type',
      type: 'select',
      required: true,
      defaultValue: 'image',
      options: MEDIA_KINDS.map((value) => ({ label: KIND_LABELS[value], value })),
    },
    {
      name: 'image',
      label: 'Image (ou affiche de la vidéo)',
      type: 'upload',
      relationTo: 'media',
      filterOptions: imagesOnly,
      admin: { description: 'Obligatoire pour une photo ; pour une vidéo, l’image montrée avant la lecture.' },
      validate: (value: unknown, { siblingData }: { siblingData: Sibling }) =>
        siblingData?.kind !== 'image' || Boolean(value) || 'Une photo a besoin d’une image.',
    },
    {
      name: 'videoUrl',
      label: 'Adresse de la vidéo',
      type: 'text',
      admin: {
        condition: (_data: unknown, siblingData: Sibling | undefined) =>
          Boolean(siblingData?.kind && siblingData.kind !== 'image'),
        description:
          'YouTube, Vimeo, Wistia (…wistia.com/medias/…), ou un fichier mp4/webm (https ou chemin de ce site). Le lecteur ne se charge qu’au clic.',
      },
      validate: (value: string | null | undefined, { siblingData }: { siblingData: Sibling }) =>
        !siblingData?.kind ||
        siblingData.kind === 'image' ||
        Boolean(videoOf(siblingData.kind, value)) ||
        `Adresse invalide pour le type « ${KIND_LABELS[siblingData.kind]} ».`,
    },
    {
      name: 'publishedAt',
      label: 'Date',
      type: 'date',
      required: true,
      index: true,
      defaultValue: () => new Date().toISOString(),
      admin: { position: 'sidebar', date: { pickerAppearance: 'dayOnly', displayFormat: 'dd/MM/yyyy' } },
    },
    {
      name: 'categories',
      label: 'Services',
      type: 'relationship',
      relationTo: PORTFOLIO_COLLECTIONS.categories,
      hasMany: true,
      maxDepth: 1,
      admin: { position: 'sidebar' },
    },
    {
      type: 'row',
      fields: [
        { name: 'col', label: 'Largeur (colonnes, mosaïque)', type: 'number', min: 1, max: 4, defaultValue: 1 },
        { name: 'row', label: 'Hauteur (rangées, mosaïque)', type: 'number', min: 1, max: 4, defaultValue: 1 },
        { name: 'views', label: 'Vues (popularité)', type: 'number', min: 0, defaultValue: 0 },
      ],
    },
    { name: 'featured', label: 'Mis en avant', type: 'checkbox', defaultValue: false, admin: { position: 'sidebar' } },
    {
      name: 'private',
      label: 'Privé (visible par l’équipe seulement)',
      type: 'checkbox',
      defaultValue: false,
      admin: { position: 'sidebar' },
    },
    searchTextField,
  ],
  hooks: {
    beforeChange: [fillSearchText],
    ...gridSourceHooks,
  },
}
