// The PostgreSQL server the suites and the bench make their throwaway databases on: PG_TEST_URL, or
// the local one. They run when it answers; the default run needs nothing but SQLite.
import pg from 'pg'

export const PG_ADMIN_URL = process.env.PG_TEST_URL || 'postgres://postgres@127.0.0.1:5432/postgres'

/**
 * Runs one statement as the administrator; false when the server cannot be reached or refuses.
 * @param {string} sql
 * @returns {Promise<boolean>}
 */
export async function pgAdmin(sql) {
  const client = new pg.Client({ connectionString: PG_ADMIN_URL, connectionTimeoutMillis: 2000 })
  try {
    await client.connect()
    await client.query(sql)
    return true
  } catch {
    return false
  } finally {
    await client.end().catch(() => {})
  }
}

/**
 * The address of a database of that name on the same server.
 * @param {string} name
 */
export function databaseUrl(name) {
  const url = new URL(PG_ADMIN_URL)
  url.pathname = `/${name}`
  return url.toString()
}
