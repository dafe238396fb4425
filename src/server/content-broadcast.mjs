// Several instances on one PostgreSQL database (docs/decisions/051): a content change saved through
// one instance must reach the caches of all the others. Each instance listens on one channel and says
// there which paths changed; the others drop their shared page cache and revalidate those paths in
// Next's rendered-page cache. PostgreSQL's LISTEN/NOTIFY is the carrier: several instances already
// need that database, so nothing else has to run. On SQLite (one server) nothing of this starts.
import { randomUUID } from 'node:crypto'

import pg from 'pg'

import { REVALIDATION_PATH, setBroadcast } from './internal-key.mjs'
import { askSelf } from './self-request.mjs'
import { isPostgresUrl } from '../lib/database-url.mjs'

export const CONTENT_CHANNEL = 'vitrine_content'
/** A NOTIFY payload must stay under 8,000 bytes: a longer list of paths becomes "everything". */
const MAX_PAYLOAD_BYTES = 7_000
const RECONNECT_FIRST_MS = 500
const RECONNECT_MAX_MS = 30_000
/** Changes kept while the connection is down; past this, one "everything" stands for them all. */
const MAX_PENDING = 50
/** What a change says: paths as `revalidatePath` takes them, or `all` (every page, the layout included). */
export function changeMessage(from, paths, type) {
  const message = JSON.stringify({ from, paths, ...(type ? { type } : {}) })
  return Buffer.byteLength(message) <= MAX_PAYLOAD_BYTES ? message : JSON.stringify({ from, all: true })
}

/** The change another instance announced, or null for our own, a foreign or a damaged one. */
export function readChange(payload, self) {
  let data
  try {
    data = JSON.parse(payload)
  } catch {
    return null
  }
  if (!data || typeof data !== 'object' || typeof data.from !== 'string' || data.from === self) return null
  if (data.all === true) return { all: true }
  if (!Array.isArray(data.paths) || !data.paths.every((p) => typeof p === 'string' && p.startsWith('/'))) return null
  const type = data.type === 'layout' || data.type === 'page' ? data.type : undefined
  return { all: false, paths: data.paths, ...(type ? { type } : {}) }
}


/**
 * Starts listening when `databaseUrl` is PostgreSQL; null otherwise. `onChange` receives another
 * instance's change, and `{ all: true }` each time the connection is made (what was said before is unknown).
 * @param {{ databaseUrl?: string, onChange: (change: { all: true } | { all: false, paths: string[], type?: 'layout' | 'page' }) => void, log?: Pick<Console, 'warn' | 'error'>, instance?: string }} options
 */
export function contentBroadcast({ databaseUrl, onChange, log = console, instance = randomUUID() }) {
  if (!isPostgresUrl(databaseUrl)) return null
  /** @type {pg.Client | null} */
  let client = null
  let connected = false
  let stopped = false
  let delay = RECONNECT_FIRST_MS
  let timer = null
  /** Said while the connection was down: sent once it is back. */
  const pending = []

  const scheduleReconnect = () => {
    if (stopped || timer) return
    timer = setTimeout(() => {
      timer = null
      void connect()
    }, delay)
    delay = Math.min(delay * 2, RECONNECT_MAX_MS)
  }

  async function connect() {
    const next = new pg.Client({
      connectionString: databaseUrl,
      connectionTimeoutMillis: 5_000,
      keepAlive: true,
      // Seen in pg_stat_activity: which connection is which instance's listener.
      application_name: `vitrine-diffusion-${instance}`.slice(0, 63),
    })
    next.on('notification', (notification) => {
      if (notification.channel !== CONTENT_CHANNEL) return
      const change = readChange(notification.payload ?? '', instance)
      if (change) onChange(change)
    })
    const lost = (error) => {
      if (client !== next) return
      client = null
      connected = false
      if (!stopped) log.warn(`Diffusion des modifications : connexion perdue (${error?.message ?? 'fermée'}), nouvelle tentative.`)
      next.end().catch(() => {})
      scheduleReconnect()
    }
    next.on('error', lost)
    next.on('end', () => lost(null))
    client = next
    try {
      await next.connect()
      await next.query(`LISTEN ${CONTENT_CHANNEL}`)
    } catch (error) {
      lost(error)
      return
    }
    if (stopped) {
      await next.end().catch(() => {})
      return
    }
    connected = true
    delay = RECONNECT_FIRST_MS
    // Whatever the others said while this one was not listening is unknown: everything is dropped,
    // at the first connection too (a page rendered between the start and now may be stale already).
    onChange({ all: true })
    for (const message of pending.splice(0)) await send(message)
  }

  async function send(message) {
    if (!client || !connected) {
      keep(message)
      return
    }
    try {
      await client.query('SELECT pg_notify($1, $2)', [CONTENT_CHANNEL, message])
    } catch (error) {
      log.warn(`Diffusion des modifications : envoi impossible (${error.message}), renvoi à la reconnexion.`)
      keep(message)
    }
  }

  function keep(message) {
    if (pending.length >= MAX_PENDING) pending.splice(0, pending.length, JSON.stringify({ from: instance, all: true }))
    else pending.push(message)
  }

  const ready = connect()
  return {
    instance,
    /** Resolves once the first connection was tried (tests wait on it). */
    ready,
    /** Tells the other instances that these paths changed. */
    publish(paths, type) {
      return send(changeMessage(instance, paths, type))
    },
    async close() {
      stopped = true
      if (timer) clearTimeout(timer)
      const current = client
      client = null
      connected = false
      await current?.end().catch(() => {})
    },
  }
}

/**
 * The production server's part: another instance's change drops the shared page cache at once and
 * revalidates Next's rendered pages through a request of the process to itself (Next revalidates
 * only inside a request). Returns the broadcast (null on SQLite), already set for the app to publish.
 * @param {{ server: import('node:http').Server, key: string, cache: { clear(): void }, databaseUrl?: string, log?: Pick<Console, 'warn' | 'error'> }} options
 */
export function serveContentBroadcast({ server, key, cache, databaseUrl, log = console }) {
  const broadcast = contentBroadcast({
    databaseUrl,
    log,
    onChange: (change) => {
      cache.clear()
      askSelf(server, key, REVALIDATION_PATH, change)
        .then((response) => {
          // A page asked for between the first clear and Next's revalidation was Next's old copy,
          // and may have been kept: dropped again now that Next renders the new one.
          cache.clear()
          if (!response.ok) log.warn(`Diffusion des modifications : revalidation refusée (HTTP ${response.status}).`)
        })
        .catch((error) => log.warn(`Diffusion des modifications : revalidation impossible (${error.message}).`))
    },
  })
  setBroadcast(broadcast)
  return broadcast
}
