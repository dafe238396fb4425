import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { rawGet } from '../../tests/support/raw-get'
import { UNHASHED_FILE_CACHE_CONTROL } from '../lib/cache-control.mjs'
import { acceptedEncodings, StaticFiles, unhashedFiles } from './static-files.mjs'

/**
 * The build's static files answered from memory (docs/decisions/024), over real HTTP: the first
 * request for a file is left to the next handler (Next.js in the real server) while its copies are
 * made; later ones get brotli, gzip or the file itself as the browser accepts, with the long-lived
 * caching and the security headers. Anything else, and anything outside the folder, is not theirs.
 */
let dir = ''
let server: http.Server
let base = ''
const icon = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">${'<path d="M0 0h64v64H0z"/>'.repeat(40)}</svg>`
const script = `console.log(${JSON.stringify('é'.repeat(2000))});\n`.repeat(20)
const passedOn: string[] = []

const get = (urlPath: string, headers: Record<string, string> = {}) => rawGet(base, urlPath, headers)

/** Asks until the copy is ready (made in the thread pool after the first request). */
async function served(urlPath: string, headers: Record<string, string> = {}) {
  for (let i = 0; i < 100; i++) {
    const response = await get(urlPath, headers)
    if (response.headers['x-suite'] === undefined) return response
    await new Promise((r) => setTimeout(r, 20))
  }
  throw new Error(`${urlPath} jamais servi depuis la mémoire`)
}

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-static-'))
  fs.mkdirSync(path.join(dir, 'static', 'chunks'), { recursive: true })
  fs.mkdirSync(path.join(dir, 'static', 'media'), { recursive: true })
  fs.writeFileSync(path.join(dir, 'static', 'chunks', 'app.js'), script)
  fs.writeFileSync(path.join(dir, 'static', 'media', 'police.woff2'), Buffer.from([0x77, 0x4f, 0x46, 0x32, 1, 2, 3]))
  fs.writeFileSync(path.join(dir, 'secret.txt'), 'hors du dossier')
  // A built site's named files: the icon's prerendered body and public/.
  fs.mkdirSync(path.join(dir, '.next', 'server', 'app'), { recursive: true })
  fs.writeFileSync(path.join(dir, '.next', 'server', 'app', 'icon.svg.body'), icon)
  fs.mkdirSync(path.join(dir, 'public', 'vendor'), { recursive: true })
  fs.writeFileSync(path.join(dir, 'public', 'vendor', 'particles.js'), script)
  fs.writeFileSync(path.join(dir, 'public', 'vendor', 'notes.md'), 'pas un fichier du site')
  // The copy written beside it after a build (scripts/precompress.mjs): not a file of the site.
  fs.writeFileSync(path.join(dir, 'public', 'vendor', 'particles.js.gz'), zlib.gzipSync(script))
  const files = new StaticFiles(path.join(dir, 'static'), { named: unhashedFiles(dir, UNHASHED_FILE_CACHE_CONTROL) })
  server = http.createServer((req, res) => {
    if (files.handle(req, res)) return
    passedOn.push(req.url ?? '')
    res.writeHead(404, { 'x-suite': '1' }).end('suite')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve))
  fs.rmSync(dir, { recursive: true, force: true })
})

describe('static files', () => {
  it('leaves the first request to the next handler, then answers from memory as the browser accepts', async () => {
    const first = await get('/_next/static/chunks/app.js', { 'accept-encoding': 'gzip, br' })
    expect(first.headers['x-suite']).toBe('1')

    const br = await served('/_next/static/chunks/app.js', { 'accept-encoding': 'gzip, deflate, br, zstd' })
    expect(br.status).toBe(200)
    expect(br.headers['content-encoding']).toBe('br')
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(script)
    expect(br.body.length).toBeLessThan(Buffer.byteLength(script) / 10)
    expect(br.headers).toMatchObject({
      'content-type': 'application/javascript; charset=UTF-8',
      'cache-control': 'public, max-age=31536000, immutable',
      vary: 'Accept-Encoding',
      'x-content-type-options': 'nosniff',
      'content-length': String(br.body.length),
    })

    const gz = await get('/_next/static/chunks/app.js', { 'accept-encoding': 'gzip, br;q=0' })
    expect(gz.headers['content-encoding']).toBe('gzip')
    expect(zlib.gunzipSync(gz.body).toString()).toBe(script)

    const plain = await get('/_next/static/chunks/app.js?v=2')
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body.toString()).toBe(script)
    expect(plain.headers.etag).toBe(br.headers.etag)
  })

  it('answers a known copy with 304 and HEAD without a body', async () => {
    const { headers } = await served('/_next/static/chunks/app.js')
    const again = await get('/_next/static/chunks/app.js', { 'if-none-match': String(headers.etag) })
    expect(again.status).toBe(304)
    expect(again.body.length).toBe(0)

    const head = await new Promise<http.IncomingMessage>((resolve) =>
      http.request(`${base}/_next/static/chunks/app.js`, { method: 'HEAD' }, resolve).end(),
    )
    expect(head.statusCode).toBe(200)
    expect(head.headers['content-length']).toBe(String(Buffer.byteLength(script)))
  })

  it('sends the copies compressed after the build when they are newer than their file, and ignores an older one', async () => {
    const chunks = path.join(dir, 'static', 'chunks')
    // Recognisable copies: what was written after the build is what goes out, byte for byte.
    const built = zlib.brotliCompressSync(Buffer.from('/* copie de la construction */'))
    fs.writeFileSync(path.join(chunks, 'built.js'), script)
    fs.writeFileSync(path.join(chunks, 'built.js.br'), built)
    const later = new Date(Date.now() + 5000)
    fs.utimesSync(path.join(chunks, 'built.js.br'), later, later)
    const fresh = await served('/_next/static/chunks/built.js', { 'accept-encoding': 'br' })
    expect(fresh.headers['content-encoding']).toBe('br')
    expect(fresh.body.equals(built)).toBe(true)
    // No .gz copy: made now, as before.
    const gzipped = await served('/_next/static/chunks/built.js', { 'accept-encoding': 'gzip' })
    expect(zlib.gunzipSync(gzipped.body).toString('utf8')).toBe(script)

    // A copy older than its file (left from another build) is never sent.
    fs.writeFileSync(path.join(chunks, 'stale.js'), script)
    fs.writeFileSync(path.join(chunks, 'stale.js.br'), built)
    const earlier = new Date(Date.now() - 60_000)
    fs.utimesSync(path.join(chunks, 'stale.js.br'), earlier, earlier)
    const stale = await served('/_next/static/chunks/stale.js', { 'accept-encoding': 'br' })
    expect(zlib.brotliDecompressSync(stale.body).toString('utf8')).toBe(script)
  })

  it('sends fonts as they are, never compressed again', async () => {
    const font = await served('/_next/static/media/police.woff2', { 'accept-encoding': 'gzip, br' })
    expect(font.headers['content-type']).toBe('font/woff2')
    expect(font.headers['content-encoding']).toBeUndefined()
    expect([...font.body]).toEqual([0x77, 0x4f, 0x46, 0x32, 1, 2, 3])
  })

  it('never answers a path outside the folder, a missing file or another method', async () => {
    passedOn.length = 0
    for (const urlPath of [
      '/_next/static/../secret.txt',
      '/_next/static/%2e%2e/secret.txt',
      '/_next/static/..%2fsecret.txt',
      '/_next/static/%2e%2e%2fsecret.txt',
      '/_next/static/chunks/..%2f..%2fsecret.txt',
      '/_next/static/%E0%A4%A',
      '/_next/static/chunks/absent.js',
    ]) {
      for (let i = 0; i < 3; i++) {
        const response = await get(urlPath)
        expect(response.headers['x-suite'], urlPath).toBe('1')
        await new Promise((r) => setTimeout(r, 20))
      }
    }
    expect(passedOn).toHaveLength(21)
    const post = await fetch(`${base}/_next/static/chunks/app.js`, { method: 'POST', body: 'x' })
    expect(post.headers.get('x-suite')).toBe('1')
  })

  it('keeps one copy of a file however its address is spelled', async () => {
    const { body } = await served('/_next/static/chunks/app.js')
    for (const spelling of [
      '/_next/static/chunks//app.js',
      '/_next/static/./chunks/app.js',
      '/_next/static/media/../chunks/app.js',
      '/_next/static/%63hunks/app.js',
    ]) {
      const response = await get(spelling)
      expect(response.headers['x-suite'], spelling).toBeUndefined()
      expect(response.body.equals(body), spelling).toBe(true)
    }
  })

  it('answers the site’s icon and the files of public/ from memory too, kept a day rather than a year', async () => {
    const first = await get('/icon.svg?icon.25uq40ncgg-kj.svg')
    expect(first.headers['x-suite']).toBe('1')
    const svg = await served('/icon.svg?icon.25uq40ncgg-kj.svg', { 'accept-encoding': 'br' })
    expect(svg.headers).toMatchObject({ 'content-type': 'image/svg+xml', 'cache-control': UNHASHED_FILE_CACHE_CONTROL, 'content-encoding': 'br', 'x-content-type-options': 'nosniff' })
    expect(zlib.brotliDecompressSync(svg.body).toString()).toBe(icon)
    const again = await get('/icon.svg', { 'if-none-match': String(svg.headers.etag) })
    expect(again.status).toBe(304)

    const particles = await served('/vendor/particles.js')
    expect(particles.headers).toMatchObject({ 'content-type': 'application/javascript; charset=UTF-8', 'cache-control': UNHASHED_FILE_CACHE_CONTROL })
    expect(particles.body.toString()).toBe(script)
    // Only the types the site serves, and only at their exact address.
    for (const urlPath of ['/vendor/notes.md', '/vendor/particles.js.gz', '/vendor/../vendor/particles.js', '/icon.svg/']) {
      for (let i = 0; i < 3; i++) expect((await get(urlPath)).headers['x-suite'], urlPath).toBe('1')
    }
  })

  it('reads Accept-Encoding with its weights', () => {
    expect([...acceptedEncodings('gzip, deflate, br;q=0.9, zstd')]).toEqual(['gzip', 'deflate', 'br', 'zstd'])
    expect(acceptedEncodings('br;q=0, gzip;q=0.5').has('br')).toBe(false)
    expect(acceptedEncodings(undefined).size).toBe(0)
  })
})
