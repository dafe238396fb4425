import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'

import { afterEach, describe, expect, it } from 'vitest'

import { precompress } from './precompress.mjs'

const dirs: string[] = []
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true })
})

function buildFolder() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-precompress-'))
  dirs.push(dir)
  fs.mkdirSync(path.join(dir, 'chunks'))
  fs.mkdirSync(path.join(dir, 'media'))
  const script = Buffer.from('export const message = "Demande de devis envoyée";\n'.repeat(40))
  fs.writeFileSync(path.join(dir, 'chunks', 'page.js'), script)
  fs.writeFileSync(path.join(dir, 'chunks', 'site.css'), '.hero{color:red}\n'.repeat(60))
  fs.writeFileSync(path.join(dir, 'chunks', 'tiny.js'), 'let a=1')
  fs.writeFileSync(path.join(dir, 'media', 'inter.woff2'), Buffer.alloc(4096, 7))
  return { dir, script }
}

describe('the build’s files compressed beside them', () => {
  it('writes a brotli and a gzip copy of each text file worth it, with the same bytes once read back', async () => {
    const { dir, script } = buildFolder()
    expect(await precompress(dir)).toBe(4)
    const file = path.join(dir, 'chunks', 'page.js')
    expect(zlib.brotliDecompressSync(fs.readFileSync(`${file}.br`)).equals(script)).toBe(true)
    expect(zlib.gunzipSync(fs.readFileSync(`${file}.gz`)).equals(script)).toBe(true)
    expect(fs.statSync(`${file}.br`).size).toBeLessThan(script.length / 4)
    expect(fs.existsSync(path.join(dir, 'chunks', 'site.css.br'))).toBe(true)
    // Too small to gain anything, or already compressed (a font): left alone.
    expect(fs.existsSync(path.join(dir, 'chunks', 'tiny.js.br'))).toBe(false)
    expect(fs.existsSync(path.join(dir, 'media', 'inter.woff2.gz'))).toBe(false)
    // No half-written copy left behind.
    expect(fs.readdirSync(path.join(dir, 'chunks')).filter((name) => name.endsWith('.tmp'))).toEqual([])
  })

  it('writes nothing on a second run, and a new copy for a file changed since', async () => {
    const { dir } = buildFolder()
    await precompress(dir)
    expect(await precompress(dir)).toBe(0)
    const file = path.join(dir, 'chunks', 'page.js')
    const changed = Buffer.from('export const autre = "Réalisations";\n'.repeat(40))
    fs.writeFileSync(file, changed)
    const later = new Date(Date.now() + 5000)
    fs.utimesSync(file, later, later)
    expect(await precompress(dir)).toBe(2)
    expect(zlib.brotliDecompressSync(fs.readFileSync(`${file}.br`)).equals(changed)).toBe(true)
  })

  it('does nothing for a folder that is not there (no build yet)', async () => {
    expect(await precompress(path.join(os.tmpdir(), 'vitrine-no-build-here'))).toBe(0)
  })
})
