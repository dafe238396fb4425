import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterEach, describe, expect, it } from 'vitest'

import { databaseReadiness } from './database-state.mjs'
import { healthChecks } from './health.mjs'
import { gracefulShutdown } from './shutdown.mjs'

const servers: http.Server[] = []
afterEach(() => {
  for (const s of servers.splice(0)) {
    s.closeAllConnections()
    s.close()
  }
})

/** A real server whose `/lent` requests wait until `release()`; the rest answer at once. */
async function slowServer(options: { graceMs?: number; beforeExit?: () => Promise<unknown> } = {}) {
  const waiting: (() => void)[] = []
  let ready: { ready: boolean; reason: string | null } = { ready: true, reason: null }
  const health = healthChecks({ check: async () => ready })
  const server = http.createServer((req, res) => {
    if (health.handle(req, res)) return
    if (req.url === '/lent') waiting.push(() => res.end('envoi enregistré'))
    else res.end('page')
  })
  const exits: number[] = []
  const logs: string[] = []
  const drained: true[] = []
  const shutdown = gracefulShutdown(server, {
    graceMs: options.graceMs ?? 5000,
    onDrain: () => drained.push(true),
    beforeExit: options.beforeExit,
    exit: (code) => exits.push(code),
    log: (l) => logs.push(l),
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  servers.push(server)
  const port = (server.address() as AddressInfo).port
  return {
    server,
    port,
    health,
    drained,
    shutdown,
    exits,
    logs,
    waiting,
    setReady: (r: typeof ready) => (ready = r),
    /** One request on its own keep-alive agent, so the test controls the connection. */
    get: (path: string, agent = new http.Agent({ keepAlive: true })) =>
      new Promise<{ status: number; body: string; connection: string | undefined }>((resolve, reject) => {
        http
          .get({ host: '127.0.0.1', port, path, agent }, (res) => {
            let body = ''
            res.on('data', (c) => (body += c))
            res.on('end', () => resolve({ status: res.statusCode ?? 0, body, connection: res.headers.connection }))
          })
          .on('error', reject)
      }),
  }
}

const until = async (condition: () => boolean) => {
  for (let i = 0; i < 500 && !condition(); i++) await new Promise((r) => setTimeout(r, 10))
  expect(condition()).toBe(true)
}

describe('stopping an instance', () => {
  it('lets a request in flight end, refuses new connections, closes idle ones, then exits', async () => {
    const site = await slowServer()
    const idleAgent = new http.Agent({ keepAlive: true })
    expect((await site.get('/', idleAgent)).body).toBe('page')
    const idleSockets = () => Object.values(idleAgent.freeSockets).flat().length
    expect(idleSockets()).toBe(1)

    const inFlight = site.get('/lent')
    await until(() => site.waiting.length === 1)
    site.shutdown()
    site.shutdown()
    expect(site.drained).toEqual([true])

    // The idle kept-alive connection is closed by the server; a new connection is refused.
    await until(() => idleSockets() === 0)
    await expect(site.get('/')).rejects.toMatchObject({ code: 'ECONNREFUSED' })
    expect(site.exits).toEqual([])

    site.waiting[0]()
    const answer = await inFlight
    expect(answer).toMatchObject({ status: 200, body: 'envoi enregistré', connection: 'close' })
    await until(() => site.exits.length === 1)
    expect(site.exits).toEqual([0])
    expect(site.logs.at(-1)).toBe('Arrêt : terminé.')
  })

  it('cuts what still runs after the grace period, and exits once', async () => {
    const site = await slowServer({ graceMs: 200 })
    const hung = site.get('/lent').catch((error: NodeJS.ErrnoException) => error.code)
    await until(() => site.waiting.length === 1)
    site.shutdown()
    expect(await hung).toBe('ECONNRESET')
    await until(() => site.exits.length === 1)
    expect(site.logs.at(-1)).toBe('Arrêt : requêtes encore en cours après 200 ms, interrompues.')
    await new Promise((r) => setTimeout(r, 50))
    expect(site.exits).toEqual([0])
  })

  it('lets the features give back what they hold after the last answer, before it exits', async () => {
    const steps: string[] = []
    let release = () => {}
    const site = await slowServer({
      beforeExit: () => {
        steps.push('hooks')
        return new Promise<void>((resolve) => (release = resolve))
      },
    })
    const inFlight = site.get('/lent')
    await until(() => site.waiting.length === 1)
    site.shutdown()
    // The request in flight comes first: the hooks wait for it.
    expect(steps).toEqual([])
    site.waiting[0]()
    await inFlight
    await until(() => steps.length === 1)
    expect(site.exits).toEqual([])
    release()
    await until(() => site.exits.length === 1)
    expect(site.exits).toEqual([0])
  })

  it('exits even when a hook fails', async () => {
    const site = await slowServer({ beforeExit: () => Promise.reject(new Error('base indisponible')) })
    site.shutdown()
    await until(() => site.exits.length === 1)
    expect(site.exits).toEqual([0])
  })
})

describe('health checks', () => {
  it('answers liveness always, readiness from the database check, and not ready once stopping', async () => {
    const site = await slowServer()
    expect(await site.get('/healthz')).toMatchObject({ status: 200, body: '{"statut":"vivant"}' })
    expect(await site.get('/readyz?source=balancer')).toMatchObject({ status: 200, body: '{"statut":"prêt"}' })
    site.setReady({ ready: false, reason: 'base de données absente' })
    site.health.drain()
    // Draining wins over any database answer; liveness still says the process runs.
    expect(await site.get('/readyz')).toMatchObject({ status: 503, body: '{"statut":"arrêt en cours"}' })
    expect(await site.get('/healthz')).toMatchObject({ status: 200 })
  })

  it('says why it is not ready, checks the database at most once a second, and refuses other methods', async () => {
    let checks = 0
    let now = 0
    const health = healthChecks({ check: async () => (checks++, { ready: false, reason: '2 migration(s) à appliquer' }), now: () => now })
    const server = http.createServer((req, res) => void (health.handle(req, res) || res.end('page')))
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    servers.push(server)
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    const first = await fetch(`${base}/readyz`)
    expect(first.status).toBe(503)
    expect(first.headers.get('cache-control')).toBe('no-store')
    expect(await first.json()).toEqual({ statut: 'pas prêt', raison: '2 migration(s) à appliquer' })
    await fetch(`${base}/readyz`)
    expect(checks).toBe(1)
    now = 1000
    await fetch(`${base}/readyz`)
    expect(checks).toBe(2)
    expect((await fetch(`${base}/readyz`, { method: 'POST' })).status).toBe(405)
    expect(await (await fetch(`${base}/readyzz`)).text()).toBe('page')
  })

  it('reads readiness from a real database: missing, then unmigrated, then ready', async () => {
    const fs = await import('node:fs')
    const os = await import('node:os')
    const path = await import('node:path')
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-ready-'))
    const root = path.resolve(__dirname, '../..')
    const env = { DATABASE_URL: `file:${path.join(dir, 'site.db')}` }
    try {
      expect(await databaseReadiness(root, env)).toEqual({ ready: false, reason: 'base de données absente' })
      const { createClient } = await import('@libsql/client')
      const client = createClient({ url: env.DATABASE_URL })
      await client.execute('CREATE TABLE pages (id integer)')
      const missing = await databaseReadiness(root, env)
      expect(missing.ready).toBe(false)
      expect(missing.reason).toMatch(/^base de données injoignable ou incomplète : .*payload_migrations/)
      await client.execute('CREATE TABLE payload_migrations (name text)')
      const { committedMigrations } = await import('./database-state.mjs')
      const names = committedMigrations(root, 'sqlite')
      expect(await databaseReadiness(root, env)).toEqual({ ready: false, reason: `${names.length} migration(s) à appliquer` })
      for (const name of names) await client.execute({ sql: 'INSERT INTO payload_migrations (name) VALUES (?)', args: [name as string] })
      expect(await databaseReadiness(root, env)).toEqual({ ready: true, reason: null })
      client.close()
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })
})
