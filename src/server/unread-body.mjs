// Early answers to requests whose body was not read (docs/decisions/034). A handler that refuses a
// request before reading its body (a 413 on the declared size, a 403 on the origin, a 415 on the
// type, tus's refusals of a chunk, a redirect to the site's address) leaves the rest of that body
// on the connection. Node reads it to the end and drops it only when nobody touched the request;
// a handler that made it a web stream (the direct routes) leaves it paused once the stream's small
// buffer is full: the connection then waits for its time-out (65 s) with the client still trying
// to send, and a proxy that reuses connections keeps other visitors' requests waiting behind it.
// Plain JavaScript: it runs in the production server, before any handler.

/**
 * An answer whose headers go out before its request's body has all arrived says
 * `Connection: close`, and Node closes the connection once the answer is sent: the client has its
 * answer and opens a new connection for its next request. Reading the rest instead could mean
 * reading megabytes for nothing (a refused 2 MiB chunk, a 10 MB submission); a request whose body
 * was read, or has all arrived, keeps its connection as before.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 */
export function settleUnreadBody(req, res) {
  const hasBody = req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length']) > 0
  if (!hasBody) return
  // Every answer's headers go through writeHead (Node's implicit headers included), and it is the
  // last moment the answer can still say that the connection ends with it.
  const writeHead = res.writeHead
  res.writeHead = function (...args) {
    if (!req.complete) res.shouldKeepAlive = false
    return writeHead.apply(this, args)
  }
}
