/**
 * A refusal answered before its body was read (docs/decisions/034, 077), over real sockets: the
 * client, still sending its body, must get the answer and a closed connection, not a reset. A
 * reset makes the client's system fail its pending write and may drop the answer it has not read
 * yet: a visitor then sees a network error instead of the French message, and a proxy a bad
 * gateway.
 */
import http from 'node:http'
import net from 'node:net'
import type { AddressInfo } from 'node:net'

import { afterEach, describe, expect, it } from 'vitest'

import { settleUnreadBody } from './unread-body.mjs'

/** More than the kernel's buffers on both sides hold, so that part of it is still unsent when the answer comes. */
const BODY_BYTES = 32 * 1024 * 1024

const servers: http.Server[] = []
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))))
})

/** A server that refuses every request with a body at once, as the submission route does for an oversize one. */
async function refusingServer(linger?: number): Promise<{ port: number; closed: () => number }> {
  let closed = 0
  const server = http.createServer((req, res) => {
    settleUnreadBody(req, res, linger === undefined ? undefined : { lingerMs: linger })
    req.socket.once('close', () => closed++)
    // The handler stops reading, as a web stream whose buffer is full does.
    req.pause()
    res.writeHead(413, { 'content-type': 'text/plain; charset=utf-8' }).end('Envoi trop volumineux.')
  })
  servers.push(server)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { port: (server.address() as AddressInfo).port, closed: () => closed }
}

/** `error`: the first error the socket met, writing or reading (a reset fails the write still pending). */
type Seen = { answer: string; error: string | null; ended: boolean }

/** Sends a request with a large body over a raw socket, to its last byte, and reads what comes back. */
function sendLargeBody(port: number): Promise<Seen> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1')
    const seen: Seen = { answer: '', error: null, ended: false }
    socket.setEncoding('latin1')
    socket.on('data', (chunk: string) => (seen.answer += chunk))
    socket.on('end', () => (seen.ended = true))
    socket.on('error', (error: NodeJS.ErrnoException) => (seen.error ??= error.code ?? error.message))
    socket.on('close', () => resolve(seen))
    socket.write(
      `POST /formulaires/envoi HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${BODY_BYTES}\r\n\r\n`,
    )
    socket.end(Buffer.alloc(BODY_BYTES, 'a'))
  })
}

describe('a body refused before it was read', () => {
  it('lets the client send it to the end and read the answer, then closes the connection cleanly', async () => {
    const { port, closed } = await refusingServer()
    for (let attempt = 0; attempt < 3; attempt++) {
      const seen = await sendLargeBody(port)
      expect(seen.answer).toMatch(/^HTTP\/1\.1 413 /)
      expect(seen.answer).toMatch(/\r\nconnection: close\r\n/i)
      expect(seen.answer).toContain('Envoi trop volumineux.')
      expect(seen.error).toBeNull()
      expect(seen.ended).toBe(true)
    }
    await expect.poll(closed).toBe(3)
  })

  it('closes a connection whose client keeps sending once the lingering time is over', async () => {
    const { port, closed } = await refusingServer(50)
    // Its side stays open after the server's end: only the server's time limit closes the connection.
    const socket = net.connect({ port, host: '127.0.0.1', allowHalfOpen: true })
    const answer = new Promise<string>((resolve) => {
      let text = ''
      socket.setEncoding('latin1')
      socket.on('data', (chunk: string) => (text += chunk))
      socket.on('close', () => resolve(text))
      socket.on('error', () => {})
    })
    // A body announced but sent slowly: a byte every 10 ms, never to its end.
    socket.write(`POST / HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 1000000\r\n\r\n`)
    const drip = setInterval(() => socket.writable && socket.write('a'), 10)
    try {
      expect(await answer).toMatch(/^HTTP\/1\.1 413 /)
      await expect.poll(closed).toBe(1)
    } finally {
      clearInterval(drip)
      socket.destroy()
    }
  })
})
