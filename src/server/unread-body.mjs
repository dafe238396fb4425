// Early answers to requests whose body was not read (docs/decisions/034, 077). A handler that
// refuses a request before reading its body (a 413 on the declared size, a 403 on the origin, a
// 415 on the type, tus's refusals of a chunk, a redirect to the site's address) leaves the rest of
// that body on the connection. Node reads it to the end and drops it only when nobody touched the
// request; a handler that made it a web stream (the direct routes) leaves it paused once the
// stream's small buffer is full: the connection then waits for its time-out (65 s) with the client
// still trying to send, and a proxy that reuses connections keeps other visitors' requests waiting
// behind it.
// Plain JavaScript: it runs in the production server, before any handler.

/**
 * How long a connection whose answer went out before its request's body had all arrived keeps
 * reading that body, to drop it, before it closes: as nginx's `lingering_timeout`. A socket closed
 * with bytes it has not read sends a reset, which makes the client's system fail the write still
 * pending and can drop the answer the client has not read yet (decision 077).
 */
export const LINGER_MS = 5_000

/**
 * An answer whose headers go out before its request's body has all arrived says
 * `Connection: close`: the client has its answer and opens a new connection for its next request.
 * Once the answer is sent, the connection says it is done sending, reads what is left of the body
 * and drops it, and closes when the body has all arrived or after `lingerMs`, whichever comes
 * first: the client sends to its end and reads the answer, and the connection never waits longer
 * than that. A request whose body was read, or has all arrived, keeps its connection as before.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {{ lingerMs?: number }} [options]
 */
export function settleUnreadBody(req, res, { lingerMs = LINGER_MS } = {}) {
  const hasBody = req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length']) > 0
  if (!hasBody) return
  // Every answer's headers go through writeHead (Node's implicit headers included), and it is the
  // last moment the answer can still say that the connection ends with it.
  const writeHead = res.writeHead
  res.writeHead = function (...args) {
    if (!req.complete) {
      res.shouldKeepAlive = false
      lingerBeforeClosing(req, res, lingerMs)
    }
    return writeHead.apply(this, args)
  }
}

/**
 * Node closes a connection that ends with its answer through the socket's `destroySoon`, once the
 * answer is sent: here it half-closes it instead, and closes it for good once the body is read.
 * A handler that gave up its request's body (a web stream cancelled) has had the connection closed
 * already: nothing is left to read.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {number} lingerMs
 */
function lingerBeforeClosing(req, res, lingerMs) {
  const socket = res.socket ?? req.socket
  if (!socket || socket.destroyed) return
  /** Closes once the answer and the end of what the server sends have left. */
  const closeWhenSent = () => (socket.writableFinished ? socket.destroy() : socket.once('finish', () => socket.destroy()))
  socket.destroySoon = function () {
    if (socket.writable) socket.end()
    if (req.complete) return closeWhenSent()
    const timer = setTimeout(() => socket.destroy(), lingerMs)
    socket.once('close', () => clearTimeout(timer))
    req.once('end', closeWhenSent)
    // What the handler left unread (a paused web stream's listeners included) is dropped.
    req.removeAllListeners('data')
    req.resume()
  }
}
