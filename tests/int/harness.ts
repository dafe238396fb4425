import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import type { Payload } from 'payload'

/**
 * A Payload instance on a throwaway SQLite file, migrated with the committed migrations.
 * The environment is set before the config is imported, because the config reads it at load.
 */
export async function freshPayload({ databaseUrl = '' } = {}): Promise<{ payload: Payload; dataDir: string; cleanup: () => Promise<void> }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-int-'))
  process.env.DATA_DIR = dataDir
  process.env.DATABASE_URL = databaseUrl
  process.env.PAYLOAD_SECRET = 'int-test-secret'
  process.env.ADMIN_EMAIL = 'admin@int.test'
  process.env.ADMIN_PASSWORD = 'int-Admin-2026!'
  const { getPayload } = await import('payload')
  const { default: config } = await import('@payload-config')
  const payload = await getPayload({ config })
  // Migrations are passed as modules: the adapter's own loader cannot import .ts files here.
  const { migrations } = databaseUrl.startsWith('postgres')
    ? await import('../../src/migrations/postgres')
    : await import('../../src/migrations/sqlite')
  await payload.db.migrate({ migrations: migrations as never })
  return {
    payload,
    dataDir,
    cleanup: async () => {
      // The PostgreSQL pool's connections are cut when the test database is dropped: that is expected.
      ;(payload.db as { pool?: { on: (event: 'error', cb: () => void) => void } }).pool?.on('error', () => {})
      await payload.destroy()
      fs.rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
