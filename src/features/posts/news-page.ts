import type { Payload, PayloadRequest } from 'payload'

import { NEWS_PAGE_SLUG } from './paths'

/**
 * The news page as the demo and an upgraded site first get it (docs/decisions/057): a grid of the
 * news with category and tag filters, a search, and numbered pages (`e-page-actualites=N`). Staff
 * change it all in the back office afterwards.
 */
export const NEWS_PAGE = {
  slug: NEWS_PAGE_SLUG,
  title: 'Actualités',
  description: 'Les chantiers, conseils et nouvelles de l’entreprise : terrassement, assainissement, VRD et aménagements extérieurs.',
  grid: {
    heading: 'Actualités',
    intro: 'Nos chantiers, nos conseils et la vie de l’entreprise. Filtrez par catégorie et par étiquette.',
    source: 'posts',
    widgetId: 'actualites',
    layout: 'masonry',
    fitRows: true,
    style: 'card',
    ratio: '3:2',
    perPage: 9,
    columns: [3, 3, 3, 2, 1, 1],
    pagination: 'pages',
    filterTaxonomies: ['category', 'post_tag'],
    filterCombination: true,
    filterLogic: 'AND',
    sortKeys: ['date', 'title'],
    search: true,
  },
} as const

/**
 * A site made before the news list was a page has content but no such page, and /actualites would
 * answer 404: the migration adds it. An empty database (a new site) is left to the seed or to staff.
 */
export async function ensureNewsPage(payload: Payload, req?: PayloadRequest): Promise<'created' | 'present' | 'empty'> {
  const pages = await payload.find({ collection: 'pages', depth: 0, limit: 1, pagination: false, overrideAccess: true, select: { slug: true }, req })
  if (pages.docs.length === 0) return 'empty'
  const existing = await payload.find({ collection: 'pages', where: { slug: { equals: NEWS_PAGE_SLUG } }, depth: 0, limit: 1, overrideAccess: true, draft: true, req })
  if (existing.docs.length > 0) return 'present'
  const { slug, title, description, grid } = NEWS_PAGE
  await payload.create({
    collection: 'pages',
    data: { slug, title, description, layout: [{ blockType: 'grid', ...grid }] as never, _status: 'published' },
    overrideAccess: true,
    req,
  })
  return 'created'
}
