// The staff's images (`/api/media/file/…`: the originals and the sizes the media pipeline made),
// answered by the production server straight from the media folder (docs/decisions/060). Payload
// answers the same address after a database query and without a validator, ≈ 3 ms a file; pages
// now show these files rather than the on-the-fly optimiser's, so every image of a visit came here.
// They are public (the media collection's read access is `anyone`). Anything else goes on to
// Payload: a video (it answers ranges), a file that is not on this disk (object storage), a query.
// The images a visit asks for are kept in memory, checked against the disk at each request: read
// from the disk each time, they cost ≈ 1.3 ms of CPU apiece, 15 of them half a first visit to the
// home page (issue 17).
import fs from 'node:fs'
import path from 'node:path'

import { UNHASHED_FILE_CACHE_CONTROL } from '../lib/cache-control.mjs'
import { dataDir } from '../lib/data-dir.mjs'
import { setSecurityHeaders } from './security-headers.mjs'

const PREFIX = '/api/media/file/'
/** The image types the media collection accepts (Media.ts), by extension. */
const TYPES = {
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
}

/**
 * The media folder, as the site's settings place it (src/lib/paths.ts).
 * @param {Record<string, string | undefined>} [env]
 * @param {string} [cwd]
 */
export function mediaDir(env = process.env, cwd = process.cwd()) {
  return path.join(dataDir(cwd, env), 'media')
}

/** What is kept in memory at most, all images together, and a larger image is read from the disk each time. */
export const KEPT_BYTES = 32 * 1024 * 1024
export const KEPT_FILE_BYTES = 2 * 1024 * 1024

export class MediaFiles {
  /**
   * @param {string} dir the media folder
   * @param {{ keptBytes?: number, keptFileBytes?: number }} [limits]
   */
  constructor(dir, { keptBytes = KEPT_BYTES, keptFileBytes = KEPT_FILE_BYTES } = {}) {
    this.dir = path.resolve(dir)
    this.keptBytes = keptBytes
    this.keptFileBytes = keptFileBytes
    /** file → its last read body and validator, the least recently asked for first */
    this.kept = new Map()
    this.keptTotal = 0
  }

  /** The kept body of `file` when it still has the validator the disk gives it now. */
  #kept(file, etag) {
    const kept = this.kept.get(file)
    if (!kept) return null
    this.kept.delete(file)
    if (kept.etag !== etag) {
      this.keptTotal -= kept.body.length
      return null
    }
    this.kept.set(file, kept)
    return kept.body
  }

  #keep(file, etag, body) {
    if (body.length > this.keptFileBytes) return
    this.kept.set(file, { etag, body })
    this.keptTotal += body.length
    for (const [oldest, { body: dropped }] of this.kept) {
      if (this.keptTotal <= this.keptBytes) break
      this.kept.delete(oldest)
      this.keptTotal -= dropped.length
    }
  }

  /** The file an address names, or null when it is not an image of the folder itself. */
  #file(url) {
    if (!url.startsWith(PREFIX) || url.includes('?')) return null
    let name
    try {
      name = decodeURIComponent(url.slice(PREFIX.length))
    } catch {
      return null
    }
    // One file of the folder, by its name: no sub-folder, no way out of it.
    if (!name || name.includes('/') || name.includes('\\') || name.includes('\0') || name.startsWith('.')) return null
    const type = TYPES[path.extname(name).toLowerCase()]
    return type ? { file: path.join(this.dir, name), type } : null
  }

  /**
   * Answers `req` with the file when it is one of the folder's images; otherwise calls `next`.
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   * @param {() => void} next
   * @returns {boolean} whether the request is this handler's (answered, or about to be, here or by `next`)
   */
  handle(req, res, next) {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false
    const target = this.#file(req.url ?? '/')
    if (!target) return false
    fs.stat(target.file, (error, stat) => {
      if (error || !stat.isFile()) return next()
      // Size and time of the last write: a file replaced under the same name gets another validator.
      const etag = `W/"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`
      const answer = (status, body) => {
        setSecurityHeaders(res)
        res.setHeader('Cache-Control', UNHASHED_FILE_CACHE_CONTROL)
        res.setHeader('Content-Type', target.type)
        res.setHeader('ETag', etag)
        res.setHeader('Last-Modified', stat.mtime.toUTCString())
        res.statusCode = status
        if (status === 304) return void res.end()
        res.setHeader('Content-Length', String(body ? body.length : stat.size))
        if (req.method === 'HEAD') return void res.end()
        if (body) return void res.end(body)
        const stream = fs.createReadStream(target.file)
        // Gone between the check and the read: the answer already started, so it is cut short.
        stream.on('error', () => res.destroy())
        stream.pipe(res)
      }
      if (req.headers['if-none-match'] === etag) return answer(304)
      if (req.method === 'HEAD' || stat.size > this.keptFileBytes) return answer(200)
      const kept = this.#kept(target.file, etag)
      if (kept) return answer(200, kept)
      fs.readFile(target.file, (readError, body) => {
        // Gone since the check: as if it had never been there.
        if (readError) return next()
        // Kept only when it is the file the validator describes, not one being rewritten meanwhile.
        if (body.length === stat.size) this.#keep(target.file, etag, body)
        answer(200, body)
      })
    })
    return true
  }
}
