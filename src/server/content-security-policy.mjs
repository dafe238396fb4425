// The Content-Security-Policy of every answer (docs/decisions/033).
//
// Scripts: only files of the site ('self') and inline scripts allowed one by one by the hash of
// their text. Which inline scripts are the site's own is known when the page is rendered, never
// guessed from the HTML afterwards (an injected <script> would be hashed as well):
// - the shell's scripts (site-shell/inline-scripts.mjs) are constant text, allowed by hashes
//   computed once here;
// - the scripts Next.js and React write (the page's data, `self.__next_f.push(…)`, the bundler's
//   bootstrap) carry a nonce: the server hands Next.js a marker in the request's
//   Content-Security-Policy header, which Next.js puts on every script it renders. The marker is a
//   secret of this build, kept in .next/ (Next.js keeps rendered pages on disk across restarts);
//   no answer ever carries it. When a page's HTML is complete, the scripts carrying the marker are
//   hashed, the marker is taken out, and the answer leaves with a policy naming those hashes. The
//   router's data for a page (`text/x-component`) repeats it in React's props and hints: it is
//   taken out there too.
// The shared page cache (page-cache.mjs) keeps that HTML with its header, so a cached page costs
// nothing more; a page rendered for one request is held until its last byte (the site's pages
// have no streamed parts) and recompressed once.
// Plain JavaScript: it runs in the production server (server.mjs) before Next.js is loaded.
import { createHash, randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'

import { recaptchaSources } from '../features/forms/server-settings.mjs'
import { previewAllowedOrigins } from '../features/preview/origins.mjs'
import { CONSENT_BANNER_SCRIPT } from '../features/consent/early.mjs'
import { headerText } from './header-text.mjs'
import {
  FIRST_SCREEN_SCRIPT,
  HEADER_PRESS_SCRIPT,
  HELD_SCRIPT_SOURCE,
  HELD_SCRIPT_TYPE,
  SCRIPTS_AFTER_HERO,
  SCRIPTS_AFTER_HERO_ID,
  THEME_SCRIPT,
} from '../features/site-shell/inline-scripts.mjs'

export const CSP_HEADER = 'content-security-policy'

/**
 * The hash source expression of an inline script, as the browser computes it: SHA-256 of the
 * script's text in UTF-8, after the HTML parser has turned CR LF and lone CR into LF.
 * @param {string} text
 */
export function scriptHash(text) {
  return `'sha256-${createHash('sha256').update(text.replace(/\r\n?/g, '\n'), 'utf8').digest('base64')}'`
}

/**
 * Every inline script the site's own components render (the framework's are marked at render), the
 * consent banner's included. Listed here, on the server, not beside the scripts: a list in a module
 * the browser's code also imports keeps every script's text in that code.
 */
const SHELL_INLINE_SCRIPTS = [THEME_SCRIPT, FIRST_SCREEN_SCRIPT, SCRIPTS_AFTER_HERO, CONSENT_BANNER_SCRIPT, HEADER_PRESS_SCRIPT]

const SHELL_SCRIPT_HASHES = SHELL_INLINE_SCRIPTS.map(scriptHash)

/**
 * The policy's directives, from the site's settings (reCAPTCHA allowed only when configured).
 * `dev`: for `next dev`, whose scripts are neither hashed nor marked and which evaluates code for
 * hot reloading; never in production.
 * @param {Record<string, string | undefined>} env
 * @param {{ dev?: boolean }} [options]
 * @returns {(hashes?: Iterable<string>) => string} the header's value with these inline scripts allowed too
 */
export function contentSecurityPolicy(env, { dev = false } = {}) {
  const recaptcha = recaptchaSources(env)
  const scripts = ["'self'", ...(dev ? ["'unsafe-inline'", "'unsafe-eval'"] : SHELL_SCRIPT_HASHES), ...(recaptcha?.script ?? [])]
  const directives = [
    // Styles: React writes `style` attributes (next/image, the scroll button's timing), the layout
    // writes the palette from the settings in a <style>, the back office adds <style> elements as
    // it runs. Attributes cannot be allowed by hash without 'unsafe-hashes'; CSS runs no script.
    ['style-src', "'self'", "'unsafe-inline'"],
    // Images and videos: the lightbox and the réalisations show any web address staff link to.
    ['img-src', "'self'", 'data:', 'blob:', 'https:'],
    ['media-src', "'self'", 'https:'],
    ['font-src', "'self'", 'data:'],
    // Uploads (tus), forms, the portfolio's API and the back office call the site itself.
    ['connect-src', "'self'", ...(recaptcha?.connect ?? [])],
    // Frames: the forms' iframe method and previews of the site's pages ('self'), YouTube and Vimeo
    // players, and the réalisations of type "site", which frame any address staff give.
    ['frame-src', "'self'", 'https:', ...(recaptcha?.frame ?? [])],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    // Without JavaScript forms post to the site; a confirmation that sends elsewhere is followed by
    // a page of the site, not by the post's redirect (the browser checks redirects against this).
    ['form-action', "'self'"],
    // The site frames its own pages (portfolio previews, the forms' iframe method, the theme
    // customiser); nobody else may, but the origins staff allow to drive the template preview.
    ['frame-ancestors', "'self'", ...previewAllowedOrigins(env.PREVIEW_ALLOWED_ORIGINS)],
  ]
  const head = `default-src 'self'; script-src ${scripts.join(' ')}`
  const tail = `; ${directives.map((d) => d.join(' ')).join('; ')}`
  return (hashes = []) => {
    const list = [...hashes]
    return list.length ? `${head} ${list.join(' ')}${tail}` : `${head}${tail}`
  }
}

/**
 * The marker Next.js puts on the scripts it renders: read from `dir` (the build's .next folder),
 * made there once. It lives as long as the build and the pages Next.js keeps on disk. Where the
 * folder cannot be written, it lives as long as the process (pages kept on disk by another process
 * then render again when they expire).
 * @param {string} dir
 */
export function renderMarker(dir) {
  const file = path.join(dir, 'vitrine-script-marker')
  const valid = (value) => /^[0-9a-f]{32,}$/.test(value)
  const read = () => fs.readFileSync(file, 'utf8').trim()
  let found
  try {
    found = read()
    if (valid(found)) return found
  } catch (error) {
    if (error?.code !== 'ENOENT') console.error(error)
  }
  const value = randomBytes(24).toString('hex')
  try {
    if (found === undefined) {
      fs.writeFileSync(file, value, { mode: 0o600, flag: 'wx' })
    } else {
      // A damaged file (cut short by a full disk, edited by hand) would otherwise stop every start
      // of this build: it is replaced in one step, so that a server starting beside this one reads
      // either the old file or the new one, never half of it.
      console.error(`${file} : marqueur illisible, remplacé.`)
      const next = `${file}.${process.pid}`
      fs.writeFileSync(next, value, { mode: 0o600 })
      fs.renameSync(next, file)
    }
    return value
  } catch (error) {
    // Another process of the same build made it first: use theirs.
    if (error?.code === 'EEXIST') {
      const theirs = read()
      if (valid(theirs)) return theirs
    }
    console.error(`Marqueur des scripts gardé en mémoire (${file} : ${error?.message ?? error}).`)
    return value
  }
}

/**
 * Gives Next.js the marker for this request: it reads the nonce of the request's policy header and
 * puts it on its scripts. Whatever a client sent under these names is replaced.
 * @param {import('node:http').IncomingMessage} req
 * @param {string} marker
 */
export function markRenders(req, marker) {
  delete req.headers['content-security-policy-report-only']
  req.headers[CSP_HEADER] = `script-src 'nonce-${marker}'`
}

/** An element `<script …>…</script>`; its text ends at the first `</script`, as for the HTML parser. */
const SCRIPT_ELEMENT = /<script(?=[\s/>])([^>]*)>([\s\S]*?)<\/script(?=[\s/>])/gi
const SOURCE_ATTRIBUTE = /\ssrc\s*=/i

/** A file of the framework's build, loaded async: `src="/_next/static/…"` and `async`. */
const FRAMEWORK_FILE = /^(?=.*\sasync(?=[\s=>/]|$))(.*)\ssrc="(\/_next\/static\/[^"<>]+\.js)"(.*)$/is
/** React's preload hint for such a file, which would start its download beside the hero's. */
const FRAMEWORK_PRELOAD = /<link(?=[^>]*\srel="preload")(?=[^>]*\sas="script")(?=[^>]*\shref="\/_next\/static\/)[^>]*>/gi
/** The attribute of SCRIPTS_AFTER_HERO's element, present only in pages that hold their files back. */
const HOLDING_PAGE = `id="${SCRIPTS_AFTER_HERO_ID}"`

/**
 * The attributes of a framework file's <script> as held back for SCRIPTS_AFTER_HERO
 * (docs/decisions/059): a type the browser does not run, the address kept aside; or null when the
 * element is not such a file (inline, a `nomodule` fallback, another site's).
 * @param {string} attributes
 */
function heldAttributes(attributes) {
  const file = FRAMEWORK_FILE.exec(attributes)
  return file ? ` type="${HELD_SCRIPT_TYPE}"${file[1]} ${HELD_SCRIPT_SOURCE}="${file[2]}"${file[3]}` : null
}

/**
 * The page as it may leave, and the hashes of the inline scripts Next.js rendered (those carrying
 * the marker). The marker is taken out everywhere: the scripts' attribute, and its copies in the
 * page's data (React's resource hints repeat it). In a page holding SCRIPTS_AFTER_HERO, the files
 * Next.js asked for (they carry the marker) are held back, and their preload hints dropped.
 * @param {string} html
 * @param {string} marker
 * @param {(text: string) => string} [decode] a script's text as the browser reads it, from `html`'s characters
 * @returns {{ html: string, hashes: string[] }}
 */
export function sealScripts(html, marker, decode = (text) => text) {
  if (!html.includes(marker)) return { html, hashes: [] }
  const attribute = ` nonce="${marker}"`
  const hold = html.includes(HOLDING_PAGE)
  const clean = (text) => {
    const out = text.replaceAll(attribute, '').replaceAll(marker, '')
    return hold ? out.replace(FRAMEWORK_PRELOAD, '') : out
  }
  const hashes = new Set()
  let out = ''
  let last = 0
  for (const match of html.matchAll(SCRIPT_ELEMENT)) {
    const [element, attributes, text] = match
    const kept = text.replaceAll(marker, '')
    const ours = attributes.includes(attribute)
    if (ours && !SOURCE_ATTRIBUTE.test(attributes)) hashes.add(scriptHash(decode(kept)))
    const cleaned = clean(attributes)
    out += `${clean(html.slice(last, match.index))}<script${(hold && ours && heldAttributes(cleaned)) || cleaned}>${kept}</script`
    last = match.index + element.length
  }
  return { html: out + clean(html.slice(last)), hashes: [...hashes] }
}

/** Text held one character per byte (latin1) read as the UTF-8 the site's pages are served in. */
const fromBytes = (text) => Buffer.from(text, 'latin1').toString('utf8')

/** The encodings Next.js's compression may use, and how to undo and redo each. */
const CODINGS = {
  '': { decode: (b) => b, encode: (b) => b },
  identity: { decode: (b) => b, encode: (b) => b },
  gzip: { decode: zlib.gunzipSync, encode: zlib.gzipSync },
  'x-gzip': { decode: zlib.gunzipSync, encode: zlib.gzipSync },
  deflate: { decode: zlib.inflateSync, encode: zlib.deflateSync },
  br: {
    decode: zlib.brotliDecompressSync,
    encode: (b) => zlib.brotliCompressSync(b, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }),
  },
}

/** Larger than any page (the page cache keeps 2 MB at most): such an answer is refused rather than sent unsealed. */
const MAX_HELD_BYTES = 16 * 1024 * 1024

/** The value of header `name` among writeHead's arguments (an object or a flat [name, value…] list), if given there. */
function headerInArgs(args, name) {
  const given = args.slice(1).find((arg) => arg && typeof arg === 'object')
  if (Array.isArray(given)) {
    for (let i = 0; i + 1 < given.length; i += 2) if (String(given[i]).toLowerCase() === name) return given[i + 1]
    return undefined
  }
  if (given) for (const [key, value] of Object.entries(given)) if (key.toLowerCase() === name) return value
  return undefined
}

/** Moves writeHead's headers onto the response, so they can be changed before the head is written. */
function applyHeadArgs(res, args) {
  const [status, ...rest] = args
  res.statusCode = Number(status)
  if (typeof rest[0] === 'string') res.statusMessage = rest[0]
  const given = rest.find((arg) => arg && typeof arg === 'object')
  if (Array.isArray(given)) {
    for (let i = 0; i + 1 < given.length; i += 2) res.setHeader(String(given[i]), given[i + 1])
  } else if (given) {
    for (const [name, value] of Object.entries(given)) if (value !== undefined) res.setHeader(name, value)
  }
}

/**
 * Gives every answer Next.js makes for `req` its policy: an HTML page is held until complete, its
 * scripts sealed (sealScripts) and sent with the policy naming their hashes; the router's data is
 * held too, to take the marker out; any other answer goes as it comes, with the policy without page
 * hashes (set beforehand, setSecurityHeaders); a 304 carries none, so the browser keeps the one of
 * the page it has.
 *
 * Installed before the error pages' interception (error-pages.mjs) and after the page cache's
 * recording (page-cache.mjs), which thus keeps the sealed page with its header.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {{ marker: string, policy: (hashes?: Iterable<string>) => string, maxHeldBytes?: number }} csp
 */
export function enforceContentSecurityPolicy(req, res, { marker, policy, maxHeldBytes = MAX_HELD_BYTES }) {
  markRenders(req, marker)
  const methods = ['writeHead', 'flushHeaders', 'write', 'end']
  /** Own properties as found (another wrapper's), undefined for the prototype's. */
  const saved = {}
  for (const name of methods) saved[name] = Object.prototype.hasOwnProperty.call(res, name) ? res[name] : undefined
  const call = (name, args) => (saved[name] ?? Object.getPrototypeOf(res)[name]).apply(res, args)

  /** 'pending' until the head is known; then 'hold' (a page or the router's data), 'through', or 'discard' (refused). */
  let state = 'pending'
  /** @type {unknown[] | null} */
  let headArgs = null
  /** @type {Buffer[]} */
  let chunks = []
  let size = 0

  /** 'page' (HTML), 'data' (the router's data) or null (anything else): what may hold the marker. */
  let kind = null
  const kindOf = (args) => {
    const type = headerText(headerInArgs(args, 'content-type') ?? res.getHeader('content-type')).toLowerCase()
    return type.includes('text/html') ? 'page' : type.includes('text/x-component') ? 'data' : null
  }
  const decide = (args) => {
    const status = Number(args[0])
    if (status === 304) res.removeHeader(CSP_HEADER)
    kind = status !== 304 && req.method !== 'HEAD' ? kindOf(args) : null
    if (kind) {
      state = 'hold'
      headArgs = args
    } else {
      state = 'through'
      call('writeHead', args)
    }
  }
  const collect = (chunk, encoding) => {
    if (chunk === undefined || chunk === null || typeof chunk === 'function') return
    const buffer = Buffer.isBuffer(chunk)
      ? chunk
      : typeof chunk === 'string'
        ? Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8')
        : Buffer.from(chunk)
    chunks.push(buffer)
    size += buffer.length
  }
  const callBack = (args) => {
    const callback = args.find((arg) => typeof arg === 'function')
    if (callback) queueMicrotask(callback)
  }
  /** Too large to seal: a 500 goes instead, and the rest of the answer is dropped as it comes. */
  const refuse = () => {
    state = 'discard'
    chunks = []
    console.error(`Réponse ${req.url} de plus de ${maxHeldBytes} octets : refusée (500) plutôt qu’envoyée sans être scellée.`)
    for (const name of ['content-encoding', 'content-length', 'etag', 'cache-control']) res.removeHeader(name)
    res.setHeader('cache-control', 'no-store')
    res.statusCode = 500
    call('writeHead', [500])
    call('end', [])
  }
  /** The page is complete: seal it, then send head and body. */
  const send = (endArgs) => {
    state = 'through'
    applyHeadArgs(res, headArgs)
    let body = Buffer.concat(chunks)
    chunks = []
    const encoding = headerText(res.getHeader('content-encoding')).trim().toLowerCase()
    const coding = CODINGS[encoding]
    try {
      if (!coding) throw new Error(`encodage ${encoding} inconnu`)
      // One character per byte: the marker and the markup sealScripts looks for are ASCII, so the
      // page's bytes go out exactly as rendered, whatever they hold (a UTF-8 sequence cut in two or
      // another charset would be altered by a decode and re-encode). Only the scripts' texts are
      // decoded, to be hashed as the browser does.
      const text = coding.decode(body).toString('latin1')
      if (kind === 'page') {
        const sealed = sealScripts(text, marker, fromBytes)
        if (sealed.html !== text) body = coding.encode(Buffer.from(sealed.html, 'latin1'))
        res.setHeader(CSP_HEADER, policy(sealed.hashes))
      } else if (text.includes(marker)) {
        body = coding.encode(Buffer.from(text.replaceAll(marker, ''), 'latin1'))
      }
    } catch (error) {
      console.error(`Réponse ${req.url} envoyée telle quelle (scripts en ligne refusés) :`, error)
    }
    res.setHeader('content-length', String(body.length))
    call('writeHead', [res.statusCode])
    const callback = endArgs.find((arg) => typeof arg === 'function')
    call('end', callback ? [body, callback] : [body])
  }

  // Before the head is decided, as Node itself does (`_implicitHeader`): through `res.writeHead`,
  // so the wrappers installed after this one (Next's compression) see the head go.
  const head = () => {
    if (state === 'pending') res.writeHead(res.statusCode)
    if (state === 'pending') decide([res.statusCode])
  }
  res.writeHead = function (...args) {
    if (state === 'pending') decide(args)
    else if (state === 'through') return call('writeHead', args)
    // Held: the first head is kept (compression asks again at each write while nothing is sent).
    return res
  }
  res.flushHeaders = function (...args) {
    head()
    if (state === 'through') return call('flushHeaders', args)
  }
  res.write = function (...args) {
    head()
    if (state === 'through') return call('write', args)
    if (state === 'hold') collect(args[0], args[1])
    if (state === 'hold' && size > maxHeldBytes) refuse()
    callBack(args)
    return true
  }
  res.end = function (...args) {
    head()
    if (state === 'through') return call('end', args)
    if (state === 'discard') {
      callBack(args)
      return res
    }
    collect(args[0], args[1])
    send(args)
    return res
  }
}
