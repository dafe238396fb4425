// Stopping an instance without losing what is in flight (docs/decisions/048). On SIGTERM (or
// SIGINT) the server stops accepting connections and says it is not ready; requests already begun —
// a submission, an upload chunk — run to their end, each answered with `Connection: close`; idle
// kept-alive connections are closed; the process exits once the last connection is gone, or after
// `graceMs` at most, cutting what still runs (the outbox and tus resume it: nothing acknowledged is
// lost). Plain JavaScript: it runs in server.mjs.

/** Shorter than the 30 s an orchestrator usually waits between SIGTERM and SIGKILL. */
export const SHUTDOWN_GRACE_MS = 20_000
/** The features' stop hooks after the grace: 20 + 5 s stays within those 30 s. */
export const EXIT_HOOKS_MS = 5_000

/**
 * @param {import('node:http').Server} server
 * `beforeExit` runs once the last connection is gone (or cut), before the exit: the features give
 * back what they still hold (stop-hooks.mjs), for EXIT_HOOKS_MS at most.
 * @param {{ graceMs?: number, onDrain?: () => void, beforeExit?: () => Promise<unknown>, exit?: (code: number) => void, log?: (line: string) => void }} [options]
 * @returns {() => void} starts the shutdown (once; later calls do nothing)
 */
export function gracefulShutdown(
  server,
  { graceMs = SHUTDOWN_GRACE_MS, onDrain = () => {}, beforeExit = async () => {}, exit = (code) => process.exit(code), log = console.log } = {},
) {
  let started = false
  /** Answers not yet sent: at the stop, each one closes its connection once sent. */
  const open = new Set()
  server.prependListener('request', (req, res) => {
    if (started) {
      // A request on a connection that was already open: answered, then the connection closes.
      res.shouldKeepAlive = false
      return
    }
    open.add(res)
    res.once('close', () => open.delete(res))
  })
  return () => {
    if (started) return
    started = true
    for (const res of open) if (!res.headersSent) res.shouldKeepAlive = false
    onDrain()
    log('Arrêt : plus de nouvelle connexion, fin des requêtes en cours…')
    let done = false
    const finish = (code, line) => {
      if (done) return
      done = true
      clearInterval(idle)
      clearTimeout(cut)
      log(line)
      // A hook that throws must not keep the process from exiting: endStop logs and bounds them.
      void beforeExit()
        .catch(() => {})
        .finally(() => exit(code))
    }
    server.close(() => finish(0, 'Arrêt : terminé.'))
    // A connection becomes idle when its request ends: close it then rather than wait for the client.
    server.closeIdleConnections()
    const idle = setInterval(() => server.closeIdleConnections(), 100)
    const cut = setTimeout(() => {
      server.closeAllConnections()
      finish(0, `Arrêt : requêtes encore en cours après ${graceMs} ms, interrompues.`)
    }, graceMs)
    idle.unref?.()
    cut.unref?.()
  }
}
