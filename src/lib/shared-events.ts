import { createHash } from 'node:crypto'

import pg from 'pg'

import { isPostgresUrl } from './database'
import { RecentEvents } from './recent-events'

/**
 * Server code, without `server-only`: the site's config (read by the scripts outside Next) reaches it
 * through the sign-in guard.
 *
 * The per-visitor limits (failed sign-ins, resume links e-mailed, entries sent without JavaScript)
 * as one count shared by every instance (docs/decisions/052). On PostgreSQL the events are rows of
 * one table, so a visitor whom the balancer sends to another instance meets the same count; on
 * SQLite, one server, they stay in the process's memory (`RecentEvents`).
 *
 * Keys hold addresses and e-mails: only their SHA-256 is stored, with the scope, so the table says
 * nothing about who was counted, and rows leave once their window is over.
 */
export type EventCounter = {
  /** How many events of this key fall within the window that ends at `now`. */
  count(key: string, now: number): Promise<number>
  add(key: string, now: number): Promise<void>
  /** Adds an event unless the key already has `limit` of them in the window; whether it was added. */
  allow(key: string, limit: number, now: number): Promise<boolean>
  /** Takes back the event of this key at `time` (one that turned out not to count). */
  remove(key: string, time: number): Promise<void>
  /** Forgets every event of this key. */
  forget(key: string): Promise<void>
}

const TABLE = 'vitrine_recent_events'
/** One visit in this many that adds an event also deletes every row past its window. */
const PRUNE_ONE_IN = 50

function memoryCounter(windowMs: number, maxKeys?: number): EventCounter {
  const events = new RecentEvents(windowMs, maxKeys)
  return {
    count: async (key, now) => events.count(key, now),
    add: async (key, now) => events.add(key, now),
    allow: async (key, limit, now) => events.allow(key, limit, now),
    remove: async (key, time) => events.remove(key, time),
    forget: async (key) => events.forget(key),
  }
}

type Pools = Map<string, { pool: pg.Pool; ready: Promise<void> }>
const POOLS = Symbol.for('vitrine.shared-events.pools')

/** One small pool per database for the whole process, with the table made once (whoever comes first). */
function database(url: string) {
  const pools = ((globalThis as { [POOLS]?: Pools })[POOLS] ??= new Map())
  let entry = pools.get(url)
  if (!entry) {
    const pool = new pg.Pool({ connectionString: url, max: 3, application_name: 'vitrine-limites' })
    // An idle connection dropped by the server must not take the process down.
    pool.on('error', () => {})
    const ready = (async () => {
      const client = await pool.connect()
      try {
        await client.query('BEGIN')
        // Two instances starting together: one makes the table, the other waits, then finds it.
        await client.query(`SELECT pg_advisory_xact_lock(hashtext('${TABLE}'))`)
        await client.query(`CREATE TABLE IF NOT EXISTS ${TABLE} (key text NOT NULL, at bigint NOT NULL, expires bigint NOT NULL)`)
        await client.query(`CREATE INDEX IF NOT EXISTS ${TABLE}_key_at ON ${TABLE} (key, at)`)
        await client.query('COMMIT')
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {})
        pools.delete(url)
        throw error
      } finally {
        client.release()
      }
    })()
    entry = { pool, ready }
    pools.set(url, entry)
  }
  return entry
}

function postgresCounter(url: string, scope: string, windowMs: number): EventCounter {
  const hashed = (key: string) => createHash('sha256').update(`${scope}\n${key}`).digest('base64url')
  const query = async (text: string, values: unknown[]) => {
    const { pool, ready } = database(url)
    await ready
    return pool.query(text, values)
  }
  const prune = (now: number) => {
    if (Math.random() * PRUNE_ONE_IN >= 1) return
    // Not awaited: a slow clean-up must not slow the visitor down; a failed one is tried again later.
    void query(`DELETE FROM ${TABLE} WHERE expires <= $1`, [now]).catch(() => {})
  }
  return {
    async count(key, now) {
      const { rows } = await query(`SELECT count(*)::int AS n FROM ${TABLE} WHERE key = $1 AND at > $2`, [hashed(key), now - windowMs])
      return rows[0].n as number
    },
    async add(key, now) {
      await query(`INSERT INTO ${TABLE} (key, at, expires) VALUES ($1, $2, $3)`, [hashed(key), now, now + windowMs])
      prune(now)
    },
    async allow(key, limit, now) {
      // Counted and added in one statement under a lock on the key: parallel requests, on one
      // instance or several, cannot both take the last place.
      const { pool, ready } = database(url)
      await ready
      const client = await pool.connect()
      try {
        await client.query('BEGIN')
        const id = hashed(key)
        await client.query('SELECT pg_advisory_xact_lock(hashtext($1))', [id])
        const { rowCount } = await client.query(
          `INSERT INTO ${TABLE} (key, at, expires) SELECT $1, $2, $3 WHERE (SELECT count(*) FROM ${TABLE} WHERE key = $1 AND at > $4) < $5`,
          [id, now, now + windowMs, now - windowMs, limit],
        )
        await client.query('COMMIT')
        prune(now)
        return rowCount === 1
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {})
        throw error
      } finally {
        client.release()
      }
    },
    async remove(key, time) {
      await query(`DELETE FROM ${TABLE} WHERE ctid IN (SELECT ctid FROM ${TABLE} WHERE key = $1 AND at = $2 LIMIT 1)`, [hashed(key), time])
    },
    async forget(key) {
      await query(`DELETE FROM ${TABLE} WHERE key = $1`, [hashed(key)])
    },
  }
}

/**
 * The counter of one limit: shared through PostgreSQL when the site runs on it (`databaseUrl`, the
 * site's own by default), in memory otherwise. `scope` keeps the limits apart in the shared table.
 */
export function recentEvents(scope: string, windowMs: number, { maxKeys, databaseUrl }: { maxKeys?: number; databaseUrl?: string } = {}): EventCounter {
  let counter: EventCounter | null = null
  // Chosen when first used, not when the module loads: the database's address is settled by then.
  const resolve = () => {
    const url = databaseUrl ?? process.env.DATABASE_URL
    return (counter ??= url && isPostgresUrl(url) ? postgresCounter(url, scope, windowMs) : memoryCounter(windowMs, maxKeys))
  }
  return {
    count: (key, now) => resolve().count(key, now),
    add: (key, now) => resolve().add(key, now),
    allow: (key, limit, now) => resolve().allow(key, limit, now),
    remove: (key, time) => resolve().remove(key, time),
    forget: (key) => resolve().forget(key),
  }
}

/** Ends this process's pools (the tests, between databases). */
export async function closeSharedEvents(): Promise<void> {
  const pools = (globalThis as { [POOLS]?: Pools })[POOLS]
  if (!pools) return
  const all = [...pools.values()]
  pools.clear()
  await Promise.all(all.map(({ pool }) => pool.end().catch(() => {})))
}
