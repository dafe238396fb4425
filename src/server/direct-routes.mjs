// Routes the production server answers without going through Next.js's router (docs/decisions/022).
// A route handler of the app registers itself here when Next.js first loads it; from then on the
// server calls it with a standard Request, as Next.js would, minus the routing, the request
// context and the response wrapping, which cost a submission more than a millisecond of CPU.
// Plain JavaScript: it runs in the production server, next to the page cache.
import { Readable } from 'node:stream'

import { setSecurityHeaders } from './security-headers.mjs'

const GLOBAL_KEY = Symbol.for('vitrine.direct-routes')

/**
 * @typedef {(request: Request, later: (task: () => Promise<void>) => void) => Promise<Response>} DirectHandler
 * @returns {Map<string, DirectHandler>} "METHOD path" → handler
 */
export function directRoutes() {
  globalThis[GLOBAL_KEY] ??= new Map()
  return globalThis[GLOBAL_KEY]
}

/** @param {import('node:http').IncomingMessage} req */
function toRequest(req) {
  const headers = new Headers()
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue
    if (Array.isArray(value)) for (const v of value) headers.append(name, v)
    else headers.set(name, value)
  }
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD'
  return new Request(`http://${req.headers.host ?? 'localhost'}${req.url}`, {
    method: req.method,
    headers,
    body: hasBody ? Readable.toWeb(req) : undefined,
    duplex: hasBody ? 'half' : undefined,
  })
}

/**
 * Answers the request when a handler is registered for it; returns false otherwise (Next.js then
 * handles it). Work a handler leaves for later runs once the answer is sent, as Next's `after`.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 */
export function answerDirectly(req, res) {
  const handler = directRoutes().get(`${req.method} ${req.url}`)
  if (!handler) return false
  /** @type {(() => Promise<void>)[]} */
  const tasks = []
  const runTasks = () => {
    for (const task of tasks) task().catch((error) => console.error(error))
  }
  Promise.resolve()
    .then(() => handler(toRequest(req), (task) => tasks.push(task)))
    .then(async (response) => {
      setSecurityHeaders(res)
      for (const [name, value] of response.headers) res.appendHeader(name, value)
      res.statusCode = response.status
      res.once('finish', runTasks)
      if (!response.body) return void res.end()
      for await (const chunk of response.body) res.write(chunk)
      res.end()
    })
    .catch((error) => {
      console.error(error)
      if (!res.headersSent) res.statusCode = 500
      res.end()
    })
  return true
}
