/**
 * The Payload CLI (`node --import tsx scripts/payload.ts generate:types`), run under a top-level
 * await: when Node leaves the config's module graph unsettled, the process then exits with code
 * 13 instead of 0, so scripts/lib.mjs can tell it apart and retry (docs/decisions/004).
 */
import path from 'node:path'
import { pathToFileURL } from 'node:url'

const entry = pathToFileURL(path.resolve(import.meta.dirname, '../node_modules/payload/dist/bin/index.js')).href
const { bin } = (await import(entry)) as { bin: () => Promise<void> }
await bin()
