import { SMTPServer } from 'smtp-server'

type Smtp = { port: number; messages: string[]; close: () => Promise<void>; waitFor: (test: (raw: string) => boolean, timeoutMs?: number) => Promise<string> }

/**
 * A real SMTP server on loopback that keeps every message it receives (raw RFC 822 text).
 *
 * The browser tests' server sends to one fixed port, which tests of both device projects need:
 * `waitForPortMs` makes a busy port a queue rather than a failure (the other test holds it for
 * the few seconds of its e-mail, then closes it).
 */
export async function startSmtp(port = 0, { waitForPortMs = 0 } = {}): Promise<Smtp> {
  const messages: string[] = []
  const deadline = Date.now() + waitForPortMs
  let server: SMTPServer
  for (;;) {
    server = smtpServer(messages)
    // A sender killed mid-connection resets it (the multi-instance suite kills one): that is the
    // client's end, not a failure of this server, and must not be thrown in the test's process.
    server.on('error', () => {})
    try {
      await listen(server, port)
      break
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE' || Date.now() > deadline) throw error
      await new Promise((r) => setTimeout(r, 200))
    }
  }
  const address = server.server.address()
  const actualPort = typeof address === 'object' && address ? address.port : port
  return {
    port: actualPort,
    messages,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
    waitFor: async (test, timeoutMs = 15_000) => {
      const deadline = Date.now() + timeoutMs
      for (;;) {
        const found = messages.find(test)
        if (found) return found
        if (Date.now() > deadline) throw new Error(`Aucun e-mail reçu correspondant (${messages.length} reçus)`)
        await new Promise((r) => setTimeout(r, 100))
      }
    },
  }
}

function smtpServer(messages: string[]): SMTPServer {
  return new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    // No reverse DNS of the loopback client: this machine has no resolver to ask.
    disableReverseLookup: true,
    // The site keeps pooled connections open: on close they are cut at once, not after 30 s.
    closeTimeout: 100,
    logger: false,
    onData(stream, _session, callback) {
      let raw = ''
      stream.setEncoding('utf8')
      stream.on('data', (chunk: string) => (raw += chunk))
      stream.on('end', () => {
        messages.push(raw)
        callback()
      })
    },
  })
}

function listen(server: SMTPServer, port: number): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject)
      resolve()
    })
  })
}

/** The decoded body of a MIME part (text/plain or text/html) of a raw message. */
export function mimePart(raw: string, type: 'text/plain' | 'text/html'): string {
  const start = raw.search(new RegExp(`Content-Type: ${type.replace('/', '\\/')}`, 'i'))
  if (start < 0) return ''
  const rest = raw.slice(start)
  const headerEnd = rest.indexOf('\r\n\r\n')
  const headers = rest.slice(0, headerEnd)
  let body = rest.slice(headerEnd + 4)
  const boundary = body.search(/\r\n--/)
  if (boundary >= 0) body = body.slice(0, boundary)
  if (/quoted-printable/i.test(headers)) {
    const bytes = body.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, h: string) => String.fromCharCode(parseInt(h, 16)))
    return Buffer.from(bytes, 'latin1').toString('utf8')
  }
  if (/base64/i.test(headers)) return Buffer.from(body.replace(/\s/g, ''), 'base64').toString('utf8')
  return body
}

/** A header's value, with RFC 2047 encoded words decoded. */
export function header(raw: string, name: string): string {
  const match = new RegExp(`^${name}: (.*(?:\\r\\n[ \\t].*)*)`, 'mi').exec(raw)
  if (!match) return ''
  return match[1]
    .replace(/\r\n[ \t]/g, ' ')
    // Whitespace between two encoded words is not part of the text (RFC 2047 §6.2).
    .replace(/(\?=)\s+(?==\?)/g, '$1')
    .replace(/=\?UTF-8\?([QB])\?([^?]*)\?=/gi, (_, enc: string, text: string) =>
      enc.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(text.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (__, h: string) => String.fromCharCode(parseInt(h, 16))), 'latin1').toString('utf8'),
    )
    .trim()
}
