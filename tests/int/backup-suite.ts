import { execFile } from 'node:child_process'
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'

import type { Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, expect, it } from 'vitest'

import { freshPayload } from './harness'

const ROOT = path.resolve(__dirname, '../..')
const run = promisify(execFile)

/** `npm run backup` / `npm run restore` as an operator runs them: a process of its own, on the site's environment. */
async function script(command: 'backup' | 'restore', folder: string, env: Record<string, string>) {
  try {
    const { stdout } = await run(process.execPath, [path.join(ROOT, 'scripts', 'backup.mjs'), command, folder], {
      env: { ...process.env, PAYLOAD_SECRET: '', UPLOAD_DIR: '', UPLOAD_S3_BUCKET: '', ...env },
    })
    return { code: 0, out: stdout }
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string }
    return { code: e.code, out: `${e.stdout}${e.stderr}` }
  }
}

const sha = (file: string) => createHash('sha256').update(fs.readFileSync(file)).digest('hex')
const filesOf = (dir: string) =>
  fs.existsSync(dir)
    ? Object.fromEntries(
        fs
          .readdirSync(dir, { recursive: true, withFileTypes: true })
          .filter((e) => e.isFile())
          .map((e) => {
            const full = path.join(e.parentPath, e.name)
            return [path.relative(dir, full), sha(full)]
          }),
      )
    : {}

/**
 * A site with content, media, an upload on its way and its generated secret, backed up while it
 * runs and restored into an empty site: same rows in every table, same files byte for byte.
 * `databases` gives the source's and the target's DATABASE_URL ('' for SQLite files under each DATA_DIR).
 */
export function backupSuite(options: { databases: () => Promise<[string, string]>; teardown?: () => Promise<void> }) {
  let payload: Payload
  let cleanup: () => Promise<void>
  let source: { dataDir: string; url: string }
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-backup-'))
  const target = { dataDir: path.join(scratch, 'restauré'), url: '' }
  const backupDir = path.join(scratch, 'sauvegarde')
  const envOf = (site: { dataDir: string; url: string }) => ({ DATA_DIR: site.dataDir, DATABASE_URL: site.url })

  beforeAll(async () => {
    const [sourceUrl, targetUrl] = await options.databases()
    target.url = targetUrl
    const fresh = await freshPayload({ databaseUrl: sourceUrl })
    ;({ payload, cleanup } = fresh)
    source = { dataDir: fresh.dataDir, url: sourceUrl }
    const png = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#2f5d50' } }).png().toBuffer()
    await payload.create({
      collection: 'media',
      data: { alt: 'Chargeuse sur chenilles' },
      file: { data: png, mimetype: 'image/png', name: 'chargeuse.png', size: png.length },
      overrideAccess: true,
    })
    await payload.create({ collection: 'categories', data: { name: 'Chantiers', slug: 'chantiers' }, overrideAccess: true })
    fs.mkdirSync(path.join(source.dataDir, 'uploads', 'en-cours'), { recursive: true })
    fs.writeFileSync(path.join(source.dataDir, 'uploads', 'en-cours', 'photo-terrain.part'), Buffer.alloc(70_000, 7))
    fs.writeFileSync(path.join(source.dataDir, '.payload-secret'), 'b'.repeat(64), { mode: 0o600 })
  }, 120_000)

  afterAll(async () => {
    await cleanup?.()
    await options.teardown?.()
    fs.rmSync(scratch, { recursive: true, force: true })
  })

  it('backs up a running site and restores it into an empty one: every table’s rows and every file the same', async () => {
    const saved = await script('backup', backupDir, envOf(source))
    expect(saved.out).toMatch(/✔ Sauvegarde (sqlite|postgres)/)
    expect(saved.code).toBe(0)
    const manifest = JSON.parse(fs.readFileSync(path.join(backupDir, 'manifest.json'), 'utf8'))
    expect(manifest.tables.media).toBe(1)
    expect(manifest.tables.categories).toBe(1)
    expect(fs.statSync(path.join(backupDir, 'payload-secret')).mode & 0o077).toBe(0)

    const restored = await script('restore', backupDir, envOf(target))
    expect(restored.out).toContain('✔ Restauré depuis')
    expect(restored.code).toBe(0)

    const media = filesOf(path.join(source.dataDir, 'media'))
    // The original and its generated sizes.
    expect(Object.keys(media).length).toBeGreaterThan(1)
    expect(filesOf(path.join(target.dataDir, 'media'))).toEqual(media)
    expect(filesOf(path.join(target.dataDir, 'uploads'))).toEqual(filesOf(path.join(source.dataDir, 'uploads')))
    expect(fs.readFileSync(path.join(target.dataDir, '.payload-secret'), 'utf8')).toBe('b'.repeat(64))

    // A second backup, of the restored site, finds the same rows in every table.
    const again = await script('backup', path.join(scratch, 'seconde'), envOf(target))
    expect(again.code).toBe(0)
    expect(JSON.parse(fs.readFileSync(path.join(scratch, 'seconde', 'manifest.json'), 'utf8')).tables).toEqual(manifest.tables)
  })

  it('refuses to restore over a site that has content', async () => {
    const refused = await script('restore', backupDir, envOf(target))
    expect(refused.code).toBe(1)
    expect(refused.out).toContain('La base de destination n’est pas vide')
  })

  it('refuses a damaged backup before touching anything', async () => {
    const damaged = path.join(scratch, 'abîmée')
    fs.cpSync(backupDir, damaged, { recursive: true })
    const mediaFile = Object.keys(filesOf(path.join(damaged, 'media')))[0]
    fs.appendFileSync(path.join(damaged, 'media', mediaFile), 'x')
    const elsewhere = { dataDir: path.join(scratch, 'autre'), url: source.url.startsWith('postgres') ? 'postgres://nobody@127.0.0.1:1/none' : '' }
    const refused = await script('restore', damaged, envOf(elsewhere))
    expect(refused.code).toBe(1)
    expect(refused.out).toContain(`Fichier abîmé dans la sauvegarde (somme SHA-256 différente) : media${path.sep}${mediaFile}`)
    expect(fs.existsSync(path.join(elsewhere.dataDir, 'media'))).toBe(false)
  })
}
