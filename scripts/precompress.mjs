// The build's static files and those of public/ compressed once, each copy beside its file
// (`x.js.br`, `x.js.gz`), by `npm start` and `npm test` after every build: a web server in front
// of the site sends them as they are (docs/deploy.md, nginx's `brotli_static` and `gzip_static`),
// with the same bytes and ratios as the site's own server (static-files.mjs), and without
// compressing at each request.
import fs from 'node:fs/promises'
import path from 'node:path'

import {
  brotliOnce,
  COPY_EXTENSIONS,
  freshCopy,
  gzipOnce,
  isCompressedCopy,
  worthCompressing,
} from '../src/server/static-files.mjs'

const COPIES = COPY_EXTENSIONS.map((extension) => [extension, extension === '.br' ? brotliOnce : gzipOnce])

/**
 * Writes the missing or outdated compressed copies of the text files under `dir`.
 * @param {string} dir
 * @returns {Promise<number>} how many copies were written
 */
export async function precompress(dir) {
  let written = 0
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true }).catch(() => [])
  for (const entry of entries) {
    if (!entry.isFile()) continue
    const file = path.join(entry.parentPath ?? entry.path, entry.name)
    if (isCompressedCopy(file)) continue
    const source = await fs.stat(file)
    if (!worthCompressing(file, source.size)) continue
    let body = null
    for (const [extension, compress] of COPIES) {
      if (await freshCopy(file, extension, source.mtimeMs)) continue
      const copy = file + extension
      body ??= await fs.readFile(file)
      // Written aside, then renamed: a web server reading meanwhile sees the whole copy or none.
      const partial = `${copy}.${process.pid}.tmp`
      await fs.writeFile(partial, await compress(body))
      await fs.rename(partial, copy)
      written++
    }
  }
  return written
}
