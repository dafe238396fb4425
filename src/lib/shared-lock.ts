import pg from 'pg'

/**
 * Exclusive locks by name across every instance on one PostgreSQL database (docs/decisions/063):
 * a session-level advisory lock, held on a connection of its own until released. Several
 * instances writing the same upload's file on a shared folder take turns through it.
 */
export type Release = () => Promise<void>

export class LockTimeout extends Error {
  constructor(name: string) {
    super(`Verrou partagé « ${name} » non obtenu à temps.`)
    this.name = 'LockTimeout'
  }
}

/** Advisory locks are numbers: this one's first half keeps the site's locks apart from others'. */
const NAMESPACE = 'vitrine-verrous'
/** Held locks are few (one per chunk being written, one creation); each holds a connection. */
const MAX_HELD = 20
/** How often a taken lock is asked for again: short at first, as most are released within a chunk. */
const RETRY_MS = [20, 50, 100, 200]

const POOLS = Symbol.for('vitrine.shared-lock.pools')
const pools = () => ((globalThis as { [POOLS]?: Map<string, pg.Pool> })[POOLS] ??= new Map())

function poolFor(url: string): pg.Pool {
  let pool = pools().get(url)
  if (!pool) {
    pool = new pg.Pool({ connectionString: url, max: MAX_HELD, application_name: 'vitrine-verrous' })
    // A connection cut while idle is dropped from the pool; the next lock opens another.
    pool.on('error', () => {})
    pools().set(url, pool)
  }
  return pool
}

/**
 * The connections already handed out once: they carry their error listener, and one whose first query
 * fails may be a copy the pool kept of a connection the database has since closed.
 */
const listened = new WeakSet<pg.PoolClient>()

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms)
    signal?.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true })
  })

/**
 * Waits for the lock `name` and returns its release. Gives up with LockTimeout after `timeoutMs`,
 * or with the signal's reason when it is aborted. A connection lost while held releases the lock
 * on the database's side: a killed instance never keeps one.
 */
export async function acquireSharedLock(url: string, name: string, options: { timeoutMs?: number; signal?: AbortSignal } = {}): Promise<Release> {
  for (;;) {
    try {
      return await acquireOnce(url, name, options)
    } catch (error) {
      // A connection the database closed while it sat idle in the pool (a restart, a failover, an
      // administrator) fails at its first query, before the pool has heard of it: closed, and the
      // lock asked for once more. Every idle connection may have been closed at once, so this goes
      // on until a fresh connection answers (or fails: then the database itself is the trouble).
      if (!(error instanceof FirstQueryFailed)) throw error
      if (!error.reused) throw error.cause
    }
  }
}

/** The first query on a connection failed; `reused`: the connection had sat in the pool before. */
class FirstQueryFailed extends Error {
  constructor(
    readonly reused: boolean,
    cause: unknown,
  ) {
    super('première requête du verrou en échec', { cause })
  }
}

async function acquireOnce(url: string, name: string, { timeoutMs = 30_000, signal }: { timeoutMs?: number; signal?: AbortSignal }): Promise<Release> {
  const client = await poolFor(url).connect()
  // The pool listens to its idle connections only; a held one cut by the database must not
  // become an unhandled error. Its release then closes it.
  const reused = listened.has(client)
  if (!reused) {
    listened.add(client)
    client.on('error', () => {})
  }
  const deadline = Date.now() + timeoutMs
  let attempt = 0
  try {
    for (; ; attempt++) {
      signal?.throwIfAborted()
      const { rows } = await client.query('SELECT pg_try_advisory_lock(hashtext($1), hashtext($2)) AS taken', [NAMESPACE, name])
      if (rows[0].taken) break
      if (Date.now() >= deadline) throw new LockTimeout(name)
      await sleep(Math.min(RETRY_MS[Math.min(attempt, RETRY_MS.length - 1)], deadline - Date.now()), signal)
    }
  } catch (error) {
    // Waited too long or given up: the connection is sound. Anything else: it is closed.
    const sound = error instanceof LockTimeout || signal?.aborted
    client.release(sound ? undefined : error instanceof Error ? error : true)
    if (!sound && attempt === 0) throw new FirstQueryFailed(reused, error)
    throw error
  }
  let released = false
  return async () => {
    if (released) return
    released = true
    try {
      await client.query('SELECT pg_advisory_unlock(hashtext($1), hashtext($2))', [NAMESPACE, name])
      client.release()
    } catch (error) {
      // The connection is closed rather than returned: whatever it still holds goes with it.
      client.release(error instanceof Error ? error : true)
    }
  }
}

/** Runs `work` holding the lock `name`. */
export async function withSharedLock<T>(url: string, name: string, work: () => Promise<T>, options?: { timeoutMs?: number; signal?: AbortSignal }): Promise<T> {
  const release = await acquireSharedLock(url, name, options)
  try {
    return await work()
  } finally {
    await release()
  }
}

/** Ends this process's pools (the tests, between databases). */
export async function closeSharedLocks(): Promise<void> {
  const all = [...pools().values()]
  pools().clear()
  await Promise.all(all.map((pool) => pool.end().catch(() => {})))
}
