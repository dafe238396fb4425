import 'server-only'

import type { Where } from 'payload'
import { cache } from 'react'

import { isBuildPhase, payloadClient } from '@/lib/payload.server'

import { toWpItem, toWpTerm } from './api/serialise'
import { canReadWithSql, findPortfolioItemsWithSql } from './items-sql.server'
import { normaliseForSearch } from '../search/normalise'
import { publicPortfolioWhere } from './collections/access'
import { PORTFOLIO_COLLECTIONS, SEARCH_MAX_LENGTH, TAXONOMY_FIELDS, WP_PER_PAGE_MAX, type TaxonomyKind } from './constants'
import type { WpPortfolioItem, WpTerm } from './types'

export type ItemsQuery = {
  page: number
  perPage: number
  /** Each list matches any of its ids; the lists combine with AND (WordPress's tax_query). */
  categories: number[]
  otherCategories: number[]
  tags: number[]
  /** WordPress's `search`: réalisations whose title contains this text (normalised; '' for all). */
  search?: string
}

export type Paged<T> = { docs: T[]; total: number; totalPages: number }

const TAXONOMY_KINDS = Object.keys(TAXONOMY_FIELDS) as TaxonomyKind[]

/**
 * Published, public réalisations, ordered by their "order" then newest first (id last, so pages
 * never overlap). On SQLite, read with three indexed queries (items-sql.server.ts): the API's hot
 * path; elsewhere through Payload's `find`, as a visitor.
 */
export async function findPortfolioItems(query: ItemsQuery): Promise<Paged<WpPortfolioItem>> {
  if (isBuildPhase()) return { docs: [], total: 0, totalPages: 0 }
  const payload = await payloadClient()
  if (!canReadWithSql(payload)) return findPortfolioItemsWithPayload(query)
  const search = normaliseForSearch((query.search ?? '').slice(0, SEARCH_MAX_LENGTH))
  const { docs, total } = await findPortfolioItemsWithSql(payload, { ...query, search })
  return { docs, total, totalPages: Math.ceil(total / query.perPage) }
}

/** Through Payload's `find`: PostgreSQL's path, and the reference the SQLite path is tested against. */
export async function findPortfolioItemsWithPayload(query: ItemsQuery): Promise<Paged<WpPortfolioItem>> {
  if (isBuildPhase()) return { docs: [], total: 0, totalPages: 0 }
  const filters: Where[] = TAXONOMY_KINDS.filter((kind) => query[kind].length > 0).map((kind) => ({
    [TAXONOMY_FIELDS[kind]]: { in: query[kind] },
  }))
  const needle = normaliseForSearch((query.search ?? '').slice(0, SEARCH_MAX_LENGTH))
  const payload = await payloadClient()
  const result = await payload.find({
    collection: PORTFOLIO_COLLECTIONS.items,
    where: { and: [publicPortfolioWhere, ...filters, ...(needle ? [{ searchText: { contains: needle } }] : [])] },
    sort: ['order', '-createdAt', '-id'],
    limit: query.perPage,
    page: query.page,
    depth: 1,
    draft: false,
    // The index field is closed to every API: a search reads with access overridden, the explicit
    // condition above keeping it to what a visitor may see.
    overrideAccess: Boolean(needle),
    select: {
      title: true,
      slug: true,
      type: true,
      thumbnail: true,
      thumbnailAlt: true,
      lightboxImage: true,
      videoUrl: true,
      pageUrl: true,
      siteUrl: true,
      openInNewTab: true,
      openIn: true,
      siteType: true,
      categories: true,
      otherCategories: true,
      tags: true,
      order: true,
      createdAt: true,
      updatedAt: true,
    },
  })
  return { docs: result.docs.map(toWpItem), total: result.totalDocs, totalPages: result.totalPages }
}

/** One published, public réalisation, or null. */
export async function findPortfolioItem(id: number): Promise<WpPortfolioItem | null> {
  if (isBuildPhase()) return null
  const payload = await payloadClient()
  if (canReadWithSql(payload)) {
    const { docs } = await findPortfolioItemsWithSql(payload, { page: 1, perPage: 1, categories: [], otherCategories: [], tags: [], search: '', id })
    return docs[0] ?? null
  }
  const result = await payload.find({
    collection: PORTFOLIO_COLLECTIONS.items,
    where: { and: [publicPortfolioWhere, { id: { equals: id } }] },
    limit: 1,
    pagination: false,
    depth: 1,
    draft: false,
    overrideAccess: false,
  })
  const doc = result.docs[0]
  return doc ? toWpItem(doc) : null
}

/** One term of a taxonomy with its count, or null. */
export async function findPortfolioTerm(kind: TaxonomyKind, id: number): Promise<WpTerm | null> {
  if (isBuildPhase()) return null
  const payload = await payloadClient()
  const [result, counts] = await Promise.all([
    payload.find({
      collection: PORTFOLIO_COLLECTIONS[kind],
      where: { id: { equals: id } },
      limit: 1,
      pagination: false,
      depth: 0,
      overrideAccess: false,
      select: { name: true, slug: true },
    }),
    countPublicItemsByTerm(),
  ])
  const doc = result.docs[0]
  return doc ? toWpTerm(doc, kind, counts[kind].get(doc.id) ?? 0) : null
}

/**
 * How many published, public réalisations each term holds, for the three taxonomies at once. A
 * site vitrine has tens to a few hundred réalisations: one query and a count in memory.
 */
export async function countPublicItemsByTerm(): Promise<Record<TaxonomyKind, Map<number, number>>> {
  const counts = { categories: new Map(), otherCategories: new Map(), tags: new Map() } as Record<TaxonomyKind, Map<number, number>>
  if (isBuildPhase()) return counts
  const payload = await payloadClient()
  const result = await payload.find({
    collection: PORTFOLIO_COLLECTIONS.items,
    where: publicPortfolioWhere,
    depth: 0,
    draft: false,
    overrideAccess: false,
    pagination: false,
    select: { categories: true, otherCategories: true, tags: true },
  })
  for (const doc of result.docs) {
    for (const kind of TAXONOMY_KINDS) {
      for (const term of doc[TAXONOMY_FIELDS[kind]] ?? []) {
        const id = typeof term === 'number' ? term : term.id
        counts[kind].set(id, (counts[kind].get(id) ?? 0) + 1)
      }
    }
  }
  return counts
}

/** One page of a taxonomy's terms, by name (WordPress's default order), with their counts. */
export async function listPortfolioTerms(
  kind: TaxonomyKind,
  { page, perPage }: { page: number; perPage: number },
  counts?: Record<TaxonomyKind, Map<number, number>>,
): Promise<Paged<WpTerm>> {
  if (isBuildPhase()) return { docs: [], total: 0, totalPages: 0 }
  const payload = await payloadClient()
  const [result, allCounts] = await Promise.all([
    payload.find({
      collection: PORTFOLIO_COLLECTIONS[kind],
      sort: ['name', 'id'],
      limit: perPage,
      page,
      depth: 0,
      overrideAccess: false,
      select: { name: true, slug: true },
    }),
    counts ? Promise.resolve(counts) : countPublicItemsByTerm(),
  ])
  return {
    docs: result.docs.map((doc) => toWpTerm(doc, kind, allCounts[kind].get(doc.id) ?? 0)),
    total: result.totalDocs,
    totalPages: result.totalPages,
  }
}

/** Everything a server-rendered block needs for its filter lists, read once per request. */
export const listAllFilterTerms = cache(async (): Promise<{ categories: WpTerm[]; otherCategories: WpTerm[] }> => {
  const counts = await countPublicItemsByTerm()
  const [categories, otherCategories] = await Promise.all([
    listPortfolioTerms('categories', { page: 1, perPage: WP_PER_PAGE_MAX }, counts),
    listPortfolioTerms('otherCategories', { page: 1, perPage: WP_PER_PAGE_MAX }, counts),
  ])
  return { categories: categories.docs, otherCategories: otherCategories.docs }
})
