/**
 * nginx in front of the site, configured by the blocks of docs/deploy.md (scripts/nginx.mjs): it
 * sends the build's files and the media on its disk itself, with the copies compressed at the
 * build and headers of their own, and hands everything else to the site (issue 17: a visit's
 * requests no longer all reach Node). The site's answers carry a request id; nginx's do not.
 */
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'

import { expect, test } from '@playwright/test'

import { staffApi } from './fixtures'

import { UPLOAD_CHUNK_BYTES, UPLOAD_PATH, uploadMetadata } from '../support/tus'
import { ROOT } from '../../scripts/lib.mjs'
import { findNginx, hasBrotliStatic, startBalancer } from '../../scripts/nginx.mjs'
import { IMMUTABLE_FILE_CACHE_CONTROL, UNHASHED_FILE_CACHE_CONTROL } from '../../src/lib/cache-control.mjs'
import { HSTS_VALUE } from '../../src/server/security-headers.mjs'

const SITE_PORT = Number(process.env.E2E_PORT || 3100)
/** What a file answered by nginx allows when opened on its own: nothing (docs/deploy.md). */
const FILE_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox"
const FRONT_PORT = SITE_PORT + 13
/** nginx's purge server, where the site under test sends its purges (scripts/e2e-server.mjs). */
const PURGE_PORT = SITE_PORT + 14

const SECRET = Buffer.from('RIFF-pas-une-image: la base et le secret du site')

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: Buffer }

/** A request through nginx under the site's own name (it sends any other to its address). */
const throughFront = (method: string, pathname: string, headers: Record<string, string> = {}, body?: Buffer) =>
  new Promise<Answer>((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port: FRONT_PORT, method, path: pathname, headers: { host: `127.0.0.1:${SITE_PORT}`, ...headers } },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }))
        res.on('error', reject)
      },
    )
    req.on('error', reject)
    req.end(body)
  })

const viaFront = (pathname: string, headers: Record<string, string> = {}) => throughFront('GET', pathname, headers)

const decoded = ({ headers, body }: Answer) =>
  headers['content-encoding'] === 'br'
    ? zlib.brotliDecompressSync(body)
    : headers['content-encoding'] === 'gzip'
      ? zlib.gunzipSync(body)
      : body

test.describe('nginx in front, as docs/deploy.md configures it @http @desktop', () => {
  test.skip(!findNginx(), 'nginx introuvable : `apt-get install -y nginx-light`')
  // One nginx on one port for both tests: in one worker, one after the other.
  test.describe.configure({ mode: 'serial' })

  let front: Awaited<ReturnType<typeof startBalancer>>
  let dataDir: string
  let mediaDir: string

  test.beforeAll(async () => {
    // The media folder inside a data folder holding what nginx must never send.
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-front-data-'))
    mediaDir = path.join(dataDir, 'media')
    fs.mkdirSync(mediaDir)
    fs.writeFileSync(path.join(dataDir, 'secret.webp'), SECRET)
    fs.writeFileSync(path.join(mediaDir, '.cachee.webp'), SECRET)
    // Readable by nginx's workers (another user), as the document's ACLs make the real ones.
    fs.chmodSync(dataDir, 0o755)
    fs.chmodSync(mediaDir, 0o755)
    front = await startBalancer({ root: ROOT, instancePorts: [SITE_PORT], listenPort: FRONT_PORT, purgePort: PURGE_PORT, mediaDir })
  })

  test.afterAll(async () => {
    await front?.stop()
    fs.rmSync(dataDir, { recursive: true, force: true })
  })

  test('sends the build’s files itself, compressed at the build, kept a year, closed to any use but their own', async ({
    request,
  }) => {
    const home = await (await request.get('/')).text()
    const script =
      /data-src="(\/_next\/static\/[^"]+\.js)"/.exec(home)?.[1] ?? /<script src="(\/_next\/static\/[^"]+\.js)"/.exec(home)?.[1]
    const font = /href="(\/_next\/static\/media\/[^"]+\.woff2)"/.exec(home)?.[1]
    expect(script).toBeTruthy()
    expect(font).toBeTruthy()
    const onDisk = fs.readFileSync(path.join(ROOT, '.next', 'static', script!.slice('/_next/static/'.length)))

    // Brotli when nginx has Debian's module for it (`npm test` installs it when it can), else gzip.
    for (const [accepted, encoding] of [
      ['gzip, deflate, br, zstd', hasBrotliStatic() ? 'br' : 'gzip'],
      ['gzip, deflate', 'gzip'],
    ]) {
      const answer = await viaFront(script!, { 'accept-encoding': accepted })
      expect(answer.status).toBe(200)
      expect(answer.headers['x-request-id'], 'answered by nginx, not by the site').toBeUndefined()
      expect(answer.headers['content-encoding']).toBe(encoding)
      expect(answer.headers['content-type']).toBe('application/javascript')
      expect(answer.headers['cache-control']).toBe(IMMUTABLE_FILE_CACHE_CONTROL)
      expect(answer.headers['vary']).toBe('Accept-Encoding')
      expect(answer.headers['x-content-type-options']).toBe('nosniff')
      expect(answer.headers['content-security-policy']).toBe(FILE_POLICY)
      expect(answer.headers['strict-transport-security']).toBe(HSTS_VALUE)
      expect(decoded(answer).equals(onDisk)).toBe(true)
    }

    const fontAnswer = await viaFront(font!, { 'accept-encoding': 'gzip, deflate, br' })
    expect(fontAnswer.status).toBe(200)
    expect(fontAnswer.headers['x-request-id']).toBeUndefined()
    expect(fontAnswer.headers['content-type']).toBe('font/woff2')
    expect(fontAnswer.headers['content-encoding']).toBeUndefined()

    // A file the build does not have: nginx says so, nothing reaches the site.
    const missing = await viaFront('/_next/static/chunks/absent.js')
    expect(missing.status).toBe(404)
    expect(missing.headers['x-request-id']).toBeUndefined()
  })

  test('sends the site’s icon and the files of public/ itself, kept a day, with the bytes the site has', async ({ request }) => {
    const home = await (await request.get('/')).text()
    const icon = /<link rel="icon" href="(\/icon\.svg[^"]*)"/.exec(home)?.[1]?.replaceAll('&amp;', '&')
    expect(icon, 'icône de la page').toBeTruthy()
    for (const [address, type] of [
      [icon!, 'image/svg+xml'],
      ['/vendor/particles.js', 'application/javascript'],
    ]) {
      const direct = await request.get(address)
      expect(direct.ok(), address).toBe(true)
      const answer = await viaFront(address)
      expect(answer.status, address).toBe(200)
      expect(answer.headers['x-request-id'], `${address} envoyé par nginx`).toBeUndefined()
      expect(answer.headers['content-type'], address).toBe(type)
      expect(answer.headers['cache-control'], address).toBe(UNHASHED_FILE_CACHE_CONTROL)
      expect(answer.headers['x-content-type-options'], address).toBe('nosniff')
      expect(answer.headers['content-security-policy'], address).toBe(FILE_POLICY)
      expect(answer.body.equals(await direct.body()), address).toBe(true)
    }
    // public/'s scripts go compressed, from the copies written after the build, as the build's do.
    const particles = await viaFront('/vendor/particles.js', { 'accept-encoding': 'gzip, deflate, br, zstd' })
    expect(particles.headers['content-encoding']).toBe(hasBrotliStatic() ? 'br' : 'gzip')
    expect(particles.headers['vary']).toBe('Accept-Encoding')
    expect(decoded(particles).equals(fs.readFileSync(path.join(ROOT, 'public', 'vendor', 'particles.js')))).toBe(true)
    // Not a file of public/: the site answers, with its own page for an address it does not know.
    const absent = await viaFront('/vendor/absent.js', { 'accept-encoding': 'identity' })
    expect(absent.status).toBe(404)
    expect(absent.body.toString('utf8'), 'page introuvable du site').toContain('Page introuvable')
  })

  test('sends the media on its disk itself, and leaves the rest, pages included, to the site', async ({ request }) => {
    const direct = await request.get('/api/media/file/accueil-hero-800x500.webp')
    expect(direct.ok()).toBe(true)
    const bytes = await direct.body()
    fs.writeFileSync(path.join(mediaDir, 'essai-devant.webp'), bytes)

    const own = await viaFront('/api/media/file/essai-devant.webp')
    expect(own.status).toBe(200)
    expect(own.headers['x-request-id'], 'answered by nginx').toBeUndefined()
    expect(own.headers['content-type']).toBe('image/webp')
    expect(own.headers['cache-control']).toBe(UNHASHED_FILE_CACHE_CONTROL)
    expect(own.headers['x-content-type-options']).toBe('nosniff')
    expect(own.headers['content-security-policy']).toBe(FILE_POLICY)
    expect(own.headers['strict-transport-security']).toBe(HSTS_VALUE)
    expect(own.body.equals(bytes)).toBe(true)
    // Revalidated by nginx from the file itself: a copy the browser keeps is confirmed without the site.
    const again = await viaFront('/api/media/file/essai-devant.webp', { 'if-none-match': String(own.headers['etag']) })
    expect(again.status).toBe(304)

    // Not on nginx's disk (here: the site's own folder): the site answers, with the same bytes.
    const passed = await viaFront('/api/media/file/accueil-hero-800x500.webp')
    expect(passed.status).toBe(200)
    expect(passed.headers['x-request-id'], 'answered by the site').toBeTruthy()
    expect(passed.body.equals(bytes)).toBe(true)

    // Beside or above the media folder, or hidden in it: never sent by nginx.
    for (const address of [
      '/api/media/file/..%2Fsecret.webp',
      '/api/media/file/%2E%2E%2Fsecret.webp',
      '/api/media/file/.cachee.webp',
    ]) {
      const answer = await viaFront(address)
      expect(answer.body.includes(SECRET), address).toBe(false)
      expect(answer.status, address).not.toBe(200)
    }

    const page = await viaFront('/contact', { 'accept-encoding': 'gzip, deflate, br' })
    expect(page.status).toBe(200)
    expect(page.headers['x-request-id']).toBeTruthy()
    expect(decoded(page).toString('utf8')).toContain('<h1')
  })

  test('lets a visitor’s cut upload resume: where it stands is asked of the site, never of the page cache', async ({ playwright, baseURL }) => {
    const staff = await staffApi(playwright, baseURL)
    let formId: number | undefined
    try {
      const forms = (await (await staff.get('/api/forms?depth=0&limit=100')).json()).docs as { id: number }[]
      // The demo's form with a « Plans » field (PDF).
      formId = forms.find((f) => JSON.stringify(f).includes('"name":"plans"'))?.id
    } finally {
      await staff.dispose()
    }
    expect(formId, 'formulaire de démonstration avec un champ « Plans »').toBeTruthy()
    const site = `http://127.0.0.1:${SITE_PORT}`
    const tus = { 'tus-resumable': '1.0.0', origin: site }
    const octets = { ...tus, 'content-type': 'application/offset+octet-stream' }
    const file = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(UPLOAD_CHUNK_BYTES + 1000)])
    const created = await throughFront('POST', UPLOAD_PATH, {
      ...tus,
      'upload-length': String(file.length),
      'upload-metadata': uploadMetadata({ formId: formId!, field: 'plans', filename: 'plan.pdf' }),
    })
    expect(created.status, created.body.toString()).toBe(201)
    const address = new URL(String(created.headers.location), site).pathname
    const first = await throughFront('PATCH', address, { ...octets, 'upload-offset': '0' }, file.subarray(0, UPLOAD_CHUNK_BYTES))
    expect(first.status, first.body.toString()).toBe(204)

    // The phone's connection came back: its uploader asks where the upload stands (HEAD) and
    // sends the rest from there. A page cache would have asked the site a GET instead (405).
    const head = await throughFront('HEAD', address, tus)
    expect(head.status).toBe(200)
    expect(head.headers['upload-offset']).toBe(String(UPLOAD_CHUNK_BYTES))
    expect(head.headers['x-cache-status'], 'not through the page cache').toBeUndefined()
    const rest = await throughFront('PATCH', address, { ...octets, 'upload-offset': String(UPLOAD_CHUNK_BYTES) }, file.subarray(UPLOAD_CHUNK_BYTES))
    expect(rest.status, rest.body.toString()).toBe(204)
    expect((await throughFront('HEAD', address, tus)).headers['upload-offset']).toBe(String(file.length))
  })

  test('keeps a public page for the next visitors, and forgets it as soon as staff change it', async ({ playwright, baseURL }) => {
    expect(front.purgeUrl, 'module de purge de nginx (libnginx-mod-http-cache-purge), installé par `npm test`').toBeTruthy()
    const staff = await staffApi(playwright, baseURL)
    const slug = `essai-nginx-${Date.now().toString(36)}`
    const brotli = { 'accept-encoding': 'gzip, deflate, br, zstd' }
    const title = (answer: Answer) => /<title>([^<]*)<\/title>/.exec(decoded(answer).toString('utf8'))?.[1] ?? ''
    /** The page as nginx answers it once it holds it: other tests' edits empty its cache meanwhile, so asked until then. */
    const keptByNginx = async () => {
      let kept: Answer | null = null
      await expect
        .poll(async () => {
          kept = await viaFront(`/${slug}`, brotli)
          return kept.headers['x-cache-status']
        }, { message: 'la page servie par nginx' })
        .toBe('HIT')
      return kept! as Answer
    }
    try {
      const created = await staff.post('/api/pages', { data: { title: 'Horaires d’hiver', slug, _status: 'published', layout: [] } })
      expect(created.ok(), await created.text()).toBe(true)
      const id = (await created.json()).doc.id as number
      try {
        const kept = await keptByNginx()
        expect(kept.status).toBe(200)
        expect(kept.headers['x-request-id'], 'answered by nginx alone').toBeUndefined()
        expect(kept.headers['content-encoding']).toBe('br')
        expect(kept.headers['content-security-policy'], 'the site’s own headers, kept with the page').toBeTruthy()
        expect(title(kept)).toContain('Horaires d’hiver')
        // A browser's repeat visit: confirmed by nginx without the site.
        const again = await viaFront(`/${slug}`, { ...brotli, 'if-none-match': String(kept.headers['etag']) })
        expect(again.status).toBe(304)
        expect(again.headers['x-cache-status']).toBe('HIT')

        // Signed-in staff, a preview, a navigation's flight data: always the site's own answer.
        for (const headers of [
          { cookie: 'theme=sombre; payload-token=abc' },
          { cookie: '__prerender_bypass=1' },
          { authorization: 'JWT abc' },
          { rsc: '1' },
        ] as Record<string, string>[]) {
          const passed = await viaFront(`/${slug}`, { ...brotli, ...headers })
          expect(passed.headers['x-cache-status'], JSON.stringify(headers)).toBe('BYPASS')
          expect(passed.headers['x-request-id'], JSON.stringify(headers)).toBeTruthy()
        }

        // Changed in the administration: nginx's copy goes at once, the next ones are the new page.
        const updated = await staff.patch(`/api/pages/${id}`, { data: { title: 'Horaires d’été' } })
        expect(updated.ok()).toBe(true)
        await expect.poll(async () => title(await viaFront(`/${slug}`, brotli)), { timeout: 3_000 }).toContain('Horaires d’été')
        expect(title(await keptByNginx())).toContain('Horaires d’été')
      } finally {
        expect((await staff.delete(`/api/pages/${id}`)).ok()).toBe(true)
      }
      await expect.poll(async () => (await viaFront(`/${slug}`, brotli)).status, { timeout: 3_000 }).toBe(404)
    } finally {
      await staff.dispose()
    }
    // (The earlier tests' missing files are in its log on purpose.)
    expect(front.errors()).not.toMatch(/\[(error|crit|alert|emerg)\].*(cache|purge)/i)
  })
})
