import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { ACTION_SUBMIT, MAX_SUBMISSION_BYTES, SUBMIT_PATH, UPLOAD_CHUNK_BYTES, UPLOAD_PATH } from '@/features/forms/constants'
import { messages } from '@/features/forms/messages'
import { handleSubmit } from '@/features/forms/submit/pipeline.server'
import { LocalUploadStorage } from '@/features/forms/upload/storage.server'
import { handleUpload } from '@/features/forms/upload/tus.server'

import { settleUnreadBody } from '@/server/unread-body.mjs'

import { webRequest } from './harness'

/**
 * Refusals answered before the body is read (docs/decisions/034), over real HTTP and one kept-alive
 * connection at a time, as a reverse proxy reuses them: the submission endpoint's and the upload
 * endpoint's own handlers refuse an oversize, foreign or mistyped body, and the next request on
 * the same client is answered, on a new connection after the answer said `Connection: close`; a
 * body read to its end before its refusal keeps the connection. The server turns each request
 * into a web Request over a web stream of Node's request (the way that once held the connection
 * for 65 s); tests/e2e/keep-alive.spec.ts covers the production server itself.
 */
let server: http.Server
let base = ''
let dir = ''
let connections = 0
const FOREIGN = 'https://attaquant.example'
const UNKNOWN_UPLOAD = `${UPLOAD_PATH}/${'0'.repeat(32)}`


beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-unread-'))
  const storage = new LocalUploadStorage(dir)
  // Every refusal below comes before the handlers reach the database: none is given.
  const payload = undefined as unknown as Payload
  server = http.createServer((req, res) => {
    settleUnreadBody(req, res)
    const request = webRequest(req, base)
    const answer = req.url!.startsWith(UPLOAD_PATH)
      ? handleUpload(request, { payload, siteUrl: base, storage })
      : handleSubmit(request, { payload, secret: 'secret-de-test', siteUrl: base })
    answer
      .then(async (response) => {
        res.writeHead(response.status, Object.fromEntries(response.headers))
        res.end(Buffer.from(await response.arrayBuffer()))
      })
      .catch((error: unknown) => res.writeHead(500).end(String(error)))
  })
  // As the production server: idle connections are kept longer than a proxy's.
  server.keepAliveTimeout = 65_000
  server.on('connection', () => connections++)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(async () => {
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
  fs.rmSync(dir, { recursive: true, force: true })
})

type Sent = { status: number; headers: http.IncomingHttpHeaders; text: string; reusedSocket: boolean }

/**
 * One request through `agent`. The answer is what counts: a client still sending a refused body
 * may see its connection closed under it once the answer is in (EPIPE), which is not a failure.
 */
function send(
  agent: http.Agent,
  method: string,
  urlPath: string,
  headers: Record<string, string>,
  body?: Buffer | Buffer[],
): Promise<Sent> {
  return new Promise((resolve, reject) => {
    let answered = false
    const length = Buffer.isBuffer(body) ? { 'content-length': String(body.length) } : {}
    const req = http.request(`${base}${urlPath}`, { method, agent, headers: { ...headers, ...length } }, (res) => {
      answered = true
      const chunks: Buffer[] = []
      res.on('data', (c: Buffer) => chunks.push(c))
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          text: Buffer.concat(chunks).toString('utf8'),
          reusedSocket: req.reusedSocket,
        }),
      )
    })
    req.on('error', (error) => {
      if (!answered) reject(error)
    })
    // One buffer goes with its Content-Length; several are sent chunked, without one.
    for (const part of Array.isArray(body) ? body : body ? [body] : []) req.write(part)
    req.end()
  })
}

/** The question any next visitor's request asks: where a tus upload stands (unknown here: 404). */
const nextRequest = (agent: http.Agent) => send(agent, 'HEAD', UNKNOWN_UPLOAD, { 'tus-resumable': '1.0.0' })

const form = { origin: '', 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' }
const big = (bytes: number) => Buffer.alloc(bytes, 'a')

const refusals: {
  name: string
  status: number
  method: string
  path: string
  headers: () => Record<string, string>
  body: Buffer | Buffer[]
}[] = [
  {
    name: 'a submission over the size limit (declared)',
    status: 413,
    method: 'POST',
    path: SUBMIT_PATH,
    headers: () => ({ ...form, origin: base }),
    body: big(4 * MAX_SUBMISSION_BYTES),
  },
  {
    name: 'a submission over the size limit (sent in chunks, no declared size)',
    status: 413,
    method: 'POST',
    path: SUBMIT_PATH,
    headers: () => ({ ...form, origin: base }),
    body: Array.from({ length: 16 }, () => big(MAX_SUBMISSION_BYTES / 2)),
  },
  {
    name: 'a submission from another site',
    status: 403,
    method: 'POST',
    path: SUBMIT_PATH,
    headers: () => ({ ...form, origin: FOREIGN }),
    body: big(MAX_SUBMISSION_BYTES),
  },
  {
    name: 'a submission of an unsupported type',
    status: 415,
    method: 'POST',
    path: SUBMIT_PATH,
    headers: () => ({ ...form, origin: base, 'content-type': 'text/plain' }),
    body: big(MAX_SUBMISSION_BYTES),
  },
  {
    name: 'a file chunk from another site',
    status: 403,
    method: 'PATCH',
    path: UNKNOWN_UPLOAD,
    headers: () => ({
      origin: FOREIGN,
      'tus-resumable': '1.0.0',
      'upload-offset': '0',
      'content-type': 'application/offset+octet-stream',
    }),
    body: big(UPLOAD_CHUNK_BYTES),
  },
  {
    name: 'a file chunk for an unknown upload',
    status: 404,
    method: 'PATCH',
    path: UNKNOWN_UPLOAD,
    headers: () => ({
      origin: base,
      'tus-resumable': '1.0.0',
      'upload-offset': '0',
      'content-type': 'application/offset+octet-stream',
    }),
    body: big(UPLOAD_CHUNK_BYTES),
  },
]

describe('a refusal answered before its body is read', () => {
  for (const refusal of refusals) {
    it(`does not hold the connection: ${refusal.name}`, { timeout: 30_000 }, async () => {
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
      try {
        const refused = await send(agent, refusal.method, refusal.path, refusal.headers(), refusal.body)
        expect(refused.status).toBe(refusal.status)
        // Answered, not left waiting behind the refused body (which took 65 s).
        const next = await nextRequest(agent)
        expect(next.status).toBe(404)
        // Too much to read for nothing: the connection went with the answer, which said so.
        expect(refused.headers.connection).toBe('close')
        expect(next.reusedSocket).toBe(false)
      } finally {
        agent.destroy()
      }
    })
  }

  it(
    'keeps the connection when the refused body was read: the next request goes on the same one',
    { timeout: 30_000 },
    async () => {
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
      try {
        const before = connections
        // Read to the end, then refused: a page whose anti-forgery nonce is not this site's.
        const body = Buffer.from(
          new URLSearchParams({
            action: ACTION_SUBMIT,
            vitrine_form_id: '1',
            vitrine_nonce: 'périmé',
            input_nom: 'x'.repeat(100_000),
          }).toString(),
        )
        const refused = await send(agent, 'POST', SUBMIT_PATH, { ...form, origin: base }, body)
        expect(refused.status).toBe(403)
        // A stale nonce is one the island can renew (docs/decisions/035).
        expect(JSON.parse(refused.text)).toEqual({ success: false, data: messages.forbidden, renew_nonce: true })
        expect(refused.headers.connection).toBe('keep-alive')
        const next = await nextRequest(agent)
        expect(next.status).toBe(404)
        expect(next.reusedSocket).toBe(true)
        expect(connections - before).toBe(1)
      } finally {
        agent.destroy()
      }
    },
  )
})
