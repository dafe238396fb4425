import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterEach, describe, expect, it } from 'vitest'

import { addCompileHints, clientEntries, COMPILE_HINT, firstLoadScripts } from './compile-hints.mjs'

const dirs: string[] = []
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true })
})

function write(file: string, text: string) {
  fs.mkdirSync(path.dirname(file), { recursive: true })
  fs.writeFileSync(file, text)
}

/** A client reference manifest as Next.js writes it: a script assigning the route's JSON object. */
function clientManifest(route: string, entries: Record<string, string[]>) {
  return (
    'globalThis.__RSC_MANIFEST = globalThis.__RSC_MANIFEST || {};\n' +
    `globalThis.__RSC_MANIFEST[${JSON.stringify(route)}] = ${JSON.stringify({ moduleLoading: { prefix: '' }, clientModules: {}, entryJSFiles: entries })};\n`
  )
}

/** A build folder with the site's catch-all page, its news page, and the back office's page. */
function buildFolder() {
  const next = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-hints-'))
  dirs.push(next)
  const app = path.join(next, 'server', 'app')
  const framework = ['static/chunks/react-dom.js', 'static/chunks/turbopack-runtime.js']
  write(
    path.join(app, '(site)', '[[...slug]]', 'page', 'build-manifest.json'),
    JSON.stringify({ rootMainFiles: framework, polyfillFiles: ['static/chunks/polyfills.js'] }),
  )
  write(
    path.join(app, '(site)', '[[...slug]]', 'page_client-reference-manifest.js'),
    clientManifest('/(site)/[[...slug]]/page', { '[project]/src/app/(site)/layout': ['static/chunks/site-layout.js'] }),
  )
  write(
    path.join(app, '(site)', 'actualites', 'page_client-reference-manifest.js'),
    clientManifest('/(site)/actualites/page', {
      '[project]/src/app/(site)/layout': ['static/chunks/site-layout.js'],
      '[project]/src/app/(site)/actualites/page': ['static/chunks/news.js'],
    }),
  )
  write(
    path.join(app, '(payload)', 'admin', 'page', 'build-manifest.json'),
    // The back office starts on the same framework files; its own entries are its own.
    JSON.stringify({ rootMainFiles: framework }),
  )
  write(
    path.join(app, '(payload)', 'admin', 'page_client-reference-manifest.js'),
    clientManifest('/(payload)/admin/page', { '[project]/src/app/(payload)/layout': ['static/chunks/admin.js'] }),
  )
  const chunks = ['react-dom', 'turbopack-runtime', 'site-layout', 'news', 'admin', 'polyfills', 'form-island']
  for (const name of chunks)
    write(path.join(next, 'static', 'chunks', `${name}.js`), `(globalThis.TURBOPACK||[]).push(["${name}",1,e=>{e.v(1)}]);\n`)
  const read = (name: string) => fs.readFileSync(path.join(next, 'static', 'chunks', `${name}.js`), 'utf8')
  return { next, read }
}

describe('the first-load scripts marked for eager compilation', () => {
  it('finds the framework’s files and the site pages’ entries, and not the back office’s own entries', async () => {
    const { next } = buildFolder()
    expect(await firstLoadScripts(next)).toEqual([
      'static/chunks/news.js',
      'static/chunks/react-dom.js',
      'static/chunks/site-layout.js',
      'static/chunks/turbopack-runtime.js',
    ])
  })

  it('puts the hint at the very start of each of them once, and leaves the other scripts as they were', async () => {
    const { next, read } = buildFolder()
    const before = read('react-dom')
    expect(await addCompileHints(next)).toBe(4)
    expect(read('react-dom')).toBe(COMPILE_HINT + before)
    for (const name of ['turbopack-runtime', 'site-layout', 'news']) expect(read(name).startsWith(COMPILE_HINT)).toBe(true)
    // The back office's own entries, the old browsers' polyfills and the chunks fetched on use keep their lazy compilation.
    for (const name of ['admin', 'polyfills', 'form-island']) expect(read(name).startsWith('//')).toBe(false)
    // A second start after the same build changes nothing.
    expect(await addCompileHints(next)).toBe(0)
    expect(read('react-dom')).toBe(COMPILE_HINT + before)
    expect(fs.readdirSync(path.join(next, 'static', 'chunks')).filter((name) => name.endsWith('.tmp'))).toEqual([])
  })

  it('marks every route’s first load when asked for the whole app, as for the bench’s bare page', async () => {
    const { next, read } = buildFolder()
    expect(await firstLoadScripts(next, '')).toContain('static/chunks/admin.js')
    expect(await addCompileHints(next, '')).toBe(5)
    expect(read('admin').startsWith(COMPILE_HINT)).toBe(true)
  })

  it('keeps the build’s bytes exactly behind the comment, whatever they are', async () => {
    const { next } = buildFolder()
    const file = path.join(next, 'static', 'chunks', 'news.js')
    // Not valid UTF-8: read as text and written back, it would change.
    const bytes = Buffer.from([0x2f, 0x2a, 0xff, 0xfe, 0x2a, 0x2f, 0x0a])
    fs.writeFileSync(file, bytes)
    await addCompileHints(next)
    expect(fs.readFileSync(file).equals(Buffer.concat([Buffer.from(COMPILE_HINT), bytes]))).toBe(true)
  })

  it('skips a listed file that is not there, and a folder without a build', async () => {
    const { next } = buildFolder()
    fs.rmSync(path.join(next, 'static', 'chunks', 'news.js'))
    expect(await addCompileHints(next)).toBe(3)
    expect(await addCompileHints(path.join(next, 'absent'))).toBe(0)
  })

  it('reads a client manifest’s entries as data, and nothing from a file of another shape', () => {
    expect(
      clientEntries(
        clientManifest('/(site)/page', { a: ['static/chunks/a.js'], b: ['static/chunks/a.js', 'static/chunks/b.js'] }),
      ),
    ).toEqual(['static/chunks/a.js', 'static/chunks/a.js', 'static/chunks/b.js'])
    expect(clientEntries('globalThis.__RSC_MANIFEST = globalThis.__RSC_MANIFEST || {};\n')).toEqual([])
  })
})
