// The server the browser tests run against: the production build, a throwaway database in a
// temporary folder, migrated and seeded with the demo content and known test accounts.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { migrate, seedIfEmpty, serve } from './lib.mjs'

export const E2E_PORT = Number(process.env.E2E_PORT || 3100)
// The forms' e-mails go to an SMTP server on loopback that tests/e2e/forms.spec.ts starts itself.
const E2E_SMTP_PORT = Number(process.env.E2E_SMTP_PORT || 2526)

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-e2e-'))
const env = {
  DATA_DIR: dataDir,
  DATABASE_URL: '',
  PAYLOAD_SECRET: 'e2e-secret-not-for-production',
  SITE_URL: `http://127.0.0.1:${E2E_PORT}`,
  ADMIN_EMAIL: process.env.E2E_ADMIN_EMAIL || 'admin@e2e.test',
  ADMIN_PASSWORD: process.env.E2E_ADMIN_PASSWORD || 'e2e-Admin-2026!',
  NODE_ENV: 'production',
  SMTP_URL: process.env.E2E_SMTP_URL || `smtp://127.0.0.1:${E2E_SMTP_PORT}`,
  MAIL_FROM: 'Morel Terrassement <site@morel-terrassement.test>',
}
Object.assign(process.env, env)
await migrate(env)
await seedIfEmpty(env)
const server = serve({ port: E2E_PORT, env })
const stop = () => {
  server.kill('SIGTERM')
  fs.rmSync(dataDir, { recursive: true, force: true })
}
process.on('SIGTERM', stop)
process.on('SIGINT', stop)
server.on('exit', (code) => process.exit(code ?? 0))
