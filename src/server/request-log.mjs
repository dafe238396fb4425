// A request id on every answer, and with LOG_FORMAT=json one JSON line per request
// (docs/decisions/048): what an operator of several instances greps across their logs.
// The id is the proxy's `X-Request-Id` when the site trusts its proxy (TRUST_PROXY=1) and it looks
// like an id, otherwise a new one; the app reads it from the request's header (so a submission can
// carry it to its entry and e-mails) and the visitor gets it back in the answer's header, to quote
// when reporting a problem. The line holds no personal data: no address, no query string (a search
// or a form's values could be in it), no cookie.
import { randomUUID } from 'node:crypto'

export const REQUEST_ID_HEADER = 'x-request-id'
const ACCEPTABLE_ID = /^[\w.:-]{8,128}$/

/**
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {{ trustProxy: boolean, json: boolean, write?: (line: string) => void, now?: () => number }} options
 * @returns {string} the request's id
 */
export function tagRequest(req, res, { trustProxy, json, write = (line) => process.stdout.write(line), now = () => performance.now() }) {
  const given = trustProxy ? req.headers[REQUEST_ID_HEADER] : undefined
  const id = typeof given === 'string' && ACCEPTABLE_ID.test(given) ? given : randomUUID()
  req.headers[REQUEST_ID_HEADER] = id
  res.setHeader(REQUEST_ID_HEADER, id)
  if (!json) return id
  const started = now()
  let written = false
  const line = () => {
    if (written) return
    written = true
    const cache = res.getHeader('x-vitrine-cache')
    write(
      `${JSON.stringify({
        t: new Date().toISOString(),
        type: 'requête',
        id,
        méthode: req.method,
        chemin: (req.url ?? '').split('?', 1)[0].slice(0, 300),
        statut: res.statusCode,
        octets: Number(res.getHeader('content-length')) || undefined,
        ms: Math.round((now() - started) * 10) / 10,
        cache: cache === undefined ? undefined : String(cache),
        interrompue: res.writableFinished ? undefined : true,
      })}\n`,
    )
  }
  res.once('finish', line)
  res.once('close', line)
  return id
}
