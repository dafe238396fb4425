/**
 * Two instances of the production server on one PostgreSQL database and one S3-compatible bucket,
 * each with a data folder of its own, as behind a load balancer (docs/decisions/051, 062): a page
 * saved through one is shown fresh by the other within seconds, though the other had it in both of
 * its caches (the shared page cache and Next's rendered pages), and an image sent to one is served
 * by the other. Runs when a PostgreSQL server is reachable, like the integration suites on PostgreSQL.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { expect, test, type APIRequestContext } from '@playwright/test'
import sharp from 'sharp'

import { migrate, ROOT, seedIfEmpty } from '../../scripts/lib.mjs'
import { pgAdmin, postgresAvailable, throwawayDatabase } from '../int/pg'
import { S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, startS3, type TestBucket } from '../support/s3'

const BASE_PORT = Number(process.env.E2E_PORT || 3100) + 20
/** The public name both instances answer for; the balancer passes it on. */
const SITE_HOST = 'vitrine-balancee.test'
const ADMIN = { email: 'admin@instances.test', password: 'Instances-2026!' }

test.describe('several instances behind a load balancer', { tag: ['@http', '@desktop'] }, () => {
  test.describe.configure({ mode: 'serial', timeout: 60_000 })
  const database = throwawayDatabase('vitrine_instances')
  const dataDirs = [0, 1].map(() => fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-instances-')))
  let bucket: TestBucket | null = null
  const servers: ChildProcess[] = []
  const logs: string[] = []
  let reachable = false

  test.beforeAll(async () => {
    // Migrating and seeding a PostgreSQL database, then starting two servers.
    test.setTimeout(300_000)
    reachable = await postgresAvailable('tests de plusieurs instances')
    if (!reachable) return
    bucket = await startS3()
    const env = {
      DATA_DIR: dataDirs[0],
      DATABASE_URL: await database.create(),
      PAYLOAD_SECRET: 'instances-secret-not-for-production',
      SITE_URL: `http://${SITE_HOST}`,
      TRUST_PROXY: '1',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      NODE_ENV: 'production' as const,
      // Each instance keeps its rendered pages in its own memory, as on machines of their own.
      VITRINE_ISR_MEMORY_ONLY: '1',
      // The visitors' uploads and the media library, the demo's images included, in one bucket.
      UPLOAD_S3_BUCKET: bucket.bucket,
      UPLOAD_S3_ENDPOINT: bucket.endpoint,
      UPLOAD_S3_ACCESS_KEY_ID: S3_ACCESS_KEY_ID,
      UPLOAD_S3_SECRET_ACCESS_KEY: S3_SECRET_ACCESS_KEY,
    }
    await migrate(env)
    await seedIfEmpty(env)
    for (const [i, port] of [BASE_PORT, BASE_PORT + 1].entries()) {
      const server = spawn(process.execPath, [path.join(ROOT, 'src', 'server', 'server.mjs'), String(port)], {
        cwd: ROOT,
        env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env, DATA_DIR: dataDirs[i] },
        stdio: ['ignore', 'pipe', 'pipe'],
      })
      for (const stream of [server.stdout, server.stderr]) stream?.on('data', (chunk: Buffer) => logs.push(`[${port}] ${chunk}`))
      servers.push(server)
    }
    for (const port of [BASE_PORT, BASE_PORT + 1])
      await expect
        .poll(() => fetch(`http://127.0.0.1:${port}/readyz`).then((r) => r.status, () => 0), { timeout: 60_000, message: `instance ${port} prête` })
        .toBe(200)
  })

  test.afterAll(async () => {
    for (const server of servers) server.kill('SIGTERM')
    await Promise.all(servers.map((server) => new Promise((resolve) => (server.exitCode !== null ? resolve(null) : server.once('exit', resolve)))))
    if (reachable) await database.drop()
    await bucket?.close()
    for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true })
  })

  /** The balancer's view of one instance: every request carries the site's public name. */
  const instance = (playwright: { request: { newContext: (options: object) => Promise<APIRequestContext> } }, port: number) =>
    playwright.request.newContext({
      baseURL: `http://127.0.0.1:${port}`,
      extraHTTPHeaders: { 'x-forwarded-host': SITE_HOST, 'x-forwarded-proto': 'http', origin: `http://${SITE_HOST}` },
    })

  test('a page saved through one instance is shown fresh by the other', async ({ playwright }) => {
    test.skip(!reachable, 'PostgreSQL injoignable')
    const [a, b] = [await instance(playwright, BASE_PORT), await instance(playwright, BASE_PORT + 1)]
    try {
      // The second instance has the page in its caches: asked twice, the second from the page cache.
      const title = async (api: APIRequestContext) => /<title>([^<]*)<\/title>/.exec(await (await api.get('/contact')).text())?.[1] ?? ''
      const before = await title(b)
      expect(before).toContain('Contact')
      expect(await title(b)).toBe(before)

      // Staff save the page on the first instance.
      const login = await a.post('/api/users/login', { data: ADMIN })
      expect(login.ok(), await login.text()).toBe(true)
      const { token } = (await login.json()) as { token: string }
      const auth = { authorization: `JWT ${token}` }
      const found = await a.get('/api/pages?where[slug][equals]=contact&depth=0', { headers: auth })
      const [page] = (await found.json()).docs as { id: number; title: string }[]
      const renamed = `Nous contacter (${Date.now()})`
      const saved = await a.patch(`/api/pages/${page.id}`, { headers: auth, data: { title: renamed, meta: { title: renamed } } })
      expect(saved.ok(), await saved.text()).toBe(true)

      // Within seconds, the other instance shows it, under both of its caches.
      await expect.poll(() => title(b), { timeout: 10_000, message: 'le titre enregistré, vu par l’autre instance' }).toContain(renamed)
      expect(await title(a)).toContain(renamed)
    } catch (error) {
      console.log(logs.join('').slice(-4000))
      throw error
    } finally {
      await a.dispose()
      await b.dispose()
    }
  })

  test('a listening connection cut by the database comes back, and changes flow again', async ({ playwright }) => {
    test.skip(!reachable, 'PostgreSQL injoignable')
    const [a, b] = [await instance(playwright, BASE_PORT), await instance(playwright, BASE_PORT + 1)]
    try {
      expect(await pgAdmin(`select pg_terminate_backend(pid) from pg_stat_activity where application_name like 'vitrine-diffusion-%'`)).toBe(true)
      const login = await a.post('/api/users/login', { data: ADMIN })
      const { token } = (await login.json()) as { token: string }
      const auth = { authorization: `JWT ${token}` }
      const [page] = (await (await a.get('/api/pages?where[slug][equals]=contact&depth=0', { headers: auth })).json()).docs as { id: number }[]
      const heading = async () => /<title>([^<]*)<\/title>/.exec(await (await b.get('/contact')).text())?.[1] ?? ''
      await heading()
      const renamed = `Contact après coupure (${Date.now()})`
      // Saved until the other instance shows it: a save made while its listener was still reconnecting
      // is covered by its "drop everything" once back, so either way it shows within seconds.
      expect((await a.patch(`/api/pages/${page.id}`, { headers: auth, data: { title: renamed, meta: { title: renamed } } })).ok()).toBe(true)
      await expect.poll(heading, { timeout: 20_000 }).toContain(renamed)
    } finally {
      await a.dispose()
      await b.dispose()
    }
  })
  test('an image sent through one instance is served by the other, from the bucket', async ({ playwright }) => {
    test.skip(!reachable, 'PostgreSQL injoignable')
    const [a, b] = [await instance(playwright, BASE_PORT), await instance(playwright, BASE_PORT + 1)]
    try {
      // The demo's images were seeded into the bucket: the other instance's home page shows them.
      const home = await (await b.get('/')).text()
      const shown = [...home.matchAll(/src="(\/api\/media\/file\/[^"?]+\.webp)"/g)].map((m) => m[1])
      expect(shown.length).toBeGreaterThan(0)
      for (const address of new Set(shown)) expect((await b.get(address)).status(), address).toBe(200)

      const login = await a.post('/api/users/login', { data: ADMIN })
      const { token } = (await login.json()) as { token: string }
      const picture = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#7a5c2e' } }).png().toBuffer()
      const sent = await a.post('/api/media', {
        headers: { authorization: `JWT ${token}` },
        multipart: { file: { name: 'pelle sur le talus.png', mimeType: 'image/png', buffer: picture }, _payload: JSON.stringify({ alt: 'Pelle sur le talus' }) },
      })
      expect(sent.ok(), await sent.text()).toBe(true)
      const { doc } = (await sent.json()) as { doc: { filename: string; url: string } }
      const served = await b.get(doc.url)
      expect(served.status()).toBe(200)
      expect(served.headers()['content-type']).toBe('image/webp')
      expect(served.headers()['cache-control']).toMatch(/max-age=86400/)
      expect((await served.body()).equals((await bucket!.object(`media/${doc.filename}`))!.bytes)).toBe(true)
      // Neither instance kept it on its own disk.
      for (const dir of dataDirs) expect(fs.existsSync(path.join(dir, 'media', doc.filename))).toBe(false)
    } finally {
      await a.dispose()
      await b.dispose()
    }
  })
})
