// The shared page cache in front of Next.js (docs/decisions/020): public pages that Next itself
// marks as cacheable by a shared cache (`s-maxage`, no `private`/`no-store`, no cookie set) are
// kept in memory (as long as their `s-maxage`, an hour at most) and served without entering the framework again, as a CDN
// would. Plain JavaScript: it runs in the production server before Next.js is loaded.
// Next.js compresses pages with gzip only; a copy kept for a browser that accepts brotli is
// compressed again with it, once, in the thread pool: the home page's 20 KB become 14 KB, and on a
// slow link everything the first screen needs waits for the document (docs/decisions/066).
import { promisify } from 'node:util'
import zlib from 'node:zlib'

import { frontCacheFromEnv } from './front-cache.mjs'
import { acceptedEncodings, brotliOnce } from './static-files.mjs'
import { headerText } from './header-text.mjs'

/**
 * Longest a copy is served, whatever `s-maxage` says. It was 10 s so that another instance's edits
 * showed within it; since every change reaches every instance's cache (docs/decisions/051), a copy
 * lives as long as Next.js keeps its own (an hour for the pages), and a visitor after a quiet
 * spell no longer pays Next's cache path, ≈ 5 ms of CPU (docs/decisions/066).
 */
export const PAGE_CACHE_MAX_TTL_MS = 60 * 60 * 1000
const MAX_ENTRIES = 500
const MAX_BYTES = 64 * 1024 * 1024
/** A larger response is passed through untouched (a page is a few tens of kilobytes). */
const MAX_ENTRY_BYTES = 2 * 1024 * 1024

/** Cookies of a signed-in person or of a preview: such a request always reaches Next. */
const PRIVATE_COOKIES = /(?:^|;\s*)(?:payload-token|__prerender_bypass|__next_preview_data)=/
/** Paths whose answers are never shared: the back office, its API and the forms' endpoints. */
const NEVER_SHARED = /^\/(?:admin|api|formulaires|_next\/image)(?:\/|$|\?)/
// Per answer, never replayed from the cache: hop-by-hop headers, the date, and the request's own id.
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'date', 'age', 'x-request-id'])
const gunzip = promisify(zlib.gunzip)

/** Seconds of `s-maxage` when the answer may be kept by a shared cache; null otherwise. */
export function sharedMaxAge(cacheControl) {
  if (typeof cacheControl !== 'string') return null
  const directives = cacheControl.toLowerCase().split(',').map((d) => d.trim())
  if (directives.some((d) => d === 'private' || d === 'no-store' || d === 'no-cache')) return null
  const sMaxAge = directives.find((d) => d.startsWith('s-maxage='))
  const seconds = sMaxAge ? Number(sMaxAge.slice('s-maxage='.length)) : NaN
  return Number.isFinite(seconds) && seconds > 0 ? seconds : null
}

/** The request headers an answer varies on, as one key part (`Vary` names them). */
function varyKey(vary, req) {
  return vary
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean)
    .sort()
    .map((name) => `${name}=${headerText(req.headers[name]).slice(0, 200)}`)
    .join('&')
}

export class PageCache {
  /**
   * `front`: nginx's copies (front-cache.mjs), marked when a page is sent from here and dropped with these.
   * @param {{ now?: () => number, maxTtlMs?: number, front?: import('./front-cache.mjs').FrontCache | null }} [options]
   */
  constructor(options = {}) {
    this.now = options.now ?? Date.now
    this.maxTtlMs = options.maxTtlMs ?? PAGE_CACHE_MAX_TTL_MS
    this.front = options.front ?? null
    /** url → Vary header of the last stored answer for it */
    this.varies = new Map()
    /** full key → entry; a Map keeps insertion order, the oldest first (LRU by re-insertion) */
    this.entries = new Map()
    this.bytes = 0
    this.generation = 0
  }

  /** Drops every copy: content changed (a page, a post, the settings…). */
  clear() {
    this.entries.clear()
    this.varies.clear()
    this.bytes = 0
    this.generation++
    void this.front?.purge()
  }

  get size() {
    return this.entries.size
  }

  /** Whether a request may be answered from, or stored in, the cache. */
  static eligible(req) {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false
    if (req.headers.authorization) return false
    if (PRIVATE_COOKIES.test(headerText(req.headers.cookie))) return false
    return !NEVER_SHARED.test(req.url ?? '/')
  }

  #key(req, vary) {
    return `${req.url}\n${varyKey(vary, req)}`
  }

  #lookup(req) {
    const vary = this.varies.get(req.url)
    if (vary === undefined) return null
    const key = this.#key(req, vary)
    const entry = this.entries.get(key)
    if (!entry) return null
    if (entry.expires <= this.now()) {
      this.#remove(key)
      return null
    }
    // Most recently used last.
    this.entries.delete(key)
    this.entries.set(key, entry)
    return entry
  }

  #remove(key) {
    const entry = this.entries.get(key)
    if (!entry) return
    this.entries.delete(key)
    this.bytes -= entry.body.length
  }

  #store(req, entry) {
    this.varies.set(req.url, entry.vary)
    const key = this.#key(req, entry.vary)
    this.#remove(key)
    this.entries.set(key, entry)
    this.bytes += entry.body.length
    for (const [oldest] of this.entries) {
      if (this.entries.size <= MAX_ENTRIES && this.bytes <= MAX_BYTES) break
      this.#remove(oldest)
    }
    return key
  }

  /** Replaces a kept gzip body by its brotli equivalent, unless the copy is gone meanwhile. */
  async #compressWithBrotli(key, entry) {
    let body
    try {
      body = await brotliOnce(await gunzip(entry.body))
    } catch {
      // Not gzip after all: the copy stays as Next.js made it.
      return
    }
    // Cleared, expired or replaced while compressing; or nothing gained.
    if (this.entries.get(key) !== entry || body.length >= entry.body.length) return
    this.bytes += body.length - entry.body.length
    entry.body = body
    entry.headers['content-encoding'] = 'br'
  }

  /**
   * Answers `req` from the cache, or lets `next` answer it and keeps a shareable answer.
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   * @param {() => unknown} next
   */
  handle(req, res, next) {
    if (!PageCache.eligible(req)) return next()
    const hit = this.#lookup(req)
    if (hit) return this.#send(req, res, hit)
    if (req.method === 'GET') this.#record(req, res)
    return next()
  }

  #send(req, res, entry) {
    const etag = entry.headers.etag
    const age = Math.max(0, Math.floor((this.now() - entry.storedAt) / 1000))
    const notModified = etag !== undefined && headerText(req.headers['if-none-match']) === etag
    res.statusCode = notModified ? 304 : entry.status
    for (const [name, value] of Object.entries(entry.headers)) res.setHeader(name, value)
    res.setHeader('age', String(age))
    res.setHeader('x-vitrine-cache', 'HIT')
    if (notModified) {
      res.removeHeader('content-length')
      return res.end()
    }
    res.setHeader('content-length', String(entry.body.length))
    this.front?.mark(req, res, { contentEncoding: headerText(entry.headers['content-encoding']), seconds: (entry.expires - this.now()) / 1000 })
    return res.end(req.method === 'HEAD' ? undefined : entry.body)
  }

  /** Watches Next's answer to `req` and keeps it when it may be shared. */
  #record(req, res) {
    const generation = this.generation
    const chunks = []
    let size = 0
    /** Whether the answer is being kept: decided from its headers when its first bytes go out. */
    let keeping = null
    let headStatus = null
    /** @type {Record<string, string | string[]>} */
    const headHeaders = {}
    const headers = () => ({ ...res.getHeaders(), ...headHeaders })
    // Headers are final once the first bytes are written: an answer no shared cache may keep (a
    // static file, a dynamic page) is then passed through without copying its body.
    const shareable = () => {
      const all = headers()
      if ((headStatus ?? res.statusCode) !== 200 || all['set-cookie'] !== undefined) return false
      // A page Next serves while it renders it again (its copy expired, or revalidated because
      // content changed): kept, it would be shown for the cache's whole lifetime after the fresh
      // one exists.
      if (headerText(all['x-nextjs-cache']).toUpperCase() === 'STALE') return false
      return sharedMaxAge(headerText(all['cache-control'])) !== null
    }
    const collect = (chunk, encoding) => {
      if (chunk === undefined || chunk === null || typeof chunk === 'function') return
      keeping ??= shareable()
      if (!keeping) return
      const buffer = Buffer.isBuffer(chunk) ? chunk : typeof chunk === 'string' ? Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8') : Buffer.from(chunk)
      size += buffer.length
      if (size > MAX_ENTRY_BYTES) {
        keeping = false
        chunks.length = 0
      } else chunks.push(buffer)
    }
    const { writeHead, write, end } = res
    res.writeHead = function (status, ...rest) {
      headStatus = status
      const given = rest.find((arg) => arg && typeof arg === 'object')
      if (Array.isArray(given)) {
        for (let i = 0; i + 1 < given.length; i += 2) headHeaders[String(given[i]).toLowerCase()] = given[i + 1]
      } else if (given) {
        for (const [name, value] of Object.entries(given)) headHeaders[name.toLowerCase()] = value
      }
      return writeHead.call(this, status, ...rest)
    }
    res.write = function (chunk, encoding, callback) {
      collect(chunk, encoding)
      return write.call(this, chunk, encoding, callback)
    }
    res.end = function (chunk, encoding, callback) {
      collect(chunk, encoding)
      return end.call(this, chunk, encoding, callback)
    }
    res.once('finish', () => {
      // An answer without a body was never judged by `collect`.
      if (!(keeping ?? shareable()) || generation !== this.generation) return
      const all = headers()
      /** @type {Record<string, string | string[]>} */
      const kept = {}
      for (const [name, value] of Object.entries(all)) {
        if (value !== undefined && !HOP_BY_HOP.has(name) && name !== 'content-length') kept[name] = typeof value === 'number' ? String(value) : value
      }
      const storedAt = this.now()
      const entry = {
        status: 200,
        headers: kept,
        body: Buffer.concat(chunks),
        vary: headerText(all.vary),
        storedAt,
        expires: storedAt + Math.min(sharedMaxAge(headerText(all['cache-control'])) * 1000, this.maxTtlMs),
      }
      const key = this.#store(req, entry)
      // The copy is kept per value of Accept-Encoding (Next's answers vary on it): this one is only
      // ever sent to browsers that accept brotli.
      if (headerText(kept['content-encoding']).toLowerCase() === 'gzip' && /\baccept-encoding\b/i.test(entry.vary) && acceptedEncodings(req.headers['accept-encoding']).has('br')) {
        void this.#compressWithBrotli(key, entry)
      }
    })
  }
}

const GLOBAL_KEY = Symbol.for('vitrine.page-cache')

/** The process's page cache, shared with the app's code (which clears it on content changes). */
export function processPageCache() {
  globalThis[GLOBAL_KEY] ??= new PageCache({ front: frontCacheFromEnv() })
  return globalThis[GLOBAL_KEY]
}
