import type { CollectionConfig, CollectionSlug, Field } from 'payload'

import { staffOnly } from '../../accounts/access'
import { fillSearchText, searchTextField } from '../../search/fields'
import { OPEN_IN_VALUES, PORTFOLIO_COLLECTIONS } from '../constants'
import { safeUrl } from '../embed'
import { adminMessages } from '../messages'
import { revalidatePortfolioPages } from '../revalidate'
import type { OpenIn, PortfolioType } from '../types'
import { staffOrPublicPortfolio } from './access'
import { slugField } from '../../../lib/slug-field'
import { imagesOnly } from '../../media/image-fields'

type Sibling = { type?: PortfolioType }

/** Shown, and required, only for one type of réalisation. */
const forType = (...types: PortfolioType[]) => ({
  condition: (_data: unknown, siblingData: Sibling | undefined) => Boolean(siblingData?.type && types.includes(siblingData.type)),
})

/** A web address (http(s)) or, where allowed, a path of this site; required for the given type. */
const urlFor =
  (type: PortfolioType, message: string, { allowPath }: { allowPath: boolean }) =>
  (value: string | null | undefined, { siblingData }: { siblingData: Sibling }) => {
    if (siblingData?.type !== type) return !value || Boolean(safeUrl(value)) || message
    const safe = safeUrl(value)
    return (safe !== null && (allowPath || !safe.startsWith('/'))) || message
  }

const OPEN_IN_LABELS = {
  lightbox: 'Aperçu dans la visionneuse',
  'new-tab': 'Nouvel onglet',
  'same-tab': 'Même onglet',
} as const satisfies Record<OpenIn, string>

const taxonomyField = (name: string, label: string, relationTo: CollectionSlug): Field => ({
  name,
  label,
  type: 'relationship',
  relationTo,
  hasMany: true,
  index: true,
  // Readers only ever need the ids (the API lists them, the counts are computed): never populate.
  maxDepth: 0,
  admin: { position: 'sidebar' },
})

/** Réalisations (docs/product.md, Portfolio "Portfolio item"), read through src/features/portfolio/api and the block. */
export const PortfolioItems: CollectionConfig = {
  slug: PORTFOLIO_COLLECTIONS.items,
  labels: { singular: 'Réalisation', plural: 'Réalisations' },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'type', 'order', '_status', 'updatedAt'],
    group: 'Réalisations',
    description: 'Les chantiers montrés par le bloc « Réalisations » et l’API /wp-json/wp/v2/portfolio.',
  },
  access: { read: staffOrPublicPortfolio, readVersions: staffOnly, create: staffOnly, update: staffOnly, delete: staffOnly },
  versions: { drafts: true, maxPerDoc: 30 },
  defaultSort: 'order',
  fields: [
    { name: 'title', label: 'Titre', type: 'text', required: true, maxLength: 160 },
    slugField({ label: 'Identifiant', message: adminMessages.slug }),
    {
      name: 'type',
      label: 'Type',
      type: 'select',
      required: true,
      defaultValue: 'image',
      options: [
        { label: 'Image', value: 'image' },
        { label: 'Vidéo', value: 'video' },
        { label: 'Page', value: 'page' },
        { label: 'Site (aperçu dans un cadre)', value: 'iframe' },
      ] satisfies { label: string; value: PortfolioType }[],
    },
    {
      type: 'row',
      fields: [
        { name: 'thumbnail', label: 'Vignette', type: 'upload', relationTo: 'media', filterOptions: imagesOnly },
        {
          name: 'thumbnailAlt',
          label: 'Texte alternatif de la vignette',
          type: 'text',
          maxLength: 250,
          admin: { description: 'Vide : celui de l’image.' },
        },
      ],
    },
    {
      name: 'lightboxImage',
      label: 'Image de la visionneuse',
      type: 'upload',
      relationTo: 'media',
      filterOptions: imagesOnly,
      admin: { ...forType('image'), description: 'Vide : la vignette, en grand.' },
    },
    {
      name: 'videoUrl',
      label: 'Adresse de la vidéo',
      type: 'text',
      admin: {
        ...forType('video'),
        description: 'YouTube ou Vimeo (lecteur intégré, chargé au clic) ou l’adresse d’un fichier vidéo.',
      },
      validate: urlFor('video', adminMessages.videoUrl, { allowPath: false }),
    },
    {
      name: 'pageUrl',
      label: 'Page',
      type: 'text',
      admin: { ...forType('page'), description: 'Un chemin de ce site (/services/vrd, /actualites/…) ou une adresse http(s).' },
      validate: urlFor('page', adminMessages.pageUrl, { allowPath: true }),
    },
    {
      type: 'row',
      admin: forType('iframe'),
      fields: [
        {
          name: 'siteUrl',
          label: 'Adresse du site',
          type: 'text',
          admin: { description: 'Un site qui accepte d’être affiché dans un cadre, ou une page de ce site.' },
          validate: urlFor('iframe', adminMessages.siteUrl, { allowPath: true }),
        },
        { name: 'openInNewTab', label: 'Ouvrir le site dans un nouvel onglet', type: 'checkbox', defaultValue: false },
      ],
    },
    {
      name: 'openIn',
      label: 'Ouverture',
      type: 'select',
      defaultValue: 'lightbox',
      options: OPEN_IN_VALUES.map((value) => ({ label: OPEN_IN_LABELS[value], value })),
      admin: forType('page', 'image'),
    },
    {
      name: 'siteType',
      label: 'Badge (type de site)',
      type: 'text',
      maxLength: 30,
      admin: { description: 'Court libellé affiché après le titre, facultatif.' },
    },
    taxonomyField('categories', 'Catégories', PORTFOLIO_COLLECTIONS.categories),
    taxonomyField('otherCategories', 'Autres catégories', PORTFOLIO_COLLECTIONS.otherCategories),
    taxonomyField('tags', 'Étiquettes', PORTFOLIO_COLLECTIONS.tags),
    {
      name: 'order',
      label: 'Ordre',
      type: 'number',
      defaultValue: 0,
      index: true,
      admin: { position: 'sidebar', description: 'Les plus petits d’abord ; à égalité, les plus récentes.' },
    },
    {
      name: 'private',
      label: 'Privée (visible par l’équipe seulement)',
      type: 'checkbox',
      defaultValue: false,
      admin: { position: 'sidebar' },
    },
    searchTextField,
  ],
  hooks: {
    beforeChange: [fillSearchText],
    afterChange: [
      async ({ doc, req }) => {
        await revalidatePortfolioPages(req)
        return doc
      },
    ],
    afterDelete: [({ req }) => revalidatePortfolioPages(req)],
  },
}
