// The server the browser tests run against: the production build, a throwaway database in a
// temporary folder, migrated and seeded with the demo content and known test accounts.
// With E2E_SETTINGS=<module>, the site settings that module exports are applied after the seed:
// playwright.config.ts starts a second server that way for the header variants
// (tests/e2e/variants/).
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { applySettings, migrate, ROOT, seedIfEmpty, serve } from './lib.mjs'

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
  // Opens /essai-erreur, which fails on purpose to show the French error page (status 500). The
  // variants server leaves it off (E2E_ERROR_PAGE=0), as in production, to check it is a 404 then.
  VITRINE_TEST_ERROR_PAGE: process.env.E2E_ERROR_PAGE === '0' ? '' : '1',
  // Both test servers share the build's .next: rendered pages stay in each server's memory
  // (next.config.ts), and none left on disk by an earlier run is served.
  VITRINE_ISR_MEMORY_ONLY: '1',
  // nginx's purge server when tests/e2e/front-server.spec.ts puts nginx in front (its port: this
  // server's + 14); the rest of the time nobody answers there and the site says so in its log.
  FRONT_CACHE_PURGE_URL: `http://127.0.0.1:${E2E_PORT + 14}`,
}
fs.rmSync(path.join(ROOT, '.next', 'server', 'route-cache'), { recursive: true, force: true })
Object.assign(process.env, env)
await migrate(env)
await seedIfEmpty(env)
if (process.env.E2E_SETTINGS) await applySettings(process.env.E2E_SETTINGS, env)
const server = serve({ port: E2E_PORT, env })
let stopping = false
const stop = () => {
  if (stopping) return
  stopping = true
  server.kill('SIGTERM')
}
process.on('SIGTERM', stop)
process.on('SIGINT', stop)
// The test runner killed outright (a run cut short) signals nobody, and a server left behind would
// hold its port and memory until the machine restarts. The runner gives this process its standard
// input as a pipe: that pipe's end is the runner's end.
const input = fs.fstatSync(0)
if (input.isSocket() || input.isFIFO()) process.stdin.on('end', stop).resume()
// The data folder goes once the server is gone: it writes there until its last moment (what it
// leaves to the next start).
server.on('exit', (code) => {
  fs.rmSync(dataDir, { recursive: true, force: true })
  process.exit(code ?? 0)
})
