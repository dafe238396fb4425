import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import type http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { Readable } from 'node:stream'

import type { Payload } from 'payload'

import { ACTION_SUBMIT } from '@/features/forms/constants'

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
      quietPool(payload)
      await payload.destroy()
      fs.rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

/**
 * Another Payload on the database freshPayload opened (the config, loaded once, names it): what a
 * restarted server or a second instance of the site finds, with nothing of the first one's memory.
 */
export async function anotherInstance(name: string): Promise<Payload> {
  const { getPayload } = await import('payload')
  const { default: config } = await import('@payload-config')
  const payload = await getPayload({ config, key: name })
  quietPool(payload)
  return payload
}

/**
 * Another Payload on the same database whose PAYLOAD_SECRET is another: the site restarted after
 * its secret was changed.
 */
export async function instanceWithSecret(name: string, secret: string): Promise<Payload> {
  const { getPayload } = await import('payload')
  const { default: config } = await import('@payload-config')
  const payload = await getPayload({ config: { ...(await config), secret }, key: name })
  quietPool(payload)
  return payload
}

/** The PostgreSQL pool's connections are cut when the test database is dropped: that is expected. */
function quietPool(payload: Payload) {
  ;(payload.db as { pool?: { on: (event: 'error', cb: () => void) => void } }).pool?.on('error', () => {})
}

/**
 * The hidden inputs the forms island sends with an ajax submission of a one-page form (docs/product.md, Forms),
 * signed for `formId` with the site's secret. Tests add the answers and what they vary.
 */
export async function ajaxSubmission(formId: number, secret: string, fields: Record<string, string> = {}): Promise<Record<string, string>> {
  // Imported on use: the module reads the environment freshPayload sets.
  const { issueNonce, versionHash } = await import('@/features/forms/submit/nonce.server')
  return {
    action: ACTION_SUBMIT,
    vitrine_form_id: String(formId),
    vitrine_nonce: issueNonce(`form:${formId}`, secret),
    vitrine_method: 'ajax',
    vitrine_source_page: '1',
    vitrine_target_page: '0',
    vitrine_submission_id: randomUUID(),
    vitrine_version_hash: versionHash(formId, secret),
    vitrine_elapsed_ms: '9000',
    ...fields,
  }
}

/**
 * Node's request as the web Request the site's handlers take, its body a stream of the socket:
 * what the production server does, so that a handler answering before it reads the body is seen
 * as the server sees it.
 */
export function webRequest(req: http.IncomingMessage, base: string): Request {
  const headers = new Headers()
  for (const [k, v] of Object.entries(req.headers)) if (v !== undefined) headers.set(k, Array.isArray(v) ? v.join(', ') : v)
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD'
  return new Request(`${base}${req.url}`, {
    method: req.method,
    headers,
    body: hasBody ? (Readable.toWeb(req) as ReadableStream) : undefined,
    duplex: 'half',
  } as RequestInit)
}
