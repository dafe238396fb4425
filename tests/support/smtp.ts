import { SMTPServer } from 'smtp-server'

/** A real SMTP server on loopback that keeps every message it receives (raw RFC 822 text). */
export async function startSmtp(port = 0): Promise<{ port: number; messages: string[]; close: () => Promise<void>; waitFor: (test: (raw: string) => boolean, timeoutMs?: number) => Promise<string> }> {
  const messages: string[] = []
  const server = new SMTPServer({
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
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => resolve())
  })
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
