import { execFile } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'

import { handleEndpoints, type Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createDemoVideo } from '../../seed/video'
import { bucketEnv, startS3, type TestBucket } from '../support/s3'
import { freshPayload } from './harness'

/**
 * The media library on an S3-compatible bucket (docs/decisions/062): a real S3 server (s3rver) on
 * loopback behind a Signature V4 check, configured by the same variables as the visitors' uploads.
 * Images are converted and resized as on disk, kept only in the bucket under `media/`, served by
 * the file route with the browser's caching, and removed with their document.
 */
let payload: Payload
let dataDir: string
let cleanup: () => Promise<void>
let bucket: TestBucket

beforeAll(async () => {
  bucket = await startS3()
  Object.assign(process.env, bucketEnv(bucket))
  ;({ payload, dataDir, cleanup } = await freshPayload())
}, 180_000)

afterAll(async () => {
  await cleanup?.()
  await bucket?.close()
  for (const name of Object.keys(process.env)) if (name.startsWith('UPLOAD_S3_')) delete process.env[name]
})

async function get(pathname: string, headers: Record<string, string> = {}) {
  const { default: config } = await import('@payload-config')
  return handleEndpoints({ config, request: new Request(`http://localhost:3000${pathname}`, { headers }) })
}

const photo = (width: number, height: number, background = '#8a6d3b') =>
  sharp({ create: { width, height, channels: 3, background } }).png().toBuffer()

type MediaDoc = { id: number; filename: string; url: string; mimeType: string; focalX?: number; sizes: Record<string, { filename: string | null; width: number | null }> }

const upload = async (data: Buffer, mimetype: string, name: string) =>
  (await payload.create({ collection: 'media', data: { alt: 'Pelle sur chenilles' }, file: { data, mimetype, name, size: data.length }, overrideAccess: true })) as unknown as MediaDoc

const filesOf = (doc: MediaDoc) => [doc.filename, ...Object.values(doc.sizes).flatMap((size) => (size.filename ? [size.filename] : []))]

describe('the media library in the bucket', () => {
  it('keeps the converted original and every size as objects under media/, none on the instance’s disk', async () => {
    const doc = await upload(await photo(2000, 1200), 'image/png', 'pelle chenilles.png')
    expect(doc).toMatchObject({ mimeType: 'image/webp', url: `/api/media/file/${encodeURIComponent(doc.filename)}` })
    const names = filesOf(doc)
    expect(names).toHaveLength(4)
    expect((await bucket.keys()).filter((key) => key.startsWith('media/')).sort()).toEqual(names.map((name) => `media/${name}`).sort())
    for (const name of names) {
      const object = (await bucket.object(`media/${name}`))!
      expect(object.headers.get('content-type')).toBe('image/webp')
      expect((await sharp(object.bytes).metadata()).format).toBe('webp')
    }
    expect((await sharp((await bucket.object(`media/${doc.sizes.card.filename}`))!.bytes).metadata()).width).toBe(800)
    const local = path.join(dataDir, 'media')
    expect(fs.existsSync(local) ? fs.readdirSync(local) : []).toEqual([])
  })

  it('serves a file from the bucket with a day’s caching and a validator, and 304 for the copy a browser has', async () => {
    const doc = await upload(await photo(900, 600), 'image/png', 'talus.png')
    const response = await get(`/api/media/file/${doc.sizes.card.filename}`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/webp')
    expect(response.headers.get('cache-control')).toMatch(/max-age=86400/)
    const bytes = Buffer.from(await response.arrayBuffer())
    expect(bytes.equals((await bucket.object(`media/${doc.sizes.card.filename}`))!.bytes)).toBe(true)
    const etag = response.headers.get('etag')
    expect(etag).toBeTruthy()
    const again = await get(`/api/media/file/${doc.sizes.card.filename}`, { 'if-none-match': etag! })
    expect(again.status).toBe(304)
    expect(again.headers.get('cache-control')).toMatch(/max-age=86400/)
    expect((await again.arrayBuffer()).byteLength).toBe(0)
  })

  it('serves a video in parts, as a player asks for it', async () => {
    const { webm } = await createDemoVideo()
    const doc = await upload(webm, 'video/webm', 'chargement.webm')
    expect((await bucket.object('media/chargement.webm'))!.bytes.equals(webm)).toBe(true)
    const part = await get('/api/media/file/chargement.webm', { range: 'bytes=0-99' })
    expect(part.status).toBe(206)
    expect(part.headers.get('content-range')).toBe(`bytes 0-99/${webm.length}`)
    expect(part.headers.get('content-type')).toBe('video/webm')
    expect(Buffer.from(await part.arrayBuffer()).equals(webm.subarray(0, 100))).toBe(true)
    expect(doc.url).toBe('/api/media/file/chargement.webm')
  })

  it('never lets a file name reach outside the library: no listing of the bucket, no visitor’s upload', async () => {
    await bucket.start()
    const before = bucket.requests.length
    for (const name of ['..', '%2e%2e', '.', '..%2Fuploads%2Fabc', '%2E%2E%5Cuploads']) {
      const response = await get(`/api/media/file/${name}`)
      expect(await response.text(), name).not.toMatch(/ListBucketResult|<Key>/)
    }
    // The route's names as Payload decodes them, given straight to the file handler.
    const upload = payload.collections.media.config.upload
    const [serve] = (typeof upload === 'object' && upload.handlers) || []
    for (const filename of ['..', '.', '../uploads/abc', '..\\uploads', 'a\u0000b']) {
      const response = (await serve({ headers: new Headers() } as never, { doc: { id: 0 }, params: { collection: 'media', filename } })) as Response
      expect(response.status, filename).toBe(404)
    }
    // None of them became a request for anything but an object of media/.
    for (const request of bucket.requests.slice(before)) expect(request.url).toMatch(/^\/vitrine-test\/media\/[^/?]+$/)
  })

  it('cuts the sizes again from the bucket’s original when the focal point moves, and removes the old ones', async () => {
    const doc = await upload(await photo(1800, 1200, '#556b2f'), 'image/png', 'remblai.png')
    const before = filesOf(doc)
    const moved = (await payload.update({ collection: 'media', id: doc.id, data: { focalX: 10, focalY: 90 }, overrideAccess: true })) as unknown as MediaDoc
    expect(moved.focalX).toBe(10)
    const after = filesOf(moved)
    const keys = await bucket.keys()
    for (const name of after) expect(keys).toContain(`media/${name}`)
    for (const name of before.filter((name) => !after.includes(name))) expect(keys).not.toContain(`media/${name}`)
    expect(after.filter((name) => !before.includes(name)).length).toBeGreaterThan(0)
    expect((await get(`/api/media/file/${moved.sizes.thumbnail.filename}`)).status).toBe(200)
  })

  it('reads nothing from the bucket for an update the access check refuses', async () => {
    const doc = await upload(await photo(900, 600, '#4b5320'), 'image/png', 'refus.png')
    const before = bucket.requests.length
    await expect(payload.update({ collection: 'media', id: doc.id, data: { focalX: 20, focalY: 20 }, overrideAccess: false })).rejects.toThrow()
    expect(bucket.requests.slice(before).filter((r) => r.method === 'GET')).toEqual([])
  })

  it('removes every object of a deleted document, and only those', async () => {
    const doc = await upload(await photo(1700, 1000), 'image/png', 'fosse.png')
    const replaced = await upload(await photo(1200, 800), 'image/png', 'tranchee.png')
    await payload.delete({ collection: 'media', id: doc.id, overrideAccess: true })
    const keys = await bucket.keys()
    for (const name of filesOf(doc)) expect(keys).not.toContain(`media/${name}`)
    for (const name of filesOf(replaced)) expect(keys).toContain(`media/${name}`)
    expect((await get(`/api/media/file/${doc.filename}`)).status).toBeGreaterThanOrEqual(400)
  })

  it('refuses the save, keeping no document, while the bucket is out of reach', async () => {
    const count = (await payload.count({ collection: 'media' })).totalDocs
    await bucket.stop()
    try {
      await expect(upload(await photo(640, 480), 'image/png', 'injoignable.png')).rejects.toThrow()
    } finally {
      await bucket.start()
    }
    expect((await payload.count({ collection: 'media' })).totalDocs).toBe(count)
  }, 60_000)

  it('lists the library’s objects beside the uploads’ in a backup’s manifest', async () => {
    const doc = await upload(await photo(1000, 700), 'image/png', 'sauvegarde.png')
    const target = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-media-backup-')), 'copie')
    try {
      await promisify(execFile)(process.execPath, [path.resolve(__dirname, '../../scripts/backup.mjs'), 'backup', target], { env: process.env })
      const manifest = JSON.parse(fs.readFileSync(path.join(target, 'manifest.json'), 'utf8')) as { bucket: { objects: { key: string; size: number }[] } }
      const listed = new Map(manifest.bucket.objects.map((o) => [o.key, o.size]))
      for (const name of filesOf(doc)) expect(listed.get(`media/${name}`), name).toBe((await bucket.object(`media/${name}`))!.bytes.length)
      expect(manifest.bucket.objects).toHaveLength(listed.size)
    } finally {
      fs.rmSync(path.dirname(target), { recursive: true, force: true })
    }
  })
})
