import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * A stand-in for reCAPTCHA's verify endpoint (https://www.google.com/recaptcha/api/siteverify),
 * which tests cannot reach: an HTTP server on loopback that reads the form-encoded request and
 * answers the JSON `answer` returns, or a 502 when it returns null.
 */
export async function startVerifyServer(answer: (params: URLSearchParams) => object | null) {
  const received: URLSearchParams[] = []
  const server = createServer((req, res) => {
    let body = ''
    req.on('data', (chunk) => (body += chunk))
    req.on('end', () => {
      const params = new URLSearchParams(body)
      received.push(params)
      const json = answer(params)
      if (json === null) res.writeHead(502).end()
      else res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(json))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/recaptcha/api/siteverify`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
