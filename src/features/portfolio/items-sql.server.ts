import 'server-only'

import { sql } from '@payloadcms/db-sqlite'
import type { Payload } from 'payload'

import type { Media, PortfolioItem } from '@/payload-types'

import { toWpItem } from './api/serialise'
import type { WpPortfolioItem } from './types'

/**
 * The read API's hot path on SQLite: one statement, walking the listing index (listing-index.ts),
 * gives the page with its media and taxonomy links and the total, then the same serialisation as
 * Payload's documents (toWpItem). Payload's
 * `find` spends about 5 ms of CPU per call on a page of 12 (access, hooks, field traversal, the
 * relationship joins), ten times the queries themselves; this path reads what a visitor may see —
 * published, not private (`publicPortfolioWhere`) — and nothing else (decision 030). PostgreSQL
 * keeps Payload's `find` (queries.server.ts). A test checks both give the same answers.
 */

export type SqlItemsQuery = {
  page: number
  perPage: number
  categories: number[]
  otherCategories: number[]
  tags: number[]
  /** Already normalised (normaliseForSearch); '' for none. */
  search: string
  id?: number
}

type SQL = ReturnType<typeof sql>
type Row = Record<string, unknown>
type SqliteDrizzle = { all: (query: SQL) => Promise<Row[]> }

export const canReadWithSql = (payload: Payload): boolean => payload.db.name === 'sqlite'

const drizzle = (payload: Payload) => (payload.db as unknown as { drizzle: SqliteDrizzle }).drizzle

/** The rels table's column for each taxonomy field, as Payload names them. */
const REL_COLUMNS = {
  categories: sql.raw('portfolio_categories_id'),
  otherCategories: sql.raw('portfolio_other_categories_id'),
  tags: sql.raw('portfolio_tags_id'),
} as const

function conditions(query: SqlItemsQuery): SQL {
  // The unary plus keeps SQLite from choosing the `_status` index, which matches almost every row,
  // over the listing index that already holds the order (listing-index.ts).
  const parts: SQL[] = [sql`+p._status = 'published'`, sql`(p.private = 0 OR p.private IS NULL)`]
  for (const kind of ['categories', 'otherCategories', 'tags'] as const) {
    const ids = query[kind]
    if (!ids.length) continue
    parts.push(
      sql`p.id IN (SELECT r.parent_id FROM portfolio_items_rels r WHERE r.path = ${kind} AND r.${REL_COLUMNS[kind]} IN (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )}))`,
    )
  }
  // A plain substring of the normalised title (the search index), never a pattern.
  if (query.search) parts.push(sql`instr(p.search_text, ${query.search}) > 0`)
  if (query.id !== undefined) parts.push(sql`p.id = ${query.id}`)
  return sql.join(parts, sql` AND `)
}

/** Payload's URL of a stored file: another site's URL as stored, else its own route (generateFilePathOrURL). */
function fileUrl(stored: unknown, filename: unknown): string | null {
  if (typeof stored === 'string' && stored && !stored.startsWith('/')) return stored
  return typeof filename === 'string' && filename ? `/api/media/file/${encodeURIComponent(filename)}` : null
}

const num = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v))

/** A media row as SQLite's json_object gives it (mediaJson), null when the item has none. */
type MediaJson = { id: number; alt: string | null; url: string | null; filename: string | null; width: number | null; height: number | null; sizes: Record<'card' | 'large', { url: string | null; filename: string | null; width: number | null; height: number | null }> }

function media(row: MediaJson | null): Media | null {
  if (!row) return null
  const size = (name: 'card' | 'large') => ({
    url: fileUrl(row.sizes[name].url, row.sizes[name].filename),
    width: num(row.sizes[name].width),
    height: num(row.sizes[name].height),
  })
  return {
    id: Number(row.id),
    alt: row.alt ?? '',
    url: fileUrl(row.url, row.filename),
    width: num(row.width),
    height: num(row.height),
    sizes: { card: size('card'), large: size('large') },
  } as Media
}

/** One media row as a JSON object (null without one), in the shape `media` reads. */
const mediaJson = (alias: 't' | 'l') => {
  const size = (name: 'card' | 'large') =>
    `json_object('url', ${alias}.sizes_${name}_url, 'filename', ${alias}.sizes_${name}_filename, 'width', ${alias}.sizes_${name}_width, 'height', ${alias}.sizes_${name}_height)`
  return sql.raw(
    `CASE WHEN ${alias}.id IS NULL THEN NULL ELSE json_object('id', ${alias}.id, 'alt', ${alias}.alt, 'url', ${alias}.url, 'filename', ${alias}.filename, 'width', ${alias}.width, 'height', ${alias}.height, 'sizes', json_object('card', ${size('card')}, 'large', ${size('large')})) END`,
  )
}

const LISTING_ORDER = sql.raw(`p."order" ASC, p.created_at DESC, p.id DESC`)

/** An item row as SQLite's json_object gives it (the query below). */
type ItemJson = {
  id: number
  title: string
  slug: string
  type: PortfolioItem['type']
  thumbnail: MediaJson | null
  thumbnailAlt: string | null
  lightboxImage: MediaJson | null
  videoUrl: string | null
  pageUrl: string | null
  siteUrl: string | null
  openInNewTab: number | null
  openIn: PortfolioItem['openIn']
  siteType: PortfolioItem['siteType']
  order: number | null
  createdAt: string
  updatedAt: string
  /** [path, term id] in the editor's order. */
  terms: [string, number | null][]
}

/**
 * One statement for the page, its media, its taxonomy links and the total: each statement costs
 * its preparation and each column of each row an object property in the driver, which together
 * weighed more than the queries themselves; SQLite builds the page as one JSON text instead.
 */
function itemsStatement(query: SqlItemsQuery): SQL {
  const where = conditions(query)
  return sql`
    WITH page AS (
      SELECT p.id FROM portfolio_items p
      WHERE ${where}
      ORDER BY ${LISTING_ORDER}
      LIMIT ${query.perPage} OFFSET ${(query.page - 1) * query.perPage}
    )
    SELECT
      ${query.id === undefined ? sql`(SELECT count(*) FROM portfolio_items p WHERE ${where})` : sql`NULL`} AS total,
      (SELECT json_group_array(json(item) ORDER BY item_order ASC, created_at DESC, id DESC) FROM (
        SELECT p."order" AS item_order, p.created_at, p.id, json_object(
          'id', p.id, 'title', p.title, 'slug', p.slug, 'type', p.type,
          'thumbnail', ${mediaJson('t')}, 'thumbnailAlt', p.thumbnail_alt, 'lightboxImage', ${mediaJson('l')},
          'videoUrl', p.video_url, 'pageUrl', p.page_url, 'siteUrl', p.site_url, 'openInNewTab', p.open_in_new_tab,
          'openIn', p.open_in, 'siteType', p.site_type, 'order', p."order", 'createdAt', p.created_at, 'updatedAt', p.updated_at,
          'terms', (
            SELECT json_group_array(json_array(r.path, coalesce(r.portfolio_categories_id, r.portfolio_other_categories_id, r.portfolio_tags_id)) ORDER BY r."order")
            FROM portfolio_items_rels r
            WHERE r.parent_id = p.id AND r.path IN ('categories', 'otherCategories', 'tags')
          )
        ) AS item
        -- CROSS JOIN keeps SQLite's join order: the page's few ids first, each then read by its key.
        FROM page
        CROSS JOIN portfolio_items p ON p.id = page.id
        LEFT JOIN media t ON t.id = p.thumbnail_id
        LEFT JOIN media l ON l.id = p.lightbox_image_id
      )) AS items`
}

/** SQLite's plan for a page (EXPLAIN QUERY PLAN): the tests check the listing index is walked. */
export async function explainItemsPage(payload: Payload, query: SqlItemsQuery): Promise<string[]> {
  const plan = await drizzle(payload).all(sql`EXPLAIN QUERY PLAN ${itemsStatement(query)}`)
  return plan.map((step) => String(step.detail))
}

export async function findPortfolioItemsWithSql(payload: Payload, query: SqlItemsQuery): Promise<{ docs: WpPortfolioItem[]; total: number }> {
  const [row] = await drizzle(payload).all(itemsStatement(query))
  const items = JSON.parse(String(row?.items ?? '[]')) as ItemJson[]
  const docs = items.map((item) => {
    const links = { categories: [] as number[], otherCategories: [] as number[], tags: [] as number[] }
    for (const [path, id] of item.terms) if (id !== null && path in links) links[path as keyof typeof links].push(Number(id))
    const doc = {
      ...item,
      thumbnail: media(item.thumbnail),
      lightboxImage: media(item.lightboxImage),
      openInNewTab: Boolean(item.openInNewTab),
      order: num(item.order),
      ...links,
    } as unknown as PortfolioItem
    return toWpItem(doc)
  })
  return { docs, total: row?.total === null || row?.total === undefined ? docs.length : Number(row.total) }
}
