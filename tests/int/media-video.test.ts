import fs from 'node:fs'
import path from 'node:path'

import type { Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createDemoVideo } from '../../seed/video'
import { freshPayload } from './harness'

/**
 * Videos in the media library on a throwaway SQLite file: the demo's WebM is stored as sent, and
 * a file's first bytes, not its name or announced type, decide what it is kept as.
 */

let payload: Payload
let dataDir: string
let cleanup: () => Promise<void>

beforeAll(async () => {
  ;({ payload, dataDir, cleanup } = await freshPayload())
})
afterAll(async () => cleanup?.())

const upload = (data: Buffer, mimetype: string, name: string) =>
  payload.create({ collection: 'media', data: { alt: 'Chargement d’un camion' }, file: { data, mimetype, name, size: data.length }, overrideAccess: true })

describe('videos in the media library', () => {
  it('keeps a WebM byte for byte, without image sizes, at an address a grid item can play', async () => {
    const { webm } = await createDemoVideo()
    const doc = await upload(webm, 'video/webm', 'chantier.webm')
    expect(doc).toMatchObject({ mimeType: 'video/webm', filesize: webm.length, filename: 'chantier.webm', url: '/api/media/file/chantier.webm' })
    expect(doc.width ?? null).toBeNull()
    expect(fs.readFileSync(path.join(dataDir, 'media', 'chantier.webm')).equals(webm)).toBe(true)
  })

  it('refuses bytes that are no known type, and keeps a picture named as a video as the picture it is', async () => {
    const unknown = Buffer.from(Array.from({ length: 512 }, (_, i) => (i * 131 + 7) % 251))
    await expect(upload(unknown, 'video/webm', 'inconnu.webm')).rejects.toMatchObject({ data: { errors: [{ path: 'file' }] } })
    await expect(upload(unknown, 'video/mp4', 'inconnu.mp4')).rejects.toMatchObject({ data: { errors: [{ path: 'file' }] } })
    const png = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#d9822b' } }).png().toBuffer()
    const picture = await upload(png, 'video/webm', 'image.webm')
    expect(picture).toMatchObject({ mimeType: 'image/webp', width: 32 })
    expect(picture.filename).not.toMatch(/\.webm$/)
  })
})

describe('image fields and the videos beside the images', () => {
  it('refuses a video where an image is shown, in the field’s own error, and takes a picture', async () => {
    const { webm } = await createDemoVideo()
    const video = await upload(webm, 'video/webm', 'refusee.webm')
    const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#6b8e23' } }).png().toBuffer()
    const picture = await upload(png, 'image/png', 'acceptee.png')
    const machine = (image: number) =>
      payload.create({ collection: 'machines', data: { title: 'Mini-pelle', slug: `mini-pelle-${image}`, sku: `MP-${image}`, dayPrice: 100, image, _status: 'published' } as never, overrideAccess: true })
    await expect(machine(video.id)).rejects.toMatchObject({ data: { errors: [{ path: 'image' }] } })
    await expect(machine(picture.id)).resolves.toMatchObject({ image: { id: picture.id } })
  })
})
