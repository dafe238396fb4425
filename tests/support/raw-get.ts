import http from 'node:http'

export type RawResponse = { status: number; headers: http.IncomingHttpHeaders; body: Buffer }

/**
 * A GET (or HEAD) of `urlPath` exactly as written on the server at `base`: a URL string would have
 * its `..` and `%2e` resolved by the client before a file server could refuse them.
 */
export function rawGet(base: string, urlPath: string, headers: Record<string, string> = {}, method = 'GET'): Promise<RawResponse> {
  const { hostname, port } = new URL(base)
  return new Promise((resolve, reject) => {
    http
      .request({ host: hostname, port, path: urlPath, headers, method }, (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }))
      })
      .on('error', reject)
      .end()
  })
}
