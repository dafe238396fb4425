import type { CollectionConfig } from 'payload'

import { sectionsField } from '../../blocks/configs'
import { staffOnly, staffOrPublished } from '../accounts/access'
import { fillSearchText, searchTextField } from '../search/fields'
import { PAGE_SLUG_PATTERN, pagePath } from './path'
import { revalidatePaths } from './revalidate'
import { slugField } from '../../lib/slug-field'

export const Pages: CollectionConfig = {
  slug: 'pages',
  labels: { singular: 'Page', plural: 'Pages' },
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'slug', '_status', 'updatedAt'], group: 'Contenu' },
  access: { read: staffOrPublished, readVersions: staffOnly, create: staffOnly, update: staffOnly, delete: staffOnly },
  versions: { drafts: true, maxPerDoc: 30 },
  fields: [
    { name: 'title', label: 'Titre', type: 'text', required: true, maxLength: 140 },
    slugField({
      label: 'Adresse',
      message: 'Adresse invalide : minuscules, chiffres et tirets, séparés par « / » (ex. services/terrassement).',
      pattern: PAGE_SLUG_PATTERN,
      description: '« accueil » pour la page d’accueil ; sous-pages : services/terrassement.',
    }),
    {
      name: 'description',
      label: 'Description (moteurs de recherche)',
      type: 'textarea',
      maxLength: 300,
      admin: { position: 'sidebar' },
    },
    sectionsField(),
    searchTextField,
  ],
  hooks: {
    beforeChange: [fillSearchText],
    afterChange: [
      ({ doc, previousDoc }) => {
        revalidatePaths([
          pagePath(doc.slug),
          ...(previousDoc?.slug && previousDoc.slug !== doc.slug ? [pagePath(previousDoc.slug)] : []),
          '/sitemap.xml',
        ])
        return doc
      },
    ],
    afterDelete: [({ doc }) => revalidatePaths([pagePath(doc.slug), '/sitemap.xml'])],
  },
}
