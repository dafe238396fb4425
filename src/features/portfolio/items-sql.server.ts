import 'server-only'

import { sql } from '@payloadcms/db-sqlite'
import type { Payload } from 'payload'

import type { Media, PortfolioItem } from '@/payload-types'

import { toWpItem } from './api/serialise'
import type { WpPortfolioItem } from './types'

/**
 * The read API's hot path on SQLite: one indexed query for the page, one for the count and one for
 * the page's taxonomy links, then the same serialisation as Payload's documents (toWpItem). Payload's
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
  const parts: SQL[] = [sql`p._status = 'published'`, sql`(p.private = 0 OR p.private IS NULL)`]
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

function media(row: Row, prefix: 't' | 'l'): Media | null {
  if (row[`${prefix}_id`] === null || row[`${prefix}_id`] === undefined) return null
  const size = (name: 'card' | 'large') => ({
    url: fileUrl(row[`${prefix}_${name}_url`], row[`${prefix}_${name}_filename`]),
    width: num(row[`${prefix}_${name}_width`]),
    height: num(row[`${prefix}_${name}_height`]),
  })
  return {
    id: Number(row[`${prefix}_id`]),
    alt: (row[`${prefix}_alt`] as string | null) ?? '',
    url: fileUrl(row[`${prefix}_url`], row[`${prefix}_filename`]),
    width: num(row[`${prefix}_width`]),
    height: num(row[`${prefix}_height`]),
    sizes: { card: size('card'), large: size('large') },
  } as Media
}

const mediaColumns = (alias: 't' | 'l') =>
  sql.raw(
    ['id', 'alt', 'url', 'filename', 'width', 'height', 'sizes_card_url', 'sizes_card_filename', 'sizes_card_width', 'sizes_card_height', 'sizes_large_url', 'sizes_large_filename', 'sizes_large_width', 'sizes_large_height']
      .map((column) => `${alias}.${column} AS ${alias}_${column.replace(/^sizes_/, '')}`)
      .join(', '),
  )

export async function findPortfolioItemsWithSql(payload: Payload, query: SqlItemsQuery): Promise<{ docs: WpPortfolioItem[]; total: number }> {
  const db = drizzle(payload)
  const where = conditions(query)
  const [rows, counted] = await Promise.all([
    // The page's ids first (the sort reads the items table alone), then their media for those rows only.
    db.all(sql`
      WITH page AS (
        SELECT p.id FROM portfolio_items p
        WHERE ${where}
        ORDER BY p."order" ASC, p.created_at DESC, p.id DESC
        LIMIT ${query.perPage} OFFSET ${(query.page - 1) * query.perPage}
      )
      SELECT p.id, p.title, p.slug, p.type, p.thumbnail_alt, p.video_url, p.page_url, p.site_url, p.open_in_new_tab,
             p.open_in, p.site_type, p."order" AS item_order, p.created_at, p.updated_at,
             ${mediaColumns('t')}, ${mediaColumns('l')}
      FROM page
      JOIN portfolio_items p ON p.id = page.id
      LEFT JOIN media t ON t.id = p.thumbnail_id
      LEFT JOIN media l ON l.id = p.lightbox_image_id
      ORDER BY p."order" ASC, p.created_at DESC, p.id DESC`),
    query.id === undefined ? db.all(sql`SELECT count(*) AS total FROM portfolio_items p WHERE ${where}`) : Promise.resolve(null),
  ])
  const ids = rows.map((row) => Number(row.id))
  const terms = new Map(ids.map((id) => [id, { categories: [] as number[], otherCategories: [] as number[], tags: [] as number[] }]))
  if (ids.length) {
    const rels = await db.all(sql`
      SELECT parent_id, path, portfolio_categories_id, portfolio_other_categories_id, portfolio_tags_id
      FROM portfolio_items_rels
      WHERE parent_id IN (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )}) AND path IN ('categories', 'otherCategories', 'tags')
      ORDER BY parent_id, "order"`)
    for (const rel of rels) {
      const entry = terms.get(Number(rel.parent_id))
      const kind = rel.path as 'categories' | 'otherCategories' | 'tags'
      const id = rel[kind === 'categories' ? 'portfolio_categories_id' : kind === 'otherCategories' ? 'portfolio_other_categories_id' : 'portfolio_tags_id']
      if (entry && id !== null && id !== undefined) entry[kind].push(Number(id))
    }
  }
  const docs = rows.map((row) => {
    const links = terms.get(Number(row.id))!
    const doc = {
      id: Number(row.id),
      title: row.title,
      slug: row.slug,
      type: row.type,
      thumbnail: media(row, 't'),
      thumbnailAlt: row.thumbnail_alt,
      lightboxImage: media(row, 'l'),
      videoUrl: row.video_url,
      pageUrl: row.page_url,
      siteUrl: row.site_url,
      openInNewTab: Boolean(row.open_in_new_tab),
      openIn: row.open_in,
      siteType: row.site_type,
      order: num(row.item_order),
      createdAt: row.created_at,
      updatedAt: row.updated_at,
      ...links,
    } as unknown as PortfolioItem
    return toWpItem(doc)
  })
  return { docs, total: counted ? Number(counted[0]?.total ?? 0) : docs.length }
}
