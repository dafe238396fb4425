import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { Readable } from 'node:stream'

import type { Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { ACTION_SUBMIT, UPLOAD_ORPHAN_TTL_MS } from '@/features/forms/constants'
import type { UploadStorage } from '@/features/forms/upload/storage.server'
import { freshPayload } from './harness'

/**
 * Resumable uploads over real HTTP: the tus endpoint, the submission endpoint and the staff
 * download behind one loopback server, on a throwaway database and upload folder.
 */
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

function toRequest(req: http.IncomingMessage): Request {
  const headers = new Headers()
  for (const [k, v] of Object.entries(req.headers)) if (v !== undefined) headers.set(k, Array.isArray(v) ? v.join(', ') : v)
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD'
  return new Request(`${base}${req.url}`, {
    method: req.method,
    headers,
    body: hasBody ? (Readable.toWeb(req) as ReadableStream) : undefined,
    duplex: 'half',
  } as RequestInit)
}

async function route(request: Request): Promise<Response> {
  const { pathname } = new URL(request.url)
  const deps = { payload, siteUrl: base, storage }
  if (pathname.startsWith('/formulaires/televersement')) return mod.handleUpload(request, deps)
  if (pathname === '/formulaires/envoi') return mod.handleSubmit(request, { ...deps, secret: payload.secret, uploads: storage })
  if (pathname.startsWith('/formulaires/fichiers/')) return mod.handleDownload(request, pathname.split('/').pop()!, payload, storage)
  return new Response('introuvable', { status: 404 })
}

type Meta = { filename: string; field?: string; submission: string; form?: number }
const metadata = (m: Meta) =>
  [`filename ${b64(m.filename)}`, `form_id ${b64(String(m.form ?? formId))}`, `field_id ${b64(m.field ?? 'photos')}`, `submission_id ${b64(m.submission)}`].join(',')

async function create(m: Meta, length: number, origin: string | null = base) {
  return fetch(`${base}/formulaires/televersement`, {
    method: 'POST',
    headers: { ...TUS, 'upload-length': String(length), 'upload-metadata': metadata(m), ...(origin ? { origin } : {}) },
  })
}
const location = (r: Response) => new URL(r.headers.get('location')!, base).href
const patch = (url: string, offset: number, body: Uint8Array) =>
  fetch(url, { method: 'PATCH', headers: { ...TUS, origin: base, 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' }, body: body as Uint8Array<ArrayBuffer> })

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
  const body = new URLSearchParams({
    action: ACTION_SUBMIT,
    vitrine_form_id: String(formId),
    vitrine_nonce: mod.issueNonce(`form:${formId}`, payload.secret),
    vitrine_method: 'ajax',
    vitrine_source_page: '1',
    vitrine_target_page: '0',
    vitrine_submission_id: submissionId,
    vitrine_version_hash: mod.versionHash(formId, payload.secret),
    vitrine_elapsed_ms: '9000',
    input_nom: 'Jeanne Martin',
    input_photos: JSON.stringify(files),
  })
  return fetch(`${base}/formulaires/envoi`, { method: 'POST', headers: { origin: base, accept: 'application/json' }, body })
}

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
  storage = (await import('@/features/forms/upload/storage.server')).uploadStorage()
  formId = (
    await payload.create({
      collection: 'forms',
      data: {
        title: 'Devis avec photos',
        method: 'ajax',
        fields: [
          { blockType: 'text', label: 'Nom', name: 'nom', required: true },
          { blockType: 'upload', label: 'Photos du terrain', name: 'photos', maxFiles: 2, maxSizeMb: 1, allowedExtensions: ['jpg', 'png'] },
          { blockType: 'upload', label: 'Plans', name: 'plans', maxFiles: 1, maxSizeMb: 1, allowedExtensions: ['pdf'] },
        ],
      } as never,
      overrideAccess: true,
    })
  ).id
  await payload.create({ collection: 'users', data: { email: 'staff@int.test', password: 'int-Staff-2026!', name: 'Staff', role: 'editor' }, overrideAccess: true })
  staffToken = (await payload.login({ collection: 'users', data: { email: 'staff@int.test', password: 'int-Staff-2026!' } })).token!
  // A real photo carrying a GPS position, as phones write it.
  photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#8a6' } })
    .jpeg()
    .withExif({ IFD0: { Make: 'Téléphone', Model: 'Démo' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '47/1 54/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '1/1 54/1 0/1' } })
    .toBuffer()
  server = http.createServer((req, res) => {
    route(toRequest(req))
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
})

describe('tus endpoint', () => {
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
    expect((await patch(`${base}/formulaires/televersement/..%2F..%2Fpayload-secret`, 0, photo.subarray(0, 10))).status).toBe(404)
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

  it('refuses a script or an executable under an image name, and a renamed archive, keeping nothing', async () => {
    const before = pendingFiles().length
    const php = await upload({ filename: 'photo.jpg', submission: submission() }, Buffer.from('<?php system($_GET["c"]); ?>'))
    expect(php.response.status).toBe(422)
    expect(await php.response.text()).toBe('photo.jpg : le contenu du fichier ne correspond pas à son extension.')
    const exe = await upload({ filename: 'photo.png', submission: submission() }, Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200)]))
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
    expect(fs.readdirSync(uploadRoot).sort()).toEqual(['files', 'pending'])
  })
})

describe('attachment to entries', () => {
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
    expect(((await stolen.json()) as { data: string }).data).toBe('Un fichier joint est introuvable ou n’est pas terminé. Veuillez l’ajouter de nouveau.')

    const accepted = await submit(sid, [{ id: u.id, name: 'renommé-par-le-navigateur.jpg' }])
    expect(accepted.status).toBe(200)
    const entry = (await payload.find({ collection: 'form-entries', where: { submissionId: { equals: sid } }, overrideAccess: true })).docs[0] as unknown as {
      id: number
      answers: { key: string; value: string[]; text: string }[]
    }
    const answer = entry.answers.find((a) => a.key === 'photos')!
    expect(answer.value).toEqual([`${u.id}/terrain.jpg`])
    expect(answer.text).toBe('terrain.jpg')
    expect((await storage.attached(u.id))?.entryId).toBe(entry.id)
    // A retried submission (same id) is stored once and still finds its files.
    expect((await submit(sid, [{ id: u.id, name: 'terrain.jpg' }])).status).toBe(200)

    const url = `${base}/formulaires/fichiers/${u.id}`
    expect((await fetch(url)).status).toBe(403)
    const download = await fetch(url, { headers: { authorization: `JWT ${staffToken}` } })
    expect(download.status).toBe(200)
    expect(download.headers.get('content-disposition')).toBe(`attachment; filename="terrain.jpg"; filename*=UTF-8''terrain.jpg`)
    expect(download.headers.get('x-content-type-options')).toBe('nosniff')
    expect(download.headers.get('content-type')).toBe('image/jpeg')
    expect((await sharp(Buffer.from(await download.arrayBuffer())).metadata()).exif).toBeUndefined()
    expect((await fetch(`${base}/formulaires/fichiers/${'f'.repeat(32)}`, { headers: { authorization: `JWT ${staffToken}` } })).status).toBe(404)
  })

  it('removes uploads never attached once their time is up, and keeps attached files', async () => {
    const sid = submission()
    const orphan = await upload({ filename: 'oublie.jpg', submission: sid }, photo)
    const kept = await upload({ filename: 'garde.jpg', submission: sid }, photo)
    expect((await submit(sid, [{ id: kept.id, name: 'garde.jpg' }])).status).toBe(200)
    expect(await mod.sweepOrphanUploads(new Date(), storage)).toBe(0)
    const removed = await mod.sweepOrphanUploads(new Date(Date.now() + UPLOAD_ORPHAN_TTL_MS + 1000), storage)
    expect(removed).toBeGreaterThanOrEqual(1)
    expect(await storage.pending(orphan.id)).toBeNull()
    expect(fs.existsSync(path.join(uploadRoot, 'pending', orphan.id))).toBe(false)
    expect(await storage.attached(kept.id)).not.toBeNull()
  })

  it('deletes the files of an entry with the entry', async () => {
    const sid = submission()
    const u = await upload({ filename: 'supprime.jpg', submission: sid }, photo)
    expect((await submit(sid, [{ id: u.id, name: 'supprime.jpg' }])).status).toBe(200)
    const entry = (await payload.find({ collection: 'form-entries', where: { submissionId: { equals: sid } }, overrideAccess: true })).docs[0]
    expect(fs.existsSync(path.join(uploadRoot, 'files', u.id))).toBe(true)
    await payload.delete({ collection: 'form-entries', id: entry.id, overrideAccess: true })
    expect(fs.existsSync(path.join(uploadRoot, 'files', u.id))).toBe(false)
    expect(await storage.attached(u.id)).toBeNull()
  })
})
