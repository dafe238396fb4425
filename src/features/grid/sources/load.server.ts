import 'server-only'

import type { CollectionSlug, Payload, Where } from 'payload'

import type { GridMedia, Machine, Media, PortfolioItem, Post } from '@/payload-types'

import { decodeEntities } from '../../portfolio/entities'
import { portfolioSearchHref } from '../../portfolio/search-hit'
import { postPath } from '../../posts/paths'
import { publicGridWhere as PUBLIC } from '../collections/access'
import { GRID_COLLECTIONS } from '../constants'
import { videoOf } from '../media'
import { GRID_SOURCES, type GridSourceKey } from './registry'
import type { GridItem, GridItemData, GridTaxonomy, GridTerm, SourceContents } from './types'

const PUBLISHED: Where = { _status: { equals: 'published' } }

/** A source holds at most this many items in one view's read (the bench's 1,000 fit). */
const MAX_ITEMS = 2000

type TermRow = { id: number; slug: string; name: string }

async function termsOf(payload: Payload, collection: CollectionSlug): Promise<TermRow[]> {
  const found = await payload.find({ collection, depth: 0, limit: 500, pagination: false, sort: 'name', overrideAccess: false, select: { slug: true, name: true } as never })
  return (found.docs as unknown as TermRow[]).map((t) => ({ id: t.id, slug: t.slug, name: decodeEntities(t.name) }))
}

const taxonomy = (label: string, rows: TermRow[]): GridTaxonomy => ({ label, terms: rows.map(({ slug, name }): GridTerm => ({ slug, name })) })

/** Relationship values (ids or documents) as their terms' slugs. */
function slugsOf(values: readonly (number | { id: number } | null | undefined)[] | null | undefined, rows: TermRow[]): string[] {
  const byId = new Map(rows.map((row) => [row.id, row.slug]))
  return (values ?? []).map((v) => byId.get(typeof v === 'number' ? v : (v?.id ?? -1))).filter((slug): slug is string => Boolean(slug))
}

const media = (value: unknown): Media | null => (value && typeof value === 'object' && typeof (value as Media).url === 'string' ? (value as Media) : null)

const emptyData = (id: number, title: string): GridItemData => ({
  title,
  id,
  date: null,
  author: null,
  comment: 0,
  'popular-post': 0,
  'total-sales': 0,
  'regular-price': null,
  'sale-price': null,
  featured: 0,
  stock: null,
  sku: null,
})

async function find<T>(payload: Payload, collection: CollectionSlug, where: Where, sort: string): Promise<T[]> {
  const found = await payload.find({ collection, where, sort, depth: 1, limit: MAX_ITEMS, pagination: false, draft: false, overrideAccess: false })
  return found.docs as unknown as T[]
}

const euros = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 })

type Loader = (payload: Payload) => Promise<SourceContents>

const LOADERS: { [K in GridSourceKey]: Loader } = {
  async posts(payload) {
    const labels = GRID_SOURCES.posts.taxonomies
    const [categories, tags, docs] = await Promise.all([termsOf(payload, 'categories'), termsOf(payload, 'tags'), find<Post>(payload, 'posts', PUBLISHED, '-publishedAt')])
    const items = docs.map((doc): GridItem => ({
      id: doc.id,
      title: doc.title,
      href: postPath(doc.slug),
      text: doc.excerpt,
      published: doc.publishedAt,
      priceLabel: null,
      image: media(doc.featuredImage),
      video: null,
      terms: { category: slugsOf(doc.categories, categories), post_tag: slugsOf(doc.tags, tags) },
      data: { ...emptyData(doc.id, doc.title), date: doc.publishedAt },
      col: 1,
      row: 1,
      meta: {},
    }))
    return { items, taxonomies: { category: taxonomy(labels.category, categories), post_tag: taxonomy(labels.post_tag, tags) } }
  },

  async portfolio(payload) {
    const labels = GRID_SOURCES.portfolio.taxonomies
    const [categories, others, tags, docs] = await Promise.all([
      termsOf(payload, 'portfolio-categories'),
      termsOf(payload, 'portfolio-other-categories'),
      termsOf(payload, 'portfolio-tags'),
      find<PortfolioItem>(payload, 'portfolio-items', PUBLIC, 'order'),
    ])
    const items = docs.map((doc): GridItem => ({
      id: doc.id,
      title: decodeEntities(doc.title),
      href: portfolioSearchHref(doc),
      text: doc.siteType ?? null,
      priceLabel: null,
      image: media(doc.thumbnail),
      video: null,
      terms: { 'portfolio-category': slugsOf(doc.categories, categories), 'portfolio-other-category': slugsOf(doc.otherCategories, others), 'portfolio-tag': slugsOf(doc.tags, tags) },
      data: { ...emptyData(doc.id, decodeEntities(doc.title)), date: doc.createdAt },
      col: 1,
      row: 1,
      meta: { order: doc.order ?? 0 },
    }))
    return {
      items,
      taxonomies: {
        'portfolio-category': taxonomy(labels['portfolio-category'], categories),
        'portfolio-other-category': taxonomy(labels['portfolio-other-category'], others),
        'portfolio-tag': taxonomy(labels['portfolio-tag'], tags),
      },
    }
  },

  async media(payload) {
    const [services, docs] = await Promise.all([termsOf(payload, 'portfolio-categories'), find<GridMedia>(payload, GRID_COLLECTIONS.media, PUBLIC, '-publishedAt')])
    const items = docs.map((doc): GridItem => ({
      id: doc.id,
      title: doc.title,
      href: null,
      text: null,
      priceLabel: null,
      image: media(doc.image),
      video: videoOf(doc.kind, doc.videoUrl),
      terms: { service: slugsOf(doc.categories, services) },
      data: { ...emptyData(doc.id, doc.title), date: doc.publishedAt, 'popular-post': doc.views ?? 0, featured: doc.featured ? 1 : 0 },
      col: doc.col ?? 1,
      row: doc.row ?? 1,
      meta: {},
    }))
    return { items, taxonomies: { service: taxonomy(GRID_SOURCES.media.taxonomies.service, services) } }
  },

  async machines(payload) {
    const labels = GRID_SOURCES.machines.taxonomies
    const [types, uses, docs] = await Promise.all([
      termsOf(payload, GRID_COLLECTIONS.machineTypes),
      termsOf(payload, GRID_COLLECTIONS.machineUses),
      find<Machine>(payload, GRID_COLLECTIONS.machines, PUBLISHED, 'title'),
    ])
    const items = docs.map((doc): GridItem => {
      const price = doc.salePrice ?? doc.dayPrice
      return {
        id: doc.id,
        title: doc.title,
        href: null,
        text: doc.summary ?? null,
        priceLabel: typeof price === 'number' ? `${euros.format(price)} HT / jour` : null,
        image: media(doc.image),
        video: null,
        terms: { 'machine-type': slugsOf(doc.machineTypes, types), 'machine-use': slugsOf(doc.machineUses, uses) },
        data: {
          ...emptyData(doc.id, doc.title),
          date: doc.createdAt,
          'popular-post': doc.rentals ?? 0,
          'total-sales': doc.rentals ?? 0,
          'regular-price': doc.dayPrice ?? null,
          'sale-price': doc.salePrice ?? null,
          featured: doc.featured ? 1 : 0,
          stock: doc.stock ?? null,
          sku: doc.sku,
        },
        col: 1,
        row: 1,
        meta: Object.fromEntries((doc.meta ?? []).map((m) => [m.key, m.value])),
      }
    })
    return { items, taxonomies: { 'machine-type': taxonomy(labels['machine-type'], types), 'machine-use': taxonomy(labels['machine-use'], uses) } }
  },
}

/** Everything a visitor may see of a source, in the source's own order. */
export const loadSource = (payload: Payload, source: GridSourceKey): Promise<SourceContents> => LOADERS[source](payload)
