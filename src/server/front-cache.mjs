// nginx's copy of the public pages (docs/decisions/085): a page this server sends from its own page
// cache is marked for nginx to keep (`X-Accel-Expires`, which nginx never passes on), and every
// content change has nginx drop each copy it may hold, through its purge server (docs/deploy.md).
// A repeat visit is then answered by nginx alone, without a request to Node (issue 17).
// Off unless FRONT_CACHE_PURGE_URL names nginx's purge server: a copy nobody can drop is never made.
// Plain JavaScript: it runs in the production server before Next.js is loaded.
import fs from 'node:fs'
import http from 'node:http'

import { acceptedEncodings } from './static-files.mjs'
import { headerText } from './header-text.mjs'

/**
 * Longest nginx keeps a copy. Every copy this process marked is dropped at each change; a copy marked
 * by a process that has since stopped (a restart, a crash) is not known to anyone, and lives this
 * long at most.
 */
export const FRONT_CACHE_MAX_SECONDS = 300
/** Copies marked at most between two changes: beyond, pages are sent unmarked (nginx does not keep them). */
const MAX_KEYS = 5000
/** Purge requests in flight at once. */
const PARALLEL_PURGES = 8
/**
 * A copy marked just before a change may still be on its way to nginx when the purge reaches it:
 * nginx would keep it after the purge. The same copies are dropped once more this much later.
 */
export const SECOND_PURGE_MS = 1000
const PURGE_TIMEOUT_MS = 5000

/**
 * Whether Accept-Encoding came more than once: Node.js joins the values, nginx 1.22 keys the copy by
 * the first alone, so the purge would not name it.
 */
function repeatedAcceptEncoding(req) {
  let seen = 0
  for (let i = 0; i < req.rawHeaders.length; i += 2) if (req.rawHeaders[i].toLowerCase() === 'accept-encoding') seen++
  return seen > 1
}

/** The encoding this server sends a browser that accepts these (brotli, else gzip, else none). */
export function bestEncoding(acceptEncoding) {
  const accepted = acceptedEncodings(acceptEncoding)
  return accepted.has('br') ? 'br' : accepted.has('gzip') ? 'gzip' : ''
}

export class FrontCache {
  /**
   * @param {{ purgeUrl: string, maxSeconds?: number, maxKeys?: number, secondPurgeMs?: number, log?: Pick<Console, 'warn'> }} options
   */
  constructor({ purgeUrl, maxSeconds = FRONT_CACHE_MAX_SECONDS, maxKeys = MAX_KEYS, secondPurgeMs = SECOND_PURGE_MS, log = console }) {
    const url = new URL(purgeUrl)
    if (url.protocol !== 'http:') throw new Error(`FRONT_CACHE_PURGE_URL : adresse http:// attendue (${purgeUrl})`)
    this.purgeTarget = { hostname: url.hostname, port: Number(url.port || 80) }
    this.maxSeconds = maxSeconds
    this.maxKeys = maxKeys
    this.secondPurgeMs = secondPurgeMs
    this.log = log
    /**
     * The copies nginx may hold, as nginx names them (its `proxy_cache_key`: the Host header, the
     * address, the Accept-Encoding header), each as the request parts the purge repeats.
     * @type {Map<string, { host: string, url: string, acceptEncoding: string }>}
     */
    this.keys = new Map()
  }

  /**
   * Marks a page sent from the page cache for nginx to keep, for at most `seconds`. Only a copy
   * nginx can give to the next browser as is: not the flight data of a client navigation (nginx
   * never keeps those), and not a gzip copy while the brotli one is being made for the browsers
   * that accept it (nginx would send the larger one until its copy expires).
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   * @param {{ contentEncoding: string, seconds: number }} copy
   * @returns {boolean} whether it was marked
   */
  mark(req, res, { contentEncoding, seconds }) {
    if (req.headers.rsc !== undefined || repeatedAcceptEncoding(req)) return false
    const acceptEncoding = headerText(req.headers['accept-encoding'])
    if (contentEncoding.toLowerCase() !== bestEncoding(acceptEncoding)) return false
    const kept = Math.min(Math.floor(seconds), this.maxSeconds)
    if (kept < 1) return false
    const host = headerText(req.headers.host)
    if (!host) return false
    const url = req.url ?? '/'
    const key = `${host}${url}${acceptEncoding}`
    if (!this.keys.has(key)) {
      if (this.keys.size >= this.maxKeys) return false
      this.keys.set(key, { host, url, acceptEncoding })
    }
    res.setHeader('x-accel-expires', String(kept))
    return true
  }

  /**
   * Has nginx drop every copy marked so far, now and once more a moment later.
   * @returns {Promise<void>} settled when the first round is done (the second is not awaited)
   */
  purge() {
    if (this.keys.size === 0) return Promise.resolve()
    const copies = [...this.keys.values()]
    this.keys.clear()
    setTimeout(() => void this.#drop(copies), this.secondPurgeMs).unref()
    return this.#drop(copies)
  }

  /**
   * Writes down the copies marked and not yet dropped, as the process stops: the next process (a
   * new version, whose pages name other files) has nginx drop them as it starts (`restore`).
   * @param {string} file
   */
  save(file) {
    if (this.keys.size === 0) return
    fs.writeFileSync(file, JSON.stringify([...this.keys.values()]), { mode: 0o600 })
  }

  /**
   * Has nginx drop the copies an earlier process wrote down (`save`), and forgets them.
   * @param {string} file
   * @returns {Promise<void>}
   */
  restore(file) {
    let copies
    try {
      copies = JSON.parse(fs.readFileSync(file, 'utf8'))
      fs.rmSync(file, { force: true })
    } catch {
      // None written down (first start, or a process that did not stop cleanly), or unreadable.
      return Promise.resolve()
    }
    if (!Array.isArray(copies)) return Promise.resolve()
    for (const copy of copies) {
      if (typeof copy?.host === 'string' && typeof copy.url === 'string' && typeof copy.acceptEncoding === 'string')
        this.keys.set(`${copy.host}${copy.url}${copy.acceptEncoding}`, copy)
    }
    return this.purge()
  }

  /** Sends the purges, a few at a time; the first failure to reach nginx ends the round, said once. */
  async #drop(copies) {
    let next = 0
    let failure = null
    const worker = async () => {
      while (next < copies.length && !failure) {
        const copy = copies[next++]
        try {
          await this.#dropOne(copy)
        } catch (error) {
          failure ??= error
        }
      }
    }
    await Promise.all(Array.from({ length: Math.min(PARALLEL_PURGES, copies.length) }, worker))
    if (failure)
      this.log.warn(
        `Cache de nginx : purge impossible (${failure.message}) ; ses copies des pages (${copies.length}) restent servies ${this.maxSeconds} s au plus.`,
      )
  }

  /** One purge: 200 when nginx dropped the copy, 404 when it had none. */
  #dropOne({ host, url, acceptEncoding }) {
    return new Promise((resolve, reject) => {
      const headers = { host, ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) }
      const request = http.request({ ...this.purgeTarget, method: 'GET', path: url, headers, timeout: PURGE_TIMEOUT_MS }, (response) => {
        response.resume()
        if (response.statusCode === 200 || response.statusCode === 404) resolve(undefined)
        else reject(new Error(`HTTP ${response.statusCode}`))
      })
      request.on('timeout', () => request.destroy(new Error('délai dépassé')))
      request.on('error', reject)
      request.end()
    })
  }
}

/**
 * The front cache the environment asks for, or null (FRONT_CACHE_PURGE_URL unset).
 * @param {Record<string, string | undefined>} [env]
 */
export function frontCacheFromEnv(env = process.env) {
  const purgeUrl = env.FRONT_CACHE_PURGE_URL?.trim()
  return purgeUrl ? new FrontCache({ purgeUrl }) : null
}
