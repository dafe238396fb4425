// The site's first-load scripts marked for eager compilation (docs/decisions/072). V8 compiles a
// function the first time it is called, on the main thread; the framework's files are module
// factories that all run once the page starts, so that compilation piled up inside the one long task
// that starts the page (about two thirds of it, measured in traces). Chrome reads the magic comment
// `//# allFunctionsCalledOnLoad` at the very start of a script and compiles all its functions at
// once, off the main thread when the file is streamed in; other browsers see a comment.
import fs from 'node:fs/promises'
import path from 'node:path'

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n'

/**
 * The route group of the public site's pages (src/app/(site)). The back office starts on the same
 * framework files, so it gets them marked; its own entries are left lazy.
 */
const SITE_ROUTES = '(site)'

/**
 * The scripts a first visit to a page of the public site loads: the framework's files
 * (`rootMainFiles` of each page's build manifest) and the pages' own entries (`entryJSFiles` of
 * their client reference manifests), as paths under `.next/`.
 * @param {string} nextDir the build's folder (`.next`)
 * @param {string} [routes] the folder of the routes under `app/`: the public site's by default,
 * the whole app for the bench's bare Next.js page (scripts/bench/floor.mjs)
 * @returns {Promise<string[]>}
 */
export async function firstLoadScripts(nextDir, routes = SITE_ROUTES) {
  const folder = path.join(nextDir, 'server', 'app', routes)
  const entries = await fs.readdir(folder, { recursive: true, withFileTypes: true }).catch(() => [])
  const files = new Set()
  for (const entry of entries) {
    if (!entry.isFile()) continue
    const file = path.join(entry.parentPath ?? entry.path, entry.name)
    if (entry.name === 'build-manifest.json') {
      const manifest = JSON.parse(await fs.readFile(file, 'utf8'))
      for (const script of manifest.rootMainFiles ?? []) files.add(script)
    } else if (entry.name.endsWith('_client-reference-manifest.js')) {
      for (const script of clientEntries(await fs.readFile(file, 'utf8'))) files.add(script)
    }
  }
  return [...files].filter((file) => file.startsWith('static/') && file.endsWith('.js')).sort()
}

/**
 * The `entryJSFiles` of a client reference manifest. The file is a script that assigns a JSON
 * object (`globalThis.__RSC_MANIFEST[…] = {…}`): its object is read as JSON, never run.
 * @param {string} source
 * @returns {string[]}
 */
export function clientEntries(source) {
  const assignment = source.indexOf('] =')
  const start = assignment < 0 ? -1 : source.indexOf('{', assignment)
  const end = source.lastIndexOf('}')
  if (start < 0 || end < start) return []
  const manifest = JSON.parse(source.slice(start, end + 1))
  return Object.values(manifest.entryJSFiles ?? {}).flat()
}

const HINT_BYTES = Buffer.from(COMPILE_HINT)

/**
 * Puts COMPILE_HINT at the start of each first-load script that lacks it; run after each build and
 * before its compressed copies are written (their freshness follows the file's time). A second run
 * changes nothing.
 * @param {string} nextDir
 * @param {string} [routes] as for firstLoadScripts
 * @returns {Promise<number>} how many files were marked
 */
export async function addCompileHints(nextDir, routes = SITE_ROUTES) {
  let marked = 0
  for (const script of await firstLoadScripts(nextDir, routes)) {
    const file = path.join(nextDir, script)
    // Bytes, not text: the file is written back exactly as the build wrote it, behind the comment.
    const body = await fs.readFile(file).catch(() => null)
    if (body === null || body.subarray(0, HINT_BYTES.length).equals(HINT_BYTES)) continue
    // Written aside, then renamed: the site's server reading meanwhile sees the whole file or the old one.
    const partial = `${file}.${process.pid}.tmp`
    await fs.writeFile(partial, Buffer.concat([HINT_BYTES, body]))
    await fs.rename(partial, file)
    marked++
  }
  return marked
}
