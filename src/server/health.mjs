// Liveness and readiness for a load balancer or an orchestrator (docs/decisions/048), answered by
// the production server itself, before the canonical-host redirect (a balancer asks by IP) and
// before Next.js (the check must not depend on what it checks):
// - GET /healthz: 200 as long as the process answers;
// - GET /readyz: 200 when the database answers with every migration applied, 503 with the reason
//   otherwise, and 503 from the moment the instance begins to stop, so the balancer sends no more.
// Plain JavaScript: it runs in server.mjs.

export const LIVENESS_PATH = '/healthz'
export const READINESS_PATH = '/readyz'
/** A balancer asking every second from several places costs one database check per second at most. */
const READINESS_TTL_MS = 1000

/**
 * @param {{ check: () => Promise<{ ready: boolean, reason: string | null }>, now?: () => number }} options
 */
export function healthChecks({ check, now = Date.now }) {
  let draining = false
  /** @type {{ at: number, result: Promise<{ ready: boolean, reason: string | null }> } | null} */
  let last = null
  const readiness = () => {
    if (!last || now() - last.at >= READINESS_TTL_MS) {
      const result = check().catch((error) => ({ ready: false, reason: String(error?.message ?? error) }))
      last = { at: now(), result }
    }
    return last.result
  }
  const send = (req, res, status, body) => {
    const text = JSON.stringify(body)
    res.writeHead(status, {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-store',
      'content-length': Buffer.byteLength(text),
    })
    res.end(req.method === 'HEAD' ? undefined : text)
  }
  return {
    /** From now on the instance is not ready: it is stopping. */
    drain() {
      draining = true
    },
    /** Answers the two checks; false for any other request. */
    handle(req, res) {
      const pathname = (req.url ?? '').split('?', 1)[0]
      if (pathname !== LIVENESS_PATH && pathname !== READINESS_PATH) return false
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res.setHeader('allow', 'GET, HEAD')
        send(req, res, 405, { statut: 'méthode non acceptée' })
        return true
      }
      if (pathname === LIVENESS_PATH) {
        send(req, res, 200, { statut: 'vivant' })
        return true
      }
      if (draining) {
        send(req, res, 503, { statut: 'arrêt en cours' })
        return true
      }
      readiness().then(
        ({ ready, reason }) => send(req, res, ready ? 200 : 503, ready ? { statut: 'prêt' } : { statut: 'pas prêt', raison: reason }),
        () => send(req, res, 503, { statut: 'pas prêt' }),
      )
      return true
    },
  }
}
