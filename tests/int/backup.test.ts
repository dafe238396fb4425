import path from 'node:path'
import { promisify } from 'node:util'
import { execFile } from 'node:child_process'

import { describe, expect, it } from 'vitest'

import { backupSuite } from './backup-suite'

describe('backup and restore on SQLite', () => {
  backupSuite({ databases: async () => ['', ''] })

  it('says a SQLite backup goes into a SQLite site, and how to call it', async () => {
    const script = path.resolve(__dirname, '../../scripts/backup.mjs')
    const run = promisify(execFile)
    const usage = await run(process.execPath, [script, 'restore'], { env: process.env }).catch((e) => e as { code: number; stderr: string })
    expect(usage).toMatchObject({ code: 2 })
    expect((usage as { stderr: string }).stderr).toContain('Usage : npm run backup')
    const missing = await run(process.execPath, [script, 'restore', '/nulle/part'], { env: process.env }).catch((e) => e as { code: number; stderr: string })
    expect((missing as { stderr: string }).stderr).toContain('Sauvegarde illisible')
  })
})
