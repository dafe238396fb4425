// When nobody reads the server's output any more — the terminal, `npm start` or the test runner
// that started it has gone and its pipe is closed — the server must go on serving and still stop
// on SIGTERM. Without a listener, a write to that pipe fails with EPIPE as an uncaught exception;
// Next's handler for those logs it with console.error, to the same closed pipe, which fails again:
// a loop of callbacks that spins a core and never lets a timer run, the shutdown's included
// (docs/decisions/068). The lines are lost either way; the process is not. Plain JavaScript: it
// runs in server.mjs.

/** Errors of a write to an output whose reader is gone. */
const CLOSED_OUTPUT = new Set(['EPIPE', 'ERR_STREAM_DESTROYED'])

/**
 * @param {NodeJS.WritableStream[]} [streams]
 */
export function tolerateClosedOutput(streams = [process.stdout, process.stderr]) {
  for (const stream of streams) {
    stream.on('error', (error) => {
      if (CLOSED_OUTPUT.has(/** @type {NodeJS.ErrnoException} */ (error).code ?? '')) return
      throw error
    })
  }
}
