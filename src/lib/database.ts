import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { postgresAdapter } from '@payloadcms/db-postgres'
import { sqliteAdapter } from '@payloadcms/db-sqlite'

import { isPostgresUrl } from './database-url.mjs'
import { portfolioListingIndex } from '../features/portfolio/collections/listing-index'
import { SQLITE_FILE } from './paths'

const dirname = path.dirname(fileURLToPath(import.meta.url))

export { isPostgresUrl }

/**
 * SQLite file by default; PostgreSQL when DATABASE_URL is a postgres:// URL. Both apply the
 * committed migrations (push is off), so development and production share one schema history.
 */
export function databaseAdapter() {
  const url = process.env.DATABASE_URL
  if (isPostgresUrl(url)) {
    return postgresAdapter({
      pool: { connectionString: url },
      migrationDir: path.resolve(dirname, '../migrations/postgres'),
      push: false,
    })
  }
  const file = url?.startsWith('file:') ? url : `file:${SQLITE_FILE}`
  return sqliteAdapter({
    client: { url: file },
    migrationDir: path.resolve(dirname, '../migrations/sqlite'),
    push: false,
    // WAL lets readers and a writer work at once; the busy timeout queues writers instead of failing.
    wal: true,
    busyTimeout: 5000,
    afterSchemaInit: [portfolioListingIndex],
  })
}
