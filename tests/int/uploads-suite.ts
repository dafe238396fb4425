import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { Readable } from 'node:stream'

import type { Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import {
  ACTION_SUBMIT,
  UPLOAD_ORPHAN_TTL_MS,
  UPLOAD_SNIFF_BYTES,
  UPLOAD_UNFINISHED_BYTES_PER_CLIENT,
  UPLOAD_UNFINISHED_FILES_PER_CLIENT,
  UPLOAD_UNFINISHED_TTL_MS,
} from '@/features/forms/constants'
import { messages } from '@/features/forms/messages'
import { gpsValues, metadataTraces, readPhotoGps } from '@/features/forms/testing/photo'
import { contentMatches } from '@/features/forms/upload/files'
import { heifMetadataItems } from '@/features/forms/upload/heif-metadata'
import type { UploadStorage } from '@/features/forms/upload/storage.server'
import { setClientAddress } from '@/server/client-address.mjs'
import { ajaxSubmission, freshPayload, webRequest } from './harness'

/** Where attached files are kept: the local `files/` folder, or an S3-compatible bucket. */
export type UploadBackend = {
  name: string
  /** Sets the environment the site's storage is made from (the upload root is already UPLOAD_DIR). */
  setup(): Promise<void>
  /** The bytes of an attached file where this backend keeps it, or null when they are not there. */
  stored(id: string, uploadRoot: string): Promise<Buffer | null>
  /** What the upload root holds: the scratch folder, and `files/` only when files stay local. */
  localFolders: string[]
  teardown(): Promise<void>
}

/** `from`: the visitor's address, as the site's reverse proxy forwards it (127.0.0.1 without it). */
type Meta = { filename: string; field?: string; submission: string; form?: number; from?: string }

/** What a backend's own tests reach of the suite's running site. */
export type UploadsSite = {
  payload: () => Payload
  storage: () => UploadStorage
  base: () => string
  uploadRoot: () => string
  upload: (m: Meta, data: Uint8Array) => Promise<{ url: string; id: string; response: Response }>
  submit: (submissionId: string, files: { id: string; name: string }[]) => Promise<Response>
  entryOf: (submissionId: string) => Promise<{ id: number; answers: { key: string; value: string[]; text: string }[] }>
  download: (id: string) => Promise<Response>
  settle: (now: Date) => Promise<{ attached: number; removed: number }>
  photo: () => Buffer
  submission: () => string
}

/**
 * Resumable uploads over real HTTP: the tus endpoint, the submission endpoint and the staff
 * download behind one loopback server, on a throwaway database and upload folder, with attached
 * files kept by `backend` (uploads.test.ts: local folder; uploads.s3.test.ts: S3 bucket).
 */
export function uploadsSuite(backend: UploadBackend, more?: (site: UploadsSite) => void) {
  let payload: Payload
  let cleanup: () => Promise<void>
  let server: http.Server
  let base = ''
  let formId = 0
  let storage: UploadStorage
  let uploadRoot = ''
  let staffToken = ''
  let mod: typeof import('@/features/forms/upload/tus.server') &
    typeof import('@/features/forms/submit/pipeline.server') &
    typeof import('@/features/forms/upload/download.server') &
    typeof import('@/features/forms/submit/nonce.server') &
    typeof import('@/features/forms/upload/attach.server')

  const TUS = { 'tus-resumable': '1.0.0' }
  const b64 = (s: string) => Buffer.from(s).toString('base64')


  async function route(request: Request): Promise<Response> {
    const { pathname } = new URL(request.url)
    const deps = { payload, siteUrl: base, storage }
    if (pathname.startsWith('/formulaires/televersement')) return mod.handleUpload(request, deps)
    if (pathname === '/formulaires/envoi') return mod.handleSubmit(request, { ...deps, secret: payload.secret, uploads: storage })
    if (pathname.startsWith('/formulaires/fichiers/'))
      return mod.handleDownload(request, pathname.split('/').pop()!, payload, storage)
    return new Response('introuvable', { status: 404 })
  }

  const metadata = (m: Meta) =>
    [
      `filename ${b64(m.filename)}`,
      `form_id ${b64(String(m.form ?? formId))}`,
      `field_id ${b64(m.field ?? 'photos')}`,
      `submission_id ${b64(m.submission)}`,
    ].join(',')

  async function create(m: Meta, length: number, origin: string | null = base) {
    return fetch(`${base}/formulaires/televersement`, {
      method: 'POST',
      headers: {
        ...TUS,
        'upload-length': String(length),
        'upload-metadata': metadata(m),
        ...(origin ? { origin } : {}),
        ...(m.from ? { 'x-forwarded-for': m.from } : {}),
      },
    })
  }
  const location = (r: Response) => new URL(r.headers.get('location')!, base).href
  const patch = (url: string, offset: number, body: Uint8Array) =>
    fetch(url, {
      method: 'PATCH',
      headers: { ...TUS, origin: base, 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' },
      body: body as Uint8Array<ArrayBuffer>,
    })

  /** Creates and sends a whole file in one PATCH. */
  async function upload(m: Meta, data: Uint8Array) {
    const created = await create(m, data.length)
    expect(created.status).toBe(201)
    const url = location(created)
    return { url, id: url.split('/').pop()!, response: await patch(url, 0, data) }
  }

  const submission = () => randomUUID()
  const pendingFiles = () => fs.readdirSync(path.join(uploadRoot, 'pending'))

  async function submit(submissionId: string, files: { id: string; name: string }[]) {
    const body = new URLSearchParams(
      await ajaxSubmission(formId, payload.secret, { vitrine_submission_id: submissionId, input_nom: 'Jeanne Martin', input_photos: JSON.stringify(files) }),
    )
    return fetch(`${base}/formulaires/envoi`, { method: 'POST', headers: { origin: base, accept: 'application/json' }, body })
  }

  async function entryOf(submissionId: string) {
    const found = await payload.find({
      collection: 'form-entries',
      where: { submissionId: { equals: submissionId } },
      overrideAccess: true,
    })
    return found.docs[0] as unknown as { id: number; answers: { key: string; value: string[]; text: string }[] }
  }
  const download = (id: string) =>
    fetch(`${base}/formulaires/fichiers/${id}`, { headers: { authorization: `JWT ${staffToken}` } })
  const settle = (now: Date) => mod.settleUploads(payload, now, storage)

  let photo: Buffer
  const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n')

  beforeAll(async () => {
    ;({ payload, cleanup } = await freshPayload())
    mod = {
      ...(await import('@/features/forms/upload/tus.server')),
      ...(await import('@/features/forms/submit/pipeline.server')),
      ...(await import('@/features/forms/upload/download.server')),
      ...(await import('@/features/forms/submit/nonce.server')),
      ...(await import('@/features/forms/upload/attach.server')),
    }
    // The site's own storage, in this test's folder: the entries' delete hook uses it too.
    uploadRoot = fs.mkdtempSync(path.join(process.env.DATA_DIR!, 'uploads-'))
    process.env.UPLOAD_DIR = uploadRoot
    await backend.setup()
    storage = (await import('@/features/forms/upload/storage.server')).uploadStorage()
    formId = (
      await payload.create({
        collection: 'forms',
        data: {
          title: 'Devis avec photos',
          method: 'ajax',
          fields: [
            { blockType: 'text', label: 'Nom', name: 'nom', required: true },
            {
              blockType: 'upload',
              label: 'Photos du terrain',
              name: 'photos',
              maxFiles: 2,
              maxSizeMb: 1,
              allowedExtensions: ['jpg', 'png', 'heic'],
            },
            { blockType: 'upload', label: 'Plans', name: 'plans', maxFiles: 1, maxSizeMb: 1, allowedExtensions: ['pdf'] },
            // Large files, for the quotas of unfinished uploads.
            { blockType: 'upload', label: 'Dossier', name: 'dossier', maxFiles: 20, maxSizeMb: 150, allowedExtensions: ['pdf'] },
          ],
        } as never,
        overrideAccess: true,
      })
    ).id
    await payload.create({
      collection: 'users',
      data: { email: 'staff@int.test', password: 'int-Staff-2026!', name: 'Staff', role: 'editor' },
      overrideAccess: true,
    })
    staffToken = (await payload.login({ collection: 'users', data: { email: 'staff@int.test', password: 'int-Staff-2026!' } }))
      .token!
    // A real photo carrying a GPS position, as phones write it.
    photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#8a6' } })
      .jpeg()
      .withExif({
        IFD0: { Make: 'Téléphone', Model: 'Démo' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '47/1 54/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '1/1 54/1 0/1' },
      })
      .toBuffer()
    server = http.createServer((req, res) => {
      // As the production server behind a reverse proxy (TRUST_PROXY=1): tests choose the address.
      setClientAddress(req, true)
      route(webRequest(req, base))
        .then(async (response) => {
          res.writeHead(response.status, Object.fromEntries(response.headers))
          if (response.body) Readable.fromWeb(response.body as never).pipe(res)
          else res.end()
        })
        .catch((error: unknown) => {
          res.writeHead(500).end(String(error))
        })
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  }, 120_000)

  afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve))
    await cleanup?.()
    await backend.teardown()
  })

  describe(`tus endpoint (${backend.name})`, () => {
    it('takes a photo in chunks, tells the offset to resume from, and strips its GPS data', async () => {
      expect((await sharp(photo).metadata()).exif).toBeDefined()
      const sid = submission()
      const created = await create({ filename: 'C:\\Users\\jeanne\\Terrain nord.JPG', submission: sid }, photo.length)
      expect(created.status).toBe(201)
      const url = location(created)
      const half = Math.floor(photo.length / 2)
      expect((await patch(url, 0, photo.subarray(0, half))).status).toBe(204)
      const head = await fetch(url, { method: 'HEAD', headers: TUS })
      expect(head.headers.get('upload-offset')).toBe(String(half))
      expect((await patch(url, half, photo.subarray(half))).status).toBe(204)
      const info = await storage.pending(url.split('/').pop()!)
      expect(info?.checked?.name).toBe('Terrain nord.jpg')
      const stored = fs.readFileSync(path.join(uploadRoot, 'pending', info!.id))
      const meta = await sharp(stored).metadata()
      expect(meta.exif).toBeUndefined()
      expect(meta.width).toBe(64)
    })

    it('resumes after a server restart: the new process knows the offset and takes only the rest', async () => {
      const created = await create({ filename: 'terrain.jpg', submission: submission() }, photo.length)
      const url = location(created)
      const half = Math.floor(photo.length / 2)
      expect((await patch(url, 0, photo.subarray(0, half))).status).toBe(204)
      // A restarted server: a new storage and tus endpoint over the same scratch folder, nothing in memory.
      const before = storage
      storage = (await import('@/features/forms/upload/storage.server')).uploadStorageFromEnv()
      try {
        const head = await fetch(url, { method: 'HEAD', headers: TUS })
        expect(head.status).toBe(200)
        expect(head.headers.get('upload-offset')).toBe(String(half))
        expect((await patch(url, half, photo.subarray(half))).status).toBe(204)
      } finally {
        storage = before
      }
      expect((await storage.pending(url.split('/').pop()!))?.checked?.name).toBe('terrain.jpg')
    })

    it('takes a HEIC photo without its GPS position, the rest of the file as sent; refuses one it cannot read', async () => {
      const heic = readPhotoGps()
      expect(metadataTraces(heic)).not.toEqual([])
      const u = await upload({ filename: 'IMG_0042.HEIC', submission: submission() }, heic)
      expect(u.response.status).toBe(204)
      expect((await storage.pending(u.id))?.checked).toMatchObject({ name: 'IMG_0042.heic', mime: 'image/heic', size: heic.length })
      const stored = fs.readFileSync(path.join(uploadRoot, 'pending', u.id))
      expect(contentMatches('heic', stored.subarray(0, UPLOAD_SNIFF_BYTES))).toBe(true)
      expect(metadataTraces(stored, gpsValues(heic))).toEqual([])
      // Only the Exif and XMP items were rewritten: the photo itself is byte for byte what was sent.
      const items = heifMetadataItems(heic).flatMap((item) => item.extents)
      expect(stored.length).toBe(heic.length)
      const changedElsewhere = [...heic.keys()].filter((i) => stored[i] !== heic[i] && !items.some((x) => i >= x.start && i < x.end))
      expect(changedElsewhere).toEqual([])

      const broken = await upload({ filename: 'IMG_0043.heic', submission: submission() }, heic.subarray(0, heic.length - 100))
      expect(broken.response.status).toBe(422)
      expect(await broken.response.text()).toBe(
        'IMG_0043.heic : cette photo n’a pas pu être lue pour en retirer la position GPS. Enregistrez-la en JPEG, puis envoyez-la de nouveau.',
      )
      expect(await storage.pending(broken.id)).toBeNull()
      expect(fs.existsSync(path.join(uploadRoot, 'pending', broken.id))).toBe(false)
    })

    it('refuses a chunk out of order or sent twice (409), and a chunk for an unknown upload (404)', async () => {
      const sid = submission()
      const url = location(await create({ filename: 'a.jpg', submission: sid }, photo.length))
      expect((await patch(url, 10, photo.subarray(10, 20))).status).toBe(409)
      expect((await patch(url, 0, photo.subarray(0, 100))).status).toBe(204)
      const again = await patch(url, 0, photo.subarray(0, 100))
      expect(again.status).toBe(409)
      expect((await storage.pending(url.split('/').pop()!))?.offset).toBe(100)
      const unknown = `${base}/formulaires/televersement/${'0'.repeat(32)}`
      expect((await patch(unknown, 0, photo.subarray(0, 10))).status).toBe(404)
      expect((await fetch(unknown, { method: 'HEAD', headers: TUS })).status).toBe(404)
      expect((await patch(`${base}/formulaires/televersement/..%2F..%2Fpayload-secret`, 0, photo.subarray(0, 10))).status).toBe(
        404,
      )
    })

    it('refuses more bytes than declared and keeps nothing of them', async () => {
      const url = location(await create({ filename: 'b.jpg', submission: submission() }, 100))
      const response = await patch(url, 0, photo.subarray(0, 500))
      expect(response.status).toBe(413)
      const info = await storage.pending(url.split('/').pop()!)
      expect(info?.offset).toBe(0)
      expect(info?.checked).toBeNull()
    })

    it('refuses at creation: a forbidden type, a declared size over the limit, one file too many, another site', async () => {
      const sid = submission()
      const exe = await create({ filename: 'virus.exe', submission: sid }, 10)
      expect(exe.status).toBe(415)
      expect(await exe.text()).toBe('virus.exe Ce type de fichier n’est pas autorisé.')
      const big = await create({ filename: 'grand.jpg', submission: sid }, 2 * 1024 * 1024)
      expect(big.status).toBe(413)
      expect(await big.text()).toBe('grand.jpg - Le fichier dépasse la taille autorisée.')
      expect((await create({ filename: '1.jpg', submission: sid }, 10)).status).toBe(201)
      expect((await create({ filename: '2.jpg', submission: sid }, 10)).status).toBe(201)
      const third = await create({ filename: '3.jpg', submission: sid }, 10)
      expect(third.status).toBe(409)
      expect(await third.text()).toBe('Nombre de fichiers maximal atteint')
      expect((await create({ filename: 'x.jpg', submission: submission() }, 10, 'https://evil.example')).status).toBe(403)
      expect((await create({ filename: 'x.jpg', submission: 'court' }, 10)).status).toBe(400)
      expect((await create({ filename: 'x.jpg', submission: submission(), field: 'nom' }, 10)).status).toBe(400)
    })

    it('holds the file count when twenty creations for a one-file field arrive at once', async () => {
      const sid = submission()
      const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => create({ filename: `plan-${i}.pdf`, field: 'plans', submission: sid }, 10)))
      const statuses = answers.map((r) => r.status).sort()
      expect(statuses.filter((s) => s === 201)).toHaveLength(1)
      expect(statuses.filter((s) => s === 409)).toHaveLength(19)
      // Only one file was kept for this submission: storage is spent once.
      expect(await storage.countPending(formId, 'plans', sid)).toBe(1)
    })

    it('refuses a script or an executable under an image name, and a renamed archive, keeping nothing', async () => {
      const before = pendingFiles().length
      const php = await upload({ filename: 'photo.jpg', submission: submission() }, Buffer.from('<?php system($_GET["c"]); ?>'))
      expect(php.response.status).toBe(422)
      expect(await php.response.text()).toBe('photo.jpg : le contenu du fichier ne correspond pas à son extension.')
      const exe = await upload(
        { filename: 'photo.png', submission: submission() },
        Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200)]),
      )
      expect(exe.response.status).toBe(422)
      const zip = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(26), Buffer.from('secret.txt')])
      const archive = await upload({ filename: 'plan.pdf', field: 'plans', submission: submission() }, zip)
      expect(archive.response.status).toBe(422)
      for (const u of [php, exe, archive]) expect(await storage.pending(u.id)).toBeNull()
      expect(pendingFiles().length).toBe(before)
    })

    it('keeps a path-traversal file name as a plain name inside the upload folder', async () => {
      const u = await upload({ filename: '../../../../etc/cron.d/plan.php.pdf', field: 'plans', submission: submission() }, pdf)
      expect(u.response.status).toBe(204)
      const info = await storage.pending(u.id)
      expect(info?.checked?.name).toBe('plan-php.pdf')
      expect(fs.existsSync(path.join(uploadRoot, 'pending', u.id))).toBe(true)
      expect(fs.readdirSync(uploadRoot).sort()).toEqual(backend.localFolders)
    })
  })

  describe(`unfinished uploads: quotas and cleanup (${backend.name})`, () => {
    const MIB = 1024 * 1024
    const cancel = (url: string) => fetch(url, { method: 'DELETE', headers: { ...TUS, origin: base } })
    const file = (id: string) => path.join(uploadRoot, 'pending', id)
    /** Creates `count` uploads of `size` declared bytes in the large-files field, from `from`. */
    async function createMany(from: string, count: number, size: number) {
      const urls: string[] = []
      let sid = submission()
      for (let i = 0; i < count; i++) {
        // The field takes 20 files per submission: the next ones belong to another submission.
        if (i > 0 && i % 20 === 0) sid = submission()
        const created = await create({ filename: `dossier-${i}.pdf`, field: 'dossier', submission: sid, from }, size)
        expect(created.status).toBe(201)
        urls.push(location(created))
      }
      return urls
    }

    it('refuses a visitor’s next upload past their number of unfinished files, in French; finishing or cancelling one makes room', async () => {
      const visitor = '203.0.113.7'
      const urls = await createMany(visitor, UPLOAD_UNFINISHED_FILES_PER_CLIENT, pdf.length)
      const refused = await create({ filename: 'encore.pdf', field: 'dossier', submission: submission(), from: visitor }, pdf.length)
      expect(refused.status).toBe(429)
      expect(await refused.text()).toBe(messages.uploadBusyClient('encore.pdf'))
      // Another visitor is not held back by this one.
      expect((await create({ filename: 'voisin.pdf', field: 'dossier', submission: submission(), from: '203.0.113.8' }, pdf.length)).status).toBe(201)

      // A finished upload is no longer unfinished: its place is free.
      expect((await patch(urls[0], 0, pdf)).status).toBe(204)
      expect((await create({ filename: 'apres-fin.pdf', field: 'dossier', submission: submission(), from: visitor }, pdf.length)).status).toBe(201)
      expect((await create({ filename: 'encore.pdf', field: 'dossier', submission: submission(), from: visitor }, pdf.length)).status).toBe(429)
      // So is a cancelled one's.
      expect((await cancel(urls[1])).status).toBe(204)
      expect((await create({ filename: 'apres-annulation.pdf', field: 'dossier', submission: submission(), from: visitor }, pdf.length)).status).toBe(201)

      // Cancelled, so that the next tests count from a known state.
      for (const url of urls.slice(2)) expect((await cancel(url)).status).toBe(204)
    })

    it('counts a visitor’s declared bytes across their IPv6 network (/64): one large file may always start alone', async () => {
      const large = 150 * MIB
      expect(large).toBeGreaterThan(UPLOAD_UNFINISHED_BYTES_PER_CLIENT)
      // Nothing unfinished yet: one file larger than the bound starts.
      const first = await create({ filename: 'releve.pdf', field: 'dossier', submission: submission(), from: '2001:db8:a:b::1' }, large)
      expect(first.status).toBe(201)
      // Another address of the same /64 is the same visitor's line.
      const neighbour = await create({ filename: 'plan.pdf', field: 'dossier', submission: submission(), from: '2001:db8:a:b:0:0:0:2' }, 1024)
      expect(neighbour.status).toBe(429)
      expect(await neighbour.text()).toBe(messages.uploadBusyClient('plan.pdf'))
      expect((await create({ filename: 'plan.pdf', field: 'dossier', submission: submission(), from: '2001:db8:a:c::1' }, 1024)).status).toBe(201)

      expect((await cancel(location(first))).status).toBe(204)
      const half = Math.floor(UPLOAD_UNFINISHED_BYTES_PER_CLIENT / 2) + 1
      const a = await create({ filename: 'a.pdf', field: 'dossier', submission: submission(), from: '2001:db8:a:b::2' }, half)
      expect(a.status).toBe(201)
      const b = await create({ filename: 'b.pdf', field: 'dossier', submission: submission(), from: '2001:db8:a:b::3' }, half)
      expect(b.status).toBe(429)
      expect((await cancel(location(a))).status).toBe(204)
    })

    it('refuses any visitor’s upload past the site’s bounds (files, then bytes), in French, until one is finished', async () => {
      const saved = { files: process.env.UPLOAD_UNFINISHED_MAX_FILES, mb: process.env.UPLOAD_UNFINISHED_MAX_MB }
      const restore = () => {
        for (const [name, value] of [
          ['UPLOAD_UNFINISHED_MAX_FILES', saved.files],
          ['UPLOAD_UNFINISHED_MAX_MB', saved.mb],
        ] as const)
          if (value === undefined) delete process.env[name]
          else process.env[name] = value
      }
      try {
        // Nothing unfinished left by earlier tests: the hourly pass, as if they were long idle.
        await settle(new Date(Date.now() + UPLOAD_UNFINISHED_TTL_MS + 60_000))
        process.env.UPLOAD_UNFINISHED_MAX_FILES = '2'
        const one = await create({ filename: 'un.pdf', field: 'dossier', submission: submission(), from: '198.51.100.1' }, pdf.length)
        const two = await create({ filename: 'deux.pdf', field: 'dossier', submission: submission(), from: '198.51.100.2' }, pdf.length)
        expect([one.status, two.status]).toEqual([201, 201])
        const full = await create({ filename: 'trois.pdf', field: 'dossier', submission: submission(), from: '198.51.100.3' }, pdf.length)
        expect(full.status).toBe(429)
        expect(await full.text()).toBe(messages.uploadBusySite('trois.pdf'))
        expect((await patch(location(one), 0, pdf)).status).toBe(204)
        expect((await create({ filename: 'trois.pdf', field: 'dossier', submission: submission(), from: '198.51.100.3' }, pdf.length)).status).toBe(201)

        // Two small files are unfinished now: 3.5 MiB leaves room for 3 MiB more, not 4.
        delete process.env.UPLOAD_UNFINISHED_MAX_FILES
        process.env.UPLOAD_UNFINISHED_MAX_MB = '3.5'
        expect((await create({ filename: 'gros.pdf', field: 'dossier', submission: submission(), from: '198.51.100.4' }, 2 * MIB)).status).toBe(201)
        const over = await create({ filename: 'trop.pdf', field: 'dossier', submission: submission(), from: '198.51.100.5' }, 2 * MIB)
        expect(over.status).toBe(429)
        expect(await over.text()).toBe(messages.uploadBusySite('trop.pdf'))
        expect((await create({ filename: 'petit.pdf', field: 'dossier', submission: submission(), from: '198.51.100.5' }, MIB)).status).toBe(201)
      } finally {
        restore()
      }
    })

    it('refuses a creation that carries the file’s bytes: they go through the checked chunks only', async () => {
      const response = await fetch(`${base}/formulaires/televersement`, {
        method: 'POST',
        headers: {
          ...TUS,
          origin: base,
          'upload-length': String(pdf.length),
          'upload-metadata': metadata({ filename: 'direct.pdf', field: 'plans', submission: submission() }),
          'content-type': 'application/offset+octet-stream',
        },
        body: pdf,
      })
      expect(response.status).toBe(400)
      expect(await response.text()).toBe(messages.uploadInvalidValue)
    })

    it('removes unfinished uploads left untouched long before finished ones; a chunk counts as a touch', async () => {
      const idle = new Date(Date.now() - UPLOAD_UNFINISHED_TTL_MS - 60_000)
      const half = Math.floor(photo.length / 2)
      const started = async (name: string) => {
        const url = location(await create({ filename: name, submission: submission(), from: '192.0.2.9' }, photo.length))
        expect((await patch(url, 0, photo.subarray(0, half))).status).toBe(204)
        return { url, id: url.split('/').pop()! }
      }
      const abandoned = await started('abandonne.jpg')
      const recent = await started('recent.jpg')
      const resumed = await started('repris.jpg')
      const finished = await upload({ filename: 'fini.jpg', submission: submission(), from: '192.0.2.9' }, photo)
      expect(finished.response.status).toBe(204)
      // Time passes for three of them (their files were last written then)…
      for (const id of [abandoned.id, resumed.id, finished.id]) fs.utimesSync(file(id), idle, idle)
      // …and the visitor comes back for one of them.
      expect((await patch(resumed.url, half, photo.subarray(half, half + 100))).status).toBe(204)

      expect((await settle(new Date())).removed).toBeGreaterThanOrEqual(1)
      expect(await storage.pending(abandoned.id)).toBeNull()
      expect(fs.existsSync(file(abandoned.id))).toBe(false)
      expect((await fetch(abandoned.url, { method: 'HEAD', headers: TUS })).status).toBe(404)
      expect((await storage.pending(recent.id))?.offset).toBe(half)
      expect((await storage.pending(resumed.id))?.offset).toBe(half + 100)
      // A finished file waits for its submission as before (a saved form may come back for it).
      expect((await storage.pending(finished.id))?.checked?.name).toBe('fini.jpg')
    })
  })

  describe(`attachment to entries (${backend.name})`, () => {
    it('attaches files only to an accepted submission; staff alone download them, as attachments', async () => {
      const sid = submission()
      const u = await upload({ filename: 'terrain.jpg', submission: sid }, photo)
      expect(u.response.status).toBe(204)

      // Refused submission (required name missing): nothing attached, the upload still waits.
      const refused = await fetch(`${base}/formulaires/envoi`, {
        method: 'POST',
        headers: { origin: base, accept: 'application/json' },
        body: new URLSearchParams({
          action: ACTION_SUBMIT,
          vitrine_form_id: String(formId),
          vitrine_nonce: mod.issueNonce(`form:${formId}`, payload.secret),
          vitrine_method: 'ajax',
          vitrine_submission_id: sid,
          input_nom: '',
          input_photos: JSON.stringify([{ id: u.id, name: 'terrain.jpg' }]),
        }),
      })
      expect(((await refused.json()) as { data: { is_valid: boolean } }).data.is_valid).toBe(false)
      expect(await storage.attached(u.id)).toBeNull()

      // Another submission cannot claim it.
      const stolen = await submit(submission(), [{ id: u.id, name: 'terrain.jpg' }])
      expect(stolen.status).toBe(400)
      expect(((await stolen.json()) as { data: string }).data).toBe(
        'Un fichier joint est introuvable ou n’est pas terminé. Veuillez l’ajouter de nouveau.',
      )

      const accepted = await submit(sid, [{ id: u.id, name: 'renommé-par-le-navigateur.jpg' }])
      expect(accepted.status).toBe(200)
      const entry = await entryOf(sid)
      const answer = entry.answers.find((a) => a.key === 'photos')!
      expect(answer.value).toEqual([`${u.id}/terrain.jpg`])
      expect(answer.text).toBe('terrain.jpg')
      expect((await storage.attached(u.id))?.entryId).toBe(entry.id)
      // Moved out of the scratch folder to where this backend keeps attached files.
      expect(fs.existsSync(path.join(uploadRoot, 'pending', u.id))).toBe(false)
      const kept = await backend.stored(u.id, uploadRoot)
      expect(kept).not.toBeNull()
      // A retried submission (same id) is stored once and still finds its files.
      expect((await submit(sid, [{ id: u.id, name: 'terrain.jpg' }])).status).toBe(200)

      const url = `${base}/formulaires/fichiers/${u.id}`
      expect((await fetch(url)).status).toBe(403)
      const response = await download(u.id)
      expect(response.status).toBe(200)
      expect(response.headers.get('content-disposition')).toBe(`attachment; filename="terrain.jpg"; filename*=UTF-8''terrain.jpg`)
      expect(response.headers.get('x-content-type-options')).toBe('nosniff')
      expect(response.headers.get('content-type')).toBe('image/jpeg')
      expect(response.headers.get('cache-control')).toBe('private, no-store')
      expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox")
      expect(response.headers.get('content-length')).toBe(String(kept!.length))
      const bytes = Buffer.from(await response.arrayBuffer())
      expect(bytes.equals(kept!)).toBe(true)
      expect((await sharp(bytes).metadata()).exif).toBeUndefined()
      expect((await download('f'.repeat(32))).status).toBe(404)
    })

    it('removes uploads never attached once their time is up, and keeps attached files', async () => {
      const sid = submission()
      const orphan = await upload({ filename: 'oublie.jpg', submission: sid }, photo)
      const kept = await upload({ filename: 'garde.jpg', submission: sid }, photo)
      expect((await submit(sid, [{ id: kept.id, name: 'garde.jpg' }])).status).toBe(200)
      expect((await settle(new Date())).removed).toBe(0)
      const { removed } = await settle(new Date(Date.now() + UPLOAD_ORPHAN_TTL_MS + 1000))
      expect(removed).toBeGreaterThanOrEqual(1)
      expect(await storage.pending(orphan.id)).toBeNull()
      expect(fs.existsSync(path.join(uploadRoot, 'pending', orphan.id))).toBe(false)
      expect(await storage.attached(kept.id)).not.toBeNull()
      expect(await backend.stored(kept.id, uploadRoot)).not.toBeNull()
    })

    it('deletes the files of an entry with the entry', async () => {
      const sid = submission()
      const u = await upload({ filename: 'supprime.jpg', submission: sid }, photo)
      expect((await submit(sid, [{ id: u.id, name: 'supprime.jpg' }])).status).toBe(200)
      const entry = await entryOf(sid)
      expect(await backend.stored(u.id, uploadRoot)).not.toBeNull()
      await payload.delete({ collection: 'form-entries', id: entry.id, overrideAccess: true })
      expect(await backend.stored(u.id, uploadRoot)).toBeNull()
      expect(await storage.attached(u.id)).toBeNull()
      expect((await download(u.id)).status).toBe(404)
    })
  })

  more?.({
    payload: () => payload,
    storage: () => storage,
    base: () => base,
    uploadRoot: () => uploadRoot,
    upload,
    submit,
    entryOf,
    download,
    settle,
    photo: () => photo,
    submission,
  })
}
