/**
 * Refusals over kept-alive connections, on the production server (docs/decisions/034): a body the
 * site refuses before reading it (an oversize submission, a file chunk from another site) must not
 * keep the connection busy, or a reverse proxy that reuses its connections to the site would hold
 * other visitors' requests behind it (65 s). One client with a single kept-alive connection sends
 * the refused request, then another: the second is answered. Through both paths to the submission
 * handler (Next.js's route, and the server's own once it is registered) and through Next.js's
 * route for uploads.
 */
import http from 'node:http'

import { expect, test } from './fixtures'

const FOREIGN = 'https://attaquant.example'
const UNKNOWN_UPLOAD = `/formulaires/televersement/${'0'.repeat(32)}`
const TUS = { 'tus-resumable': '1.0.0' }

type Answer = { status: number; connection: string | undefined; reusedSocket: boolean }

/** One request through `agent`; its answer, even if the server closes the connection while the body is still on its way. */
function send(agent: http.Agent, url: URL, method: string, headers: Record<string, string>, body?: Buffer): Promise<Answer> {
  return new Promise((resolve, reject) => {
    let answered = false
    const req = http.request(
      url,
      { method, agent, headers: body ? { ...headers, 'content-length': String(body.length) } : headers },
      (res) => {
        answered = true
        res.resume()
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, reusedSocket: req.reusedSocket }),
        )
      },
    )
    req.on('error', (error) => {
      if (!answered) reject(error)
    })
    req.end(body)
  })
}

test('une demande refusée sans lire son contenu ne bloque pas la connexion suivante', { tag: '@http' }, async ({ baseURL }) => {
  const base = new URL(baseURL ?? '')
  const mib = (n: number) => Buffer.alloc(n * 1024 * 1024, 'a')
  const form = { origin: base.origin, 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' }
  const chunk = { ...TUS, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' }
  const refusals: {
    name: string
    path: string
    method: string
    headers: Record<string, string>
    body: Buffer
    status: number
  }[] = [
    // Twice: the server answers submissions itself once Next.js has loaded their route (decision 022).
    { name: 'envoi trop volumineux', path: '/formulaires/envoi', method: 'POST', headers: form, body: mib(2), status: 413 },
    { name: 'envoi trop volumineux (bis)', path: '/formulaires/envoi', method: 'POST', headers: form, body: mib(2), status: 413 },
    // A query string keeps it on Next.js's route.
    {
      name: 'envoi trop volumineux par Next.js',
      path: '/formulaires/envoi?par=next',
      method: 'POST',
      headers: form,
      body: mib(2),
      status: 413,
    },
    {
      name: 'envoi d’un autre site',
      path: '/formulaires/envoi',
      method: 'POST',
      headers: { ...form, origin: FOREIGN },
      body: mib(1),
      status: 403,
    },
    {
      name: 'morceau de fichier d’un autre site',
      path: UNKNOWN_UPLOAD,
      method: 'PATCH',
      headers: { ...chunk, origin: FOREIGN },
      body: mib(2),
      status: 403,
    },
    {
      name: 'morceau d’un fichier inconnu',
      path: UNKNOWN_UPLOAD,
      method: 'PATCH',
      headers: { ...chunk, origin: base.origin },
      body: mib(2),
      status: 404,
    },
  ]
  const seen: { name: string; refused: Answer; next: Answer }[] = []
  for (const refusal of refusals) {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
    try {
      const refused = await send(agent, new URL(refusal.path, base), refusal.method, refusal.headers, refusal.body)
      expect(refused.status, refusal.name).toBe(refusal.status)
      // The next request on the same client is answered (it waited 65 s).
      const next = await send(agent, new URL(UNKNOWN_UPLOAD, base), 'HEAD', TUS)
      seen.push({ name: refusal.name, refused, next })
    } finally {
      agent.destroy()
    }
  }
  for (const { name, refused, next } of seen) {
    expect(next.status, name).toBe(404)
    // On a new connection: the refusal said that its connection ended with it.
    expect(refused.connection, name).toBe('close')
    expect(next.reusedSocket, name).toBe(false)
  }
})
