// The build's static files (`/_next/static/…`: scripts, stylesheets, fonts), answered by the
// production server from memory, compressed once with brotli and gzip (docs/decisions/024).
// Their names carry a hash of their content, so a copy never goes stale. A few named files without
// a hash (the site's icon, the files of public/) are answered the same way with their own, shorter
// lifetime: through Next.js, the icon's route was the costliest request of a first visit (issue 17).
// Next.js answers a file the first time it is asked for, while its copy is made, and anything that
// is not a file here.
import fsSync from 'node:fs'
import fs from 'node:fs/promises'
import path from 'node:path'
import { createHash } from 'node:crypto'
import { promisify } from 'node:util'
import zlib from 'node:zlib'

import { IMMUTABLE_FILE_CACHE_CONTROL } from '../lib/cache-control.mjs'
import { setSecurityHeaders } from './security-headers.mjs'

const PREFIX = '/_next/static/'
const brotli = promisify(zlib.brotliCompress)
const gzip = promisify(zlib.gzip)

/** `body` compressed with brotli at its best ratio, in the thread pool: for what is compressed once and sent many times. */
export const brotliOnce = (body) =>
  brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } })

/** Content types by extension; only these are answered here. `compress`: text worth compressing. */
const TYPES = {
  '.js': { type: 'application/javascript; charset=UTF-8', compress: true },
  '.css': { type: 'text/css; charset=UTF-8', compress: true },
  '.json': { type: 'application/json; charset=UTF-8', compress: true },
  '.map': { type: 'application/json; charset=UTF-8', compress: true },
  '.txt': { type: 'text/plain; charset=UTF-8', compress: true },
  '.svg': { type: 'image/svg+xml', compress: true },
  '.woff2': { type: 'font/woff2', compress: false },
  '.woff': { type: 'font/woff', compress: false },
  '.png': { type: 'image/png', compress: false },
  '.jpg': { type: 'image/jpeg', compress: false },
  '.webp': { type: 'image/webp', compress: false },
  '.avif': { type: 'image/avif', compress: false },
  '.ico': { type: 'image/x-icon', compress: false },
}

/** Smaller files are sent as they are: compressed, they would barely shrink. */
export const MIN_COMPRESSED_BYTES = 512

/** Whether a file of `size` bytes at `file` is text worth compressing (by its extension). */
export const worthCompressing = (file, size) => TYPES[path.extname(file)]?.compress === true && size > MIN_COMPRESSED_BYTES

/** `body` compressed with gzip at its best ratio, in the thread pool. */
export const gzipOnce = (body) => gzip(body, { level: 9 })

/**
 * The path of `file`'s copy compressed after the build (`extension`: `.br`, `.gz`, written by
 * scripts/precompress.mjs) when it was written after `file` last changed, otherwise null.
 * @param {string} file
 * @param {string} extension
 * @param {number} fileMtimeMs
 */
export async function freshCopy(file, extension, fileMtimeMs) {
  const copy = file + extension
  const stat = await fs.stat(copy).catch(() => null)
  return stat !== null && stat.mtimeMs >= fileMtimeMs ? copy : null
}

/** The extensions of the compressed copies written beside a file (scripts/precompress.mjs). */
export const COPY_EXTENSIONS = ['.br', '.gz']

/** Whether `file` is a compressed copy written beside its file, not a file of its own. */
export function isCompressedCopy(file) {
  const extension = path.extname(file)
  return COPY_EXTENSIONS.includes(extension) && fsSync.existsSync(file.slice(0, -extension.length))
}

/** `file`'s fresh copy compressed after the build, read, or `body` compressed now when there is none. */
async function compressedCopy(file, extension, fileMtimeMs, compress) {
  const copy = await freshCopy(file, extension, fileMtimeMs)
  return copy ? fs.readFile(copy) : compress()
}

/**
 * The named files of a built site: its icon (the prerendered body of Next's icon route) and the
 * files of public/, each at its address, kept by browsers as the staff's images are.
 * @param {string} root the project's folder
 * @param {string} cacheControl their lifetime
 */
export function unhashedFiles(root, cacheControl) {
  /** @type {Record<string, { file: string, cacheControl: string }>} */
  const named = { '/icon.svg': { file: path.join(root, '.next', 'server', 'app', 'icon.svg.body'), cacheControl } }
  const publicDir = path.join(root, 'public')
  const walk = (dir) => {
    for (const entry of fsSync.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name)
      if (entry.isDirectory()) walk(file)
      else if (!isCompressedCopy(file))
        named[`/${path.relative(publicDir, file).split(path.sep).join('/')}`] = { file, cacheControl }
    }
  }
  if (fsSync.existsSync(publicDir)) walk(publicDir)
  return named
}

/** The encodings a request accepts (`q=0` refuses one). */
export function acceptedEncodings(header) {
  const accepted = new Set()
  for (const part of String(header ?? '')
    .toLowerCase()
    .split(',')) {
    const [name, ...params] = part.split(';').map((s) => s.trim())
    const q = params.find((p) => p.startsWith('q='))
    if (name && !(q && Number(q.slice(2)) === 0)) accepted.add(name)
  }
  return accepted
}

export class StaticFiles {
  /**
   * @param {string} dir the build's static folder (.next/static)
   * @param {{ named?: Record<string, { file: string, cacheControl: string }> }} [options]
   *   files answered at an exact address (the query left aside), typed by the address's extension,
   *   with their lifetime
   */
  constructor(dir, { named = {} } = {}) {
    this.dir = path.resolve(dir)
    this.named = new Map(
      Object.entries(named)
        .filter(([address]) => TYPES[path.extname(address)])
        .map(([address, entry]) => [address, { address, cacheControl: entry.cacheControl, file: path.resolve(entry.file) }]),
    )
    /** file → entry once its copies are made */
    this.entries = new Map()
    /** files whose copies are being made */
    this.pending = new Set()
  }

  /** The file a path names, or null when it is not one this class answers. */
  #file(urlPath) {
    let relative
    try {
      relative = decodeURIComponent(urlPath.slice(PREFIX.length))
    } catch {
      return null
    }
    if (relative.includes('\0')) return null
    const file = path.resolve(this.dir, relative)
    if (!file.startsWith(this.dir + path.sep)) return null
    return TYPES[path.extname(file)] ? file : null
  }

  async #load(file, named) {
    try {
      const [body, stat] = await Promise.all([fs.readFile(file), fs.stat(file)])
      const { type, compress } = TYPES[path.extname(named ? named.address : file)]
      const entry = {
        type,
        cacheControl: named ? named.cacheControl : IMMUTABLE_FILE_CACHE_CONTROL,
        etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`,
        identity: body,
        br: null,
        gzip: null,
      }
      if (compress && body.length > MIN_COMPRESSED_BYTES) {
        // The copies written after the build when they are there (the same bytes nginx sends,
        // docs/decisions/067); otherwise once per file, in the thread pool: the best ratios, paid
        // for once.
        ;[entry.br, entry.gzip] = await Promise.all([
          compressedCopy(file, '.br', stat.mtimeMs, () => brotliOnce(body)),
          compressedCopy(file, '.gz', stat.mtimeMs, () => gzipOnce(body)),
        ])
      }
      this.entries.set(file, entry)
    } catch {
      // Not a file (a folder, gone): Next.js keeps answering it.
    } finally {
      this.pending.delete(file)
    }
  }

  /**
   * Answers `req` from memory when its copy is ready; otherwise returns false (Next.js answers)
   * and, for a file of the build, starts making the copy.
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   */
  handle(req, res) {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false
    const address = (req.url ?? '/').split('?')[0]
    const named = this.named.get(address)
    if (!named && !address.startsWith(PREFIX)) return false
    // Keyed by the file, not by how the address spells it (`a/../x.js`, `%78.js`…): one copy each.
    const file = named ? named.file : this.#file(address)
    if (!file) return false
    const entry = this.entries.get(file)
    if (!entry) {
      if (!this.pending.has(file)) {
        this.pending.add(file)
        void this.#load(file, named)
      }
      return false
    }
    setSecurityHeaders(res)
    res.setHeader('Cache-Control', entry.cacheControl)
    res.setHeader('Content-Type', entry.type)
    res.setHeader('ETag', entry.etag)
    if (entry.br) res.setHeader('Vary', 'Accept-Encoding')
    if (req.headers['if-none-match'] === entry.etag) {
      res.statusCode = 304
      res.end()
      return true
    }
    const accepted = acceptedEncodings(req.headers['accept-encoding'])
    const [encoding, body] =
      entry.br && accepted.has('br')
        ? ['br', entry.br]
        : entry.gzip && accepted.has('gzip')
          ? ['gzip', entry.gzip]
          : [null, entry.identity]
    if (encoding) res.setHeader('Content-Encoding', encoding)
    res.setHeader('Content-Length', String(body.length))
    res.statusCode = 200
    res.end(req.method === 'HEAD' ? undefined : body)
    return true
  }
}
