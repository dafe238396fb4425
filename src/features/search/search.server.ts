import 'server-only'

import { payloadClient } from '@/lib/payload.server'

import { pagePath } from '../pages/path'
import { publicPortfolioWhere } from '../portfolio/collections/access'
import { PORTFOLIO_COLLECTIONS } from '../portfolio/constants'
import { portfolioSearchHref } from '../portfolio/search-hit'
import { postPath } from '../posts/paths'
import { normaliseForSearch } from './normalise'

export const SEARCH_PAGE_SIZE = 10
export const SEARCH_MAX_QUERY_LENGTH = 100

export type SearchHit = { kind: 'page' | 'post' | 'portfolio'; title: string; href: string; excerpt: string | null; date: string | null }
export type SearchResult = { query: string; hits: SearchHit[]; total: number; page: number; totalPages: number }

/** Words of the query, normalised; every word must appear in the document (AND). */
export const searchTerms = (query: string): string[] =>
  normaliseForSearch(query.slice(0, SEARCH_MAX_QUERY_LENGTH))
    // LIKE wildcards and punctuation are not search words.
    .replace(/[^\p{L}\p{N}\s-]/gu, ' ')
    .split(' ')
    .filter((w) => w.length > 0)
    .slice(0, 8)

/**
 * Searches published pages, posts and réalisations (public ones). The lists are small for a site vitrine, so they are
 * merged in memory (titles first) and paginated here rather than with two offset queries.
 */
export async function searchSite(query: string, page: number): Promise<SearchResult> {
  const terms = searchTerms(query)
  if (!terms.length) return { query, hits: [], total: 0, page: 1, totalPages: 0 }
  // The index field is closed to the public API, so the query runs with access overridden and
  // restricts itself to what a visitor may see: published documents.
  const matches = terms.map((t) => ({ searchText: { contains: t } }))
  const where = { and: [{ _status: { equals: 'published' } }, ...matches] }
  const payload = await payloadClient()
  const [pages, posts, realisations] = await Promise.all([
    payload.find({ collection: 'pages', where, limit: 200, depth: 0, overrideAccess: true, draft: false, select: { title: true, slug: true, description: true } }),
    payload.find({
      collection: 'posts',
      where,
      limit: 500,
      depth: 0,
      sort: '-publishedAt',
      overrideAccess: true,
      draft: false,
      select: { title: true, slug: true, excerpt: true, publishedAt: true },
    }),
    payload.find({
      collection: PORTFOLIO_COLLECTIONS.items,
      where: { and: [publicPortfolioWhere, ...matches] },
      limit: 500,
      depth: 0,
      sort: 'order',
      overrideAccess: true,
      draft: false,
      select: { title: true, categories: true },
    }),
  ])
  const inTitle = (title: string) => terms.every((t) => normaliseForSearch(title).includes(t))
  const hits: (SearchHit & { rank: number })[] = [
    ...pages.docs.map((p) => ({ kind: 'page' as const, title: p.title, href: pagePath(p.slug), excerpt: p.description ?? null, date: null, rank: inTitle(p.title) ? 0 : 1 })),
    ...posts.docs.map((p) => ({ kind: 'post' as const, title: p.title, href: postPath(p.slug), excerpt: p.excerpt ?? null, date: p.publishedAt ?? null, rank: inTitle(p.title) ? 0 : 1 })),
    ...realisations.docs.map((r) => ({ kind: 'portfolio' as const, title: r.title, href: portfolioSearchHref(r), excerpt: null, date: null, rank: inTitle(r.title) ? 0 : 1 })),
  ]
  hits.sort((a, b) => a.rank - b.rank)
  const total = hits.length
  const totalPages = Math.max(1, Math.ceil(total / SEARCH_PAGE_SIZE))
  const current = Math.min(Math.max(1, page), totalPages)
  return {
    query,
    total,
    page: current,
    totalPages,
    hits: hits.slice((current - 1) * SEARCH_PAGE_SIZE, current * SEARCH_PAGE_SIZE).map(({ rank: _rank, ...h }) => h),
  }
}
