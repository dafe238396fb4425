import type { CollectionConfig, PayloadRequest } from 'payload'

import { staffOnly, staffOrPublished } from '../accounts/access'
import { pathsOfPagesWith, revalidatePaths } from '../pages/revalidate'
import { fillSearchText, searchTextField } from '../search/fields'
import { postPath } from './paths'
import { slugField } from '../../lib/slug-field'
import { imagesOnly } from '../media/image-fields'

/** The article, the sitemap, and every page whose grid lists the news (the news page is one), dropped at once. */
async function revalidatePost(slug: string, req: PayloadRequest): Promise<void> {
  revalidatePaths([postPath(slug), '/sitemap.xml', ...((await pathsOfPagesWith(req, 'grid')) ?? [])])
}

export const Posts: CollectionConfig = {
  slug: 'posts',
  labels: { singular: 'Actualité', plural: 'Actualités' },
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'publishedAt', '_status'], group: 'Actualités' },
  access: { read: staffOrPublished, readVersions: staffOnly, create: staffOnly, update: staffOnly, delete: staffOnly },
  versions: { drafts: true, maxPerDoc: 30 },
  defaultSort: '-publishedAt',
  fields: [
    { name: 'title', label: 'Titre', type: 'text', required: true, maxLength: 160 },
    slugField({ label: 'Adresse', message: 'Adresse invalide : minuscules, chiffres et tirets.' }),
    {
      name: 'publishedAt',
      label: 'Date de publication',
      type: 'date',
      required: true,
      index: true,
      admin: { position: 'sidebar', date: { pickerAppearance: 'dayOnly', displayFormat: 'dd/MM/yyyy' } },
    },
    { name: 'author', label: 'Auteur', type: 'relationship', relationTo: 'users', admin: { position: 'sidebar' } },
    {
      name: 'categories',
      label: 'Catégories',
      type: 'relationship',
      relationTo: 'categories',
      hasMany: true,
      admin: { position: 'sidebar' },
    },
    {
      name: 'tags',
      label: 'Étiquettes',
      type: 'relationship',
      relationTo: 'tags',
      hasMany: true,
      admin: { position: 'sidebar' },
    },
    { name: 'featuredImage', label: 'Image à la une', type: 'upload', relationTo: 'media', filterOptions: imagesOnly },
    { name: 'excerpt', label: 'Résumé', type: 'textarea', required: true, maxLength: 300 },
    { name: 'content', label: 'Contenu', type: 'richText', required: true },
    searchTextField,
  ],
  hooks: {
    beforeChange: [fillSearchText],
    afterChange: [
      async ({ doc, req }) => {
        await revalidatePost(doc.slug, req)
        return doc
      },
    ],
    afterDelete: [({ doc, req }) => revalidatePost(doc.slug, req)],
  },
}
