// The framework's floor (issue 17): a bare Next.js app, built by the bench itself, that serves the
// same HTML as each measured page (its body without any script, its stylesheets, fonts and images
// from the site) with nothing but Next.js's own code. Lighthouse measures both in the same run, so
// a page's figures read beside the floor's, as a ratio that a busy machine does not move.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

import { addCompileHints } from '../compile-hints.mjs'
import { run } from '../lib.mjs'
import { precompress } from '../precompress.mjs'

/** A `<link>`'s attributes as React props (the ones a stylesheet or a preload hint uses). */
const LINK_PROPS = { rel: 'rel', href: 'href', as: 'as', type: 'type', crossorigin: 'crossOrigin', imagesrcset: 'imageSrcSet', imagesizes: 'imageSizes', fetchpriority: 'fetchPriority', media: 'media' }

function linkProps(tag) {
  const props = {}
  for (const [, name, value] of tag.matchAll(/([a-zA-Z-]+)(?:="([^"]*)")?/g)) {
    const prop = LINK_PROPS[name.toLowerCase()]
    if (prop) props[prop] = (value ?? '').replaceAll('&amp;', '&')
  }
  return props
}

/** The page's HTML as the floor serves it: the body without scripts, the head's styles and preloads. */
export function floorPage(html, base) {
  const absolute = (text) => text.replace(/(["'(,\s])\/(_next\/static|api\/media\/file)\//g, `$1${base}/$2/`)
  const head = html.slice(0, html.indexOf('</head>'))
  const links = [...head.matchAll(/<link\b[^>]*>/g)]
    .map(([tag]) => tag)
    .filter((tag) => /rel="(stylesheet|preload)"/.test(tag) && !/as="script"/.test(tag))
    .map((tag) => linkProps(absolute(tag)))
  const bodyStart = html.indexOf('>', html.indexOf('<body')) + 1
  const body = html.slice(bodyStart, html.lastIndexOf('</body>')).replace(/<script\b[\s\S]*?<\/script>/g, '')
  // The palette and typography the site writes inline into its head.
  const styles = [...head.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map(([, css]) => css)
  return { links, styles, body: absolute(body), htmlClass: /<html[^>]*class="([^"]*)"/.exec(html)?.[1] ?? '' }
}

// The catch-all's layout is the root layout: it gets the page's address, so it writes that page's
// <html> class and <head>. The body's HTML is in a `display: contents` box (no rule of the site's
// CSS aims at `body >`).
const LAYOUT = `import pages from '../../pages.json'

export const dynamicParams = false

export function generateStaticParams() {
  return Object.keys(pages).map((key) => ({ slug: key === '/' ? [] : key.slice(1).split('/') }))
}

export default async function Layout({ params }) {
  const { slug } = await params
  const page = pages['/' + (slug ?? []).join('/')]
  return (
    // A first visit: the consent banner shown, as the site's inline script shows it.
    <html lang="fr" className={page.htmlClass} data-consent-ask="">
      <head>
        {page.links.map((link, i) => (
          <link key={i} {...link} />
        ))}
        {page.styles.map((css, i) => (
          <style key={i} dangerouslySetInnerHTML={{ __html: css }} />
        ))}
      </head>
      <body>
        <div style={{ display: 'contents' }} dangerouslySetInnerHTML={{ __html: page.body }} />
      </body>
    </html>
  )
}
`

const PAGE = `export default function Page() {
  return null
}
`

/**
 * Builds the floor for `pages` (their HTML as a first visitor gets it, by `read`; its files asked of
 * the site at `base`) and starts serving it on `port`. Returns its folder, its address (to wait for)
 * and what stops it. Its build's files get their compressed copies, as the site's do, for a web
 * server in front of it.
 * @param {{ root: string, base: string, pages: string[], port: number, read?: (page: string) => Promise<string> }} options
 */
export async function startFloor({ root, base, pages, port, read = async (p) => (await fetch(base + p)).text() }) {
  // Inside the project's build folder: Next.js finds its own packages there, and nothing else reads it.
  const dir = path.join(root, '.next', 'bench-floor')
  fs.rmSync(dir, { recursive: true, force: true })
  fs.mkdirSync(path.join(dir, 'app', '[[...slug]]'), { recursive: true })
  const contents = {}
  for (const p of pages) {
    const pathname = new URL(p, base).pathname
    contents[pathname] = floorPage(await read(p), base)
  }
  fs.writeFileSync(path.join(dir, 'pages.json'), JSON.stringify(contents))
  fs.writeFileSync(path.join(dir, 'app', '[[...slug]]', 'layout.js'), LAYOUT)
  fs.writeFileSync(path.join(dir, 'app', '[[...slug]]', 'page.js'), PAGE)
  fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: 'vitrine-floor', private: true }))
  fs.writeFileSync(path.join(dir, 'next.config.mjs'), `export default { turbopack: { root: ${JSON.stringify(root)} }, outputFileTracingRoot: ${JSON.stringify(root)} }\n`)
  const next = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next')
  const env = { NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' }
  await run(process.execPath, [next, 'build', dir], { cwd: dir, env })
  // Marked as the site's are (docs/decisions/072): the ratio to the floor stays the site's own cost.
  await addCompileHints(path.join(dir, '.next'), '')
  await precompress(path.join(dir, '.next', 'static'))
  const server = spawn(process.execPath, [next, 'start', dir, '-p', String(port), '-H', '127.0.0.1'], { cwd: dir, env: { ...process.env, ...env }, stdio: 'inherit' })
  return { dir, base: `http://127.0.0.1:${port}`, stop: () => server.kill('SIGTERM') }
}
