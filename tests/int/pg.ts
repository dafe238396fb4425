import { databaseUrl, PG_ADMIN_URL, pgAdmin } from '../../scripts/postgres-admin.mjs'

/**
 * A throwaway PostgreSQL database for the suites that also run on PostgreSQL. They run when a
 * server is reachable (PG_TEST_URL, or the local one); the default run needs nothing but SQLite.
 */
export { pgAdmin }

/** Whether a PostgreSQL server answers; says so when it does not, since the suite is then left out. */
export async function postgresAvailable(what: string): Promise<boolean> {
  const available = await pgAdmin('select 1')
  if (!available) console.warn(`PostgreSQL injoignable (${PG_ADMIN_URL}) : ${what} sur PostgreSQL non exécutés.`)
  return available
}

/** A database of its own for one test file: created on demand, dropped at the end. */
export function throwawayDatabase(prefix: string) {
  const name = `${prefix}_${process.pid}_${Date.now()}`
  return {
    async create(): Promise<string> {
      if (!(await pgAdmin(`create database "${name}"`))) throw new Error(`Base PostgreSQL ${name} non créée`)
      return databaseUrl(name)
    },
    async drop(): Promise<void> {
      await pgAdmin(
        `select pg_terminate_backend(pid) from pg_stat_activity where datname = '${name}' and pid <> pg_backend_pid()`,
      )
      await pgAdmin(`drop database if exists "${name}"`)
    },
  }
}
