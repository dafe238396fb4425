// What `npm start` needs to know before serving: has the database every committed migration, and
// does it hold content? Answered with two plain queries, because asking Payload means loading its
// config in a process of its own (with the retries of docs/decisions/004), which made restarting a
// built, seeded site take 40–70 s where the server itself is ready in about 2 s (decision 025).
import fs from 'node:fs'
import path from 'node:path'

import { dataDir } from '../lib/data-dir.mjs'

const MIGRATION_FILE = /^(\d{8}_\d{6}_[\w-]+)\.ts$/

const isPostgres = (url) => Boolean(url && /^postgres(ql)?:\/\//.test(url))

/** The migrations committed for a dialect, by name (the file names Payload records once applied). */
export function committedMigrations(root, dialect) {
  return fs
    .readdirSync(path.join(root, 'src', 'migrations', dialect))
    .map((file) => MIGRATION_FILE.exec(file)?.[1])
    .filter(Boolean)
    .sort()
}

/** The SQLite file the site opens (src/lib/database.ts and src/lib/paths.ts), or null for PostgreSQL. */
export function sqliteFile(root, env) {
  const url = env.DATABASE_URL
  if (isPostgres(url)) return null
  if (url?.startsWith('file:')) return path.resolve(root, url.slice('file:'.length))
  return path.join(dataDir(root, env), 'vitrine.db')
}

async function query(root, env, statements) {
  if (isPostgres(env.DATABASE_URL)) {
    const { default: pg } = await import('pg')
    const client = new pg.Client({ connectionString: env.DATABASE_URL })
    await client.connect()
    try {
      const results = []
      for (const sql of statements) results.push((await client.query(sql)).rows)
      return results
    } finally {
      await client.end()
    }
  }
  const file = sqliteFile(root, env)
  // Opening a missing file would create an empty database: a missing file is simply "nothing yet".
  if (!fs.existsSync(file)) return null
  const { createClient } = await import('@libsql/client')
  const client = createClient({ url: `file:${file}` })
  try {
    const results = []
    for (const sql of statements) results.push((await client.execute(sql)).rows)
    return results
  } finally {
    client.close()
  }
}

/** The applied migrations and the pages' count, or null when there is no database yet; throws what the driver throws. */
async function readState(root, env) {
  const rows = await query(root, env, ['SELECT name FROM payload_migrations', 'SELECT count(*) AS n FROM pages'])
  if (!rows) return null
  const dialect = isPostgres(env.DATABASE_URL) ? 'postgres' : 'sqlite'
  const applied = new Set(rows[0].map((row) => row.name))
  return {
    pending: committedMigrations(root, dialect).filter((name) => !applied.has(name)),
    pages: Number(rows[1][0]?.n ?? 0),
  }
}

/**
 * `{ migrated, seeded }` for the database the environment names. Anything it cannot read (no file,
 * no tables yet, a server that does not answer) counts as "not done", so the caller takes the
 * ordinary path through Payload, which reports real errors in its own words.
 * @param {string} root
 * @param {Record<string, string | undefined>} [env]
 */
export async function databaseState(root, env = process.env) {
  try {
    const state = await readState(root, env)
    return state ? { migrated: state.pending.length === 0, seeded: state.pages > 0 } : { migrated: false, seeded: false }
  } catch {
    return { migrated: false, seeded: false }
  }
}

/**
 * Whether this instance may take visitors (the readiness check of decision 048): the database
 * answers and holds every committed migration (an instance started while another one migrates
 * waits until it is done). The reason is in French, for the operator reading the check.
 * @param {string} root
 * @param {Record<string, string | undefined>} [env]
 * @returns {Promise<{ ready: boolean, reason: string | null }>}
 */
export async function databaseReadiness(root, env = process.env) {
  let state
  try {
    state = await readState(root, env)
  } catch (error) {
    const message = String(error?.message ?? error).split('\n')[0].slice(0, 200)
    return { ready: false, reason: `base de données injoignable ou incomplète : ${message}` }
  }
  if (!state) return { ready: false, reason: 'base de données absente' }
  if (state.pending.length) return { ready: false, reason: `${state.pending.length} migration(s) à appliquer` }
  return { ready: true, reason: null }
}
