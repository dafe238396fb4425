import type { CollectionConfig } from 'payload'

import { anyone, staffOnly } from '../../accounts/access'
import { PORTFOLIO_COLLECTIONS, type TaxonomyKind } from '../constants'
import { adminMessages } from '../messages'
import { revalidatePortfolioPages } from '../revalidate'
import { slugField } from '../../../lib/slug-field'

/**
 * The three taxonomies of the réalisations (docs/product.md, Portfolio "Category and other category"): a name and a
 * slug. The name may hold HTML entities, as WordPress stored them (`Aménagements &amp;
 * extérieurs`): the block and the site decode them for display. Counts are not stored: the API
 * computes them from published, public réalisations.
 */
const taxonomy = (kind: TaxonomyKind, singular: string, plural: string, description: string): CollectionConfig => ({
  slug: PORTFOLIO_COLLECTIONS[kind],
  labels: { singular, plural },
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'slug'], group: 'Réalisations', description },
  access: { read: anyone, create: staffOnly, update: staffOnly, delete: staffOnly },
  defaultSort: 'name',
  fields: [
    {
      name: 'name',
      label: 'Nom',
      type: 'text',
      required: true,
      maxLength: 120,
      admin: { description: 'Les entités HTML (&amp;amp;, &amp;#8217;) sont affichées décodées.' },
    },
    slugField({ label: 'Identifiant', message: adminMessages.slug, sidebar: false }),
  ],
  hooks: {
    afterChange: [
      async ({ doc, req }) => {
        await revalidatePortfolioPages(req)
        return doc
      },
    ],
    afterDelete: [({ req }) => revalidatePortfolioPages(req)],
  },
})

export const PortfolioCategories = taxonomy(
  'categories',
  'Catégorie de réalisation',
  'Catégories de réalisations',
  'Les types de travaux : les filtres principaux du bloc « Réalisations ».',
)
export const PortfolioOtherCategories = taxonomy(
  'otherCategories',
  'Autre catégorie',
  'Autres catégories',
  'Le second groupe de filtres du bloc (par exemple le type de client).',
)
export const PortfolioTags = taxonomy(
  'tags',
  'Étiquette de réalisation',
  'Étiquettes de réalisations',
  'Pour choisir les réalisations d’un bloc.',
)
