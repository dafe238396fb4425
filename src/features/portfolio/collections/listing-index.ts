import { sql } from '@payloadcms/db-sqlite'
import { index } from '@payloadcms/db-sqlite/drizzle/sqlite-core'
import type { SQLiteSchemaHook } from '@payloadcms/db-sqlite/types'

import { PORTFOLIO_COLLECTIONS } from '../constants'

/**
 * The listing order of réalisations as one index on SQLite: "order", then newest first, then id,
 * with the two columns that say whether a visitor may see the row. The read API's page and count
 * (items-sql.server.ts) then walk this index alone, stopping after the requested page, instead of
 * sorting every published row for each request (decision 030, docs/benchmarks.md). Payload's
 * compound indexes have no direction, hence a schema hook; `migrate:create` sees it like any field.
 */
export const portfolioListingIndex: SQLiteSchemaHook = ({ schema, extendTable }) => {
  const table = schema.tables[PORTFOLIO_COLLECTIONS.items.replace(/-/g, '_')]
  if (!table) throw new Error(`Table des réalisations introuvable dans le schéma SQLite`)
  extendTable({
    table,
    extraConfig: (t) => ({
      portfolio_items_listing_idx: index('portfolio_items_listing_idx').on(t.order, sql`${t.createdAt} DESC`, sql`${t.id} DESC`, t._status, t.private),
    }),
  })
  return schema
}
