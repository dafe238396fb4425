import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { committedMigrations, databaseState } from '../../src/server/database-state.mjs'
import { freshPayload } from './harness'

const ROOT = path.resolve(import.meta.dirname, '../..')

let payload: Payload
let dataDir: string
let cleanup: () => Promise<void>

beforeAll(async () => {
  ;({ payload, dataDir, cleanup } = await freshPayload())
}, 180_000)

afterAll(async () => {
  await cleanup?.()
})

const env = () => ({ DATA_DIR: dataDir, DATABASE_URL: '' })

// What `npm start` reads to skip the migration and seed processes on a restart.
describe('the database state read before start', () => {
  it('says a database that does not exist yet needs both steps, without creating its file', async () => {
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-state-'))
    try {
      expect(await databaseState(ROOT, { DATA_DIR: empty, DATABASE_URL: '' })).toEqual({ migrated: false, seeded: false })
      expect(fs.readdirSync(empty)).toEqual([])
    } finally {
      fs.rmSync(empty, { recursive: true, force: true })
    }
  })

  it('knows every committed migration is applied and that there is no content yet', async () => {
    expect(committedMigrations(ROOT, 'sqlite').length).toBeGreaterThan(5)
    expect(await databaseState(ROOT, env())).toEqual({ migrated: true, seeded: false })
  })

  it('sees the content once a page exists', async () => {
    await payload.create({ collection: 'pages', data: { title: 'Accueil', slug: 'accueil', _status: 'published' } as never, overrideAccess: true })
    expect(await databaseState(ROOT, env())).toEqual({ migrated: true, seeded: true })
  })

  it('asks for the migrations again when a committed one is missing from the database', async () => {
    const [latest] = committedMigrations(ROOT, 'sqlite').slice(-1)
    await payload.delete({ collection: 'payload-migrations', where: { name: { equals: latest } }, overrideAccess: true })
    expect(await databaseState(ROOT, env())).toEqual({ migrated: false, seeded: true })
  })
})
