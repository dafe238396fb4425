// The production server's requests to itself, for what Next.js and Payload do only inside a request
// of the app: revalidating rendered pages another instance changed (docs/decisions/051) and starting
// Payload, with the forms worker, as soon as the process is up (decision 065). Each carries the
// process's internal key (internal-key.mjs), and is let through before the host check and the page
// cache; anyone else asking the same paths gets the app's 404.
import { randomBytes } from 'node:crypto'

import { INTERNAL_KEY_HEADER, isInternalKey, REVALIDATION_PATH, setInternalKey, STARTUP_PATH } from './internal-key.mjs'

const INTERNAL_PATHS = new Set([REVALIDATION_PATH, STARTUP_PATH])

/** A new key for this process, known to the app through internal-key.mjs. */
export function createInternalKey() {
  const key = randomBytes(32).toString('hex')
  setInternalKey(key)
  return key
}

/** One of the process's own requests (a POST to an internal path with its key). */
export const isInternalRequest = (req) =>
  req.method === 'POST' && INTERNAL_PATHS.has(req.url ?? '') && isInternalKey(req.headers[INTERNAL_KEY_HEADER])

/**
 * POSTs `body` (JSON) to one of the internal paths of this server, at the address it listens on.
 * Rejects when the server is not listening or does not answer within `timeoutMs`.
 * @param {import('node:http').Server} server
 * @param {string} key
 * @param {string} pathname
 * @param {unknown} body
 * @returns {Promise<Response>}
 */
export async function askSelf(server, key, pathname, body = {}, timeoutMs = 10_000) {
  const address = server.address()
  if (!address || typeof address === 'string') throw new Error('le serveur n’écoute pas')
  const wildcard = address.address === '::' || address.address === '0.0.0.0'
  const host = wildcard ? '127.0.0.1' : address.family === 'IPv6' ? `[${address.address}]` : address.address
  return fetch(`http://${host}:${address.port}${pathname}`, {
    method: 'POST',
    headers: { [INTERNAL_KEY_HEADER]: key, 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(timeoutMs),
  })
}
