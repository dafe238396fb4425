/**
 * Reads a request body with a size limit (413 beyond it) into form data. Only the encodings a
 * browser form or FormData produce are accepted.
 */
export type BodyResult =
  | { ok: true; data: FormData | URLSearchParams }
  | { ok: false; status: 400 | 413 | 415 }

export async function readFormBody(request: Request, maxBytes: number): Promise<BodyResult> {
  const declared = Number(request.headers.get('content-length'))
  if (Number.isFinite(declared) && declared > maxBytes) return { ok: false, status: 413 }
  // The multipart boundary is case-sensitive: only the media type is compared in lower case.
  const contentType = request.headers.get('content-type') ?? ''
  const type = contentType.toLowerCase()
  const urlencoded = type.startsWith('application/x-www-form-urlencoded')
  const multipart = type.startsWith('multipart/form-data')
  if (!urlencoded && !multipart) return { ok: false, status: 415 }

  // Count the bytes as they arrive: a missing or false Content-Length cannot get past the limit.
  const chunks: Uint8Array[] = []
  let size = 0
  if (request.body) {
    const reader = request.body.getReader()
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      size += value.byteLength
      if (size > maxBytes) {
        await reader.cancel().catch(() => {})
        return { ok: false, status: 413 }
      }
      chunks.push(value)
    }
  }
  const bytes = new Uint8Array(size)
  let offset = 0
  for (const c of chunks) {
    bytes.set(c, offset)
    offset += c.byteLength
  }
  try {
    if (urlencoded) return { ok: true, data: new URLSearchParams(new TextDecoder('utf-8', { fatal: true }).decode(bytes)) }
    return { ok: true, data: await new Response(bytes, { headers: { 'content-type': contentType } }).formData() }
  } catch {
    return { ok: false, status: 400 }
  }
}
