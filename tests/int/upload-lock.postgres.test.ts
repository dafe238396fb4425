import net from 'node:net'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { SharedUploadLocker } from '@/features/forms/upload/locker.server'
import { acquireSharedLock, closeSharedLocks, LockTimeout } from '@/lib/shared-lock'
import { pgAdmin, postgresAvailable, throwawayDatabase } from './pg'

/**
 * The lock that keeps an upload's chunks in turn across instances sharing the pending folder
 * (docs/decisions/063), on a real PostgreSQL database. Two lockers stand for two instances: each
 * has its own memory and its own connections, as two processes would.
 */
const database = throwawayDatabase('vitrine_upload_lock')
let url = ''
const reachable = await postgresAvailable('verrous des envois')

beforeAll(async () => {
  if (reachable) url = await database.create()
})
afterAll(async () => {
  await closeSharedLocks()
  if (reachable) await database.drop()
})

const never = new AbortController().signal
const noRelease = () => {}
/** Settles within `ms`, or says it is still waiting. */
const within = <T,>(promise: Promise<T>, ms: number) =>
  Promise.race([promise.then(() => 'obtenu' as const), new Promise<'en attente'>((resolve) => setTimeout(() => resolve('en attente'), ms))])

describe.runIf(reachable)('an upload’s lock shared by the instances', () => {
  it('makes a chunk on another instance wait until the one being written ends, then go on', async () => {
    const a = new SharedUploadLocker(url)
    const b = new SharedUploadLocker(url)
    const held = a.newLock('0123abcd')
    await held.lock(never, noRelease)
    const next = b.newLock('0123abcd')
    const waiting = next.lock(never, noRelease)
    expect(await within(waiting, 400)).toBe('en attente')
    // Another upload is not held up.
    const other = b.newLock('4567ef01')
    expect(await within(other.lock(never, noRelease), 2_000)).toBe('obtenu')
    await other.unlock()
    await held.unlock()
    expect(await within(waiting, 2_000)).toBe('obtenu')
    await next.unlock()
  })

  it('gives up after its time with tus’s own answer, and when the request is gone', async () => {
    const a = new SharedUploadLocker(url)
    const b = new SharedUploadLocker(url, 300)
    const held = a.newLock('89abcdef')
    await held.lock(never, noRelease)
    await expect(b.newLock('89abcdef').lock(never, noRelease)).rejects.toMatchObject({ status_code: 500, body: 'failed to acquire lock before timeout' })
    const gone = new AbortController()
    const waiting = new SharedUploadLocker(url).newLock('89abcdef').lock(gone.signal, noRelease)
    gone.abort()
    await expect(waiting).rejects.toThrow()
    await held.unlock()
    // Given up twice, then free: the lock was never left taken by a waiter.
    const after = b.newLock('89abcdef')
    await after.lock(never, noRelease)
    await after.unlock()
  })

  it('is freed when the instance holding it dies, by the database itself', async () => {
    const killed = await acquireSharedLock(url, 'envoi:fedcba98')
    try {
      await expect(acquireSharedLock(url, 'envoi:fedcba98', { timeoutMs: 200 })).rejects.toBeInstanceOf(LockTimeout)
      // What a killed process leaves: its connections closed (this database's only: other suites run
      // beside this one). The connection idle in the pool is closed too, unknown to the pool at
      // first: the next lock must not fail on it.
      const name = new URL(url).pathname.slice(1)
      expect(
        await pgAdmin(`select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'vitrine-verrous' and datname = '${name}' and state = 'idle'`),
      ).toBe(true)
      const release = await acquireSharedLock(url, 'envoi:fedcba98', { timeoutMs: 5_000 })
      await release()
    } finally {
      // Its connection gone, letting go of it is quiet.
      await killed()
    }
  })

  it('is taken on a fresh connection when the ones idle in the pool were dropped unnoticed', async () => {
    // A connection a firewall or a database failover dropped while it was idle: the pool still
    // holds it as sound, and learns otherwise only at its first query.
    const database = new URL(url)
    const pairs: { client: net.Socket; upstream: net.Socket }[] = []
    const proxy = net.createServer((client) => {
      const upstream = net.connect(Number(database.port || 5432), database.hostname)
      client.pipe(upstream).pipe(client)
      for (const socket of [client, upstream]) socket.on('error', () => {})
      pairs.push({ client, upstream })
    })
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve))
    const proxied = new URL(url)
    proxied.hostname = '127.0.0.1'
    proxied.port = String((proxy.address() as net.AddressInfo).port)
    try {
      // Two connections idle in the pool (a failover drops them all at once).
      const first = await acquireSharedLock(proxied.href, 'envoi:0f1e2d3c')
      const second = await acquireSharedLock(proxied.href, 'envoi:0f1e2d3d')
      await first()
      await second()
      expect(pairs).toHaveLength(2)
      // Dropped: the database's side is gone, the pool's side hears nothing until it writes.
      for (const { client, upstream } of pairs.splice(0)) {
        client.unpipe(upstream)
        upstream.destroy()
        client.on('data', () => client.destroy()).resume()
      }
      const release = await acquireSharedLock(proxied.href, 'envoi:0f1e2d3c', { timeoutMs: 5_000 })
      await release()
    } finally {
      for (const { client, upstream } of pairs) {
        client.destroy()
        upstream.destroy()
      }
      await new Promise((resolve) => proxy.close(resolve))
    }
  })

  it('keeps the older request’s cancellation within an instance, as tus expects', async () => {
    const a = new SharedUploadLocker(url)
    const first = a.newLock('13572468')
    let asked = false
    await first.lock(never, () => {
      asked = true
      void first.unlock()
    })
    const second = a.newLock('13572468')
    await second.lock(never, noRelease)
    expect(asked).toBe(true)
    await second.unlock()
  })
})
