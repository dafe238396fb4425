/**
 * The production server when nobody reads its output any more: the terminal, `npm start` or the
 * test runner that started it is gone and the pipe of its logs is closed (docs/decisions/068). It
 * must go on answering, and stop when asked. Before, its first log line after that looped on the
 * closed pipe: a core at full load, no request answered, and a SIGTERM that never ended it.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { expect, test } from '@playwright/test'

import { startInstance, stopInstance } from '../support/instances'

const PORT = Number(process.env.E2E_PORT || 3100) + 5

test(
  'un serveur dont plus personne ne lit les journaux répond encore, puis s’arrête quand on le lui demande',
  { tag: ['@http', '@desktop'] },
  async ({ request }) => {
    test.setTimeout(120_000)
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-journaux-'))
    const logs: string[] = []
    const base = `http://127.0.0.1:${PORT}`
    // Its database is empty: the pages answer with the error page, which logs, which is what counts here.
    const server = startInstance(
      PORT,
      {
        SITE_URL: base,
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        PAYLOAD_SECRET: 'output-secret-not-for-production',
        VITRINE_ISR_MEMORY_ONLY: '1',
      },
      logs,
    )
    const exited = new Promise<number | null>((resolve) => server.process.once('exit', (code) => resolve(code)))
    try {
      await expect
        .poll(() => logs.join(''), { timeout: 60_000, message: 'le serveur dit qu’il est prêt' })
        .toContain('Prêt sur le port')
      // The reader goes away.
      server.process.stdout?.destroy()
      server.process.stderr?.destroy()
      // Each of these writes log lines to the closed pipe.
      for (const address of ['/', '/page-introuvable', '/robots.txt']) {
        expect((await request.get(`${base}${address}`, { timeout: 15_000 })).status(), address).toBeGreaterThan(0)
      }
      // Still serving after those writes failed.
      const again = await request.get(`${base}/robots.txt`, { timeout: 15_000 })
      expect(again.status()).toBe(200)
      expect(await again.text()).toContain('Sitemap:')
      // And it stops by itself on SIGTERM, as an orchestrator or a test runner asks.
      server.process.kill('SIGTERM')
      const code = await Promise.race([
        exited,
        new Promise<string>((resolve) => setTimeout(() => resolve('toujours en marche'), 30_000)),
      ])
      expect(code).toBe(0)
    } finally {
      await stopInstance(server, 'SIGKILL')
      fs.rmSync(dataDir, { recursive: true, force: true })
    }
  },
)
