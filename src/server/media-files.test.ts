import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { rawGet } from '../../tests/support/raw-get'
import { UNHASHED_FILE_CACHE_CONTROL } from '../lib/cache-control.mjs'
import { MediaFiles, mediaDir } from './media-files.mjs'

/**
 * The staff's images answered from the media folder over real HTTP (docs/decisions/060): kept by
 * browsers a day, then checked with a validator that a replaced file changes; everything that is
 * not one of the folder's images goes on to Payload (here, the next handler).
 */
let dir = ''
let server: http.Server
let base = ''
let files: MediaFiles
const passedOn: string[] = []
const picture = Buffer.from('RIFF\u0000\u0000\u0000\u0000WEBPVP8 fouille')
const get = (urlPath: string, headers: Record<string, string> = {}, method = 'GET') => rawGet(base, urlPath, headers, method)

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-media-'))
  fs.mkdirSync(path.join(dir, 'media', 'sous-dossier'), { recursive: true })
  fs.writeFileSync(path.join(dir, 'media', 'fouille-800x450.webp'), picture)
  fs.writeFileSync(path.join(dir, 'media', 'mur de soutènement.webp'), picture)
  fs.writeFileSync(path.join(dir, 'media', 'chantier.mp4'), 'vidéo')
  fs.writeFileSync(path.join(dir, 'media', 'sous-dossier', 'cache.webp'), picture)
  fs.writeFileSync(path.join(dir, 'secret.webp'), 'hors du dossier')
  files = new MediaFiles(path.join(dir, 'media'))
  server = http.createServer((req, res) => {
    const next = () => {
      passedOn.push(req.url ?? '')
      res.writeHead(404, { 'x-suite': '1' }).end('suite')
    }
    if (!files.handle(req, res, next)) next()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve))
  fs.rmSync(dir, { recursive: true, force: true })
})

describe('media files', () => {
  it('answers an image of the folder with its type, a day of caching and a validator', async () => {
    const response = await get('/api/media/file/fouille-800x450.webp')
    expect(response.status).toBe(200)
    expect(response.body.equals(picture)).toBe(true)
    expect(response.headers).toMatchObject({
      'content-type': 'image/webp',
      'cache-control': UNHASHED_FILE_CACHE_CONTROL,
      'content-length': String(picture.length),
      'x-content-type-options': 'nosniff',
    })
    expect(response.headers.etag).toMatch(/^W\/"[0-9a-f]+-[0-9a-f]+"$/)

    const again = await get('/api/media/file/fouille-800x450.webp', { 'if-none-match': String(response.headers.etag) })
    expect(again.status).toBe(304)
    expect(again.body.length).toBe(0)

    const encoded = await get(`/api/media/file/${encodeURIComponent('mur de soutènement.webp')}`)
    expect(encoded.body.equals(picture)).toBe(true)

    const head = await get('/api/media/file/fouille-800x450.webp', {}, 'HEAD')
    expect(head.status).toBe(200)
    expect(head.headers['content-length']).toBe(String(picture.length))
  })

  it('gives a replaced file another validator', async () => {
    const file = path.join(dir, 'media', 'fouille-800x450.webp')
    const before = await get('/api/media/file/fouille-800x450.webp')
    const replaced = Buffer.concat([picture, Buffer.from(' nouvelle prise de vue')])
    fs.writeFileSync(file, replaced)
    fs.utimesSync(file, new Date(), new Date(Date.now() + 5_000))
    const after = await get('/api/media/file/fouille-800x450.webp', { 'if-none-match': String(before.headers.etag) })
    expect(after.status).toBe(200)
    expect(after.body.equals(replaced)).toBe(true)
    expect(after.headers.etag).not.toBe(before.headers.etag)
  })

  it('keeps the images it answered in memory, within its limits, and reads a changed one again', async () => {
    const media = path.join(dir, 'media')
    const large = Buffer.alloc(4_000, 7)
    fs.writeFileSync(path.join(media, 'talus.webp'), picture)
    fs.writeFileSync(path.join(media, 'remblai.webp'), picture)
    fs.writeFileSync(path.join(media, 'panorama.webp'), large)
    // Room for one small image at a time, and none for the large one.
    files = new MediaFiles(media, { keptBytes: picture.length * 1.5, keptFileBytes: 1_000 })
    const reads = vi.spyOn(fs, 'readFile')
    const readsOf = (name: string) => reads.mock.calls.filter(([file]) => file === path.join(media, name)).length
    try {
      for (let i = 0; i < 3; i++) expect((await get('/api/media/file/talus.webp')).body.equals(picture)).toBe(true)
      expect(readsOf('talus.webp')).toBe(1)

      // The other image takes its place; the first is read again when asked for.
      expect((await get('/api/media/file/remblai.webp')).body.equals(picture)).toBe(true)
      expect((await get('/api/media/file/talus.webp')).body.equals(picture)).toBe(true)
      expect(readsOf('talus.webp')).toBe(2)

      // Too large to keep: answered whole from the disk each time.
      for (let i = 0; i < 2; i++) {
        const response = await get('/api/media/file/panorama.webp')
        expect(response.body.equals(large)).toBe(true)
        expect(response.headers['content-length']).toBe(String(large.length))
      }
      expect(files.keptTotal).toBeLessThanOrEqual(picture.length * 1.5)

      // Rewritten under the same name: the next visitor gets the new file, not the kept one.
      const retouched = Buffer.concat([picture, Buffer.from(' retouchée')])
      fs.writeFileSync(path.join(media, 'talus.webp'), retouched)
      fs.utimesSync(path.join(media, 'talus.webp'), new Date(), new Date(Date.now() + 5_000))
      expect((await get('/api/media/file/talus.webp')).body.equals(retouched)).toBe(true)

      // Removed: it goes on to Payload, whatever was kept.
      fs.rmSync(path.join(media, 'talus.webp'))
      expect((await get('/api/media/file/talus.webp')).headers['x-suite']).toBe('1')
    } finally {
      reads.mockRestore()
      files = new MediaFiles(media)
    }
  })

  it('leaves to Payload a video, a missing file, a query, a sub-folder and any way out of the folder', async () => {
    passedOn.length = 0
    const elsewhere = [
      '/api/media/file/chantier.mp4',
      '/api/media/file/absente.webp',
      '/api/media/file/fouille-800x450.webp?prefix=x',
      '/api/media/file/sous-dossier/cache.webp',
      '/api/media/file/sous-dossier%2fcache.webp',
      '/api/media/file/../secret.webp',
      '/api/media/file/..%2fsecret.webp',
      '/api/media/file/%2e%2e%2fsecret.webp',
      '/api/media/file/%E0%A4%A.webp',
      '/api/uploads/file/fouille-800x450.webp',
    ]
    for (const urlPath of elsewhere) expect((await get(urlPath)).headers['x-suite'], urlPath).toBe('1')
    expect(passedOn).toEqual(elsewhere)
    const post = await fetch(`${base}/api/media/file/fouille-800x450.webp`, { method: 'POST', body: 'x' })
    expect(post.headers.get('x-suite')).toBe('1')
  })

  it('finds the folder where the site’s settings put its data', () => {
    expect(mediaDir({ DATA_DIR: '/srv/vitrine' }, '/app')).toBe(path.join('/srv/vitrine', 'media'))
    expect(mediaDir({}, '/app')).toBe(path.join('/app', 'data', 'media'))
  })
})
