// Steps shared by `npm start`, the test run and the benchmarks: build when the sources changed,
// apply migrations, seed an empty database, serve.
import { spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import { addCompileHints } from './compile-hints.mjs'
import { precompress } from './precompress.mjs'
import { isCompressedCopy } from '../src/server/static-files.mjs'

export const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..')
const BUILD_STAMP = path.join(ROOT, '.next', 'vitrine-build.json')
const BUILD_INPUTS = ['src', 'public', 'next.config.ts', 'package.json', 'package-lock.json', 'tsconfig.json']

export function run(cmd, args, { env = {}, quiet = false, cwd = ROOT } = {}) {
  return new Promise((resolve, reject) => {
    // stdin is never a pipe: tsx's loader, used by the Payload CLI, stalls on an open stdin pipe.
    const child = spawn(cmd, args, {
      cwd,
      stdio: ['ignore', quiet ? 'pipe' : 'inherit', quiet ? 'pipe' : 'inherit'],
      env: { ...process.env, ...env },
    })
    let output = ''
    child.stdout?.on('data', (d) => (output += d))
    child.stderr?.on('data', (d) => (output += d))
    child.on('error', reject)
    child.on('exit', (code) => {
      if (code === 0) return resolve(output)
      const error = new Error(`${cmd} ${args.join(' ')} a échoué (code ${code})\n${output.slice(-4000)}`)
      error.code = code
      reject(error)
    })
  })
}

/** Exit code of Node when the module graph's top-level await never settles. */
const UNSETTLED_TOP_LEVEL_AWAIT = 13
const NODE_TS_ATTEMPTS = 12

/**
 * Runs a TypeScript entry point that loads the Payload config in plain Node. Node 20's ESM loader
 * sometimes leaves the config's module graph unsettled (exit code 13) before any of our code
 * runs — see docs/decisions/004-node-esm-unsettled-await.md — so such a start is retried. Any
 * other failure is reported at once.
 */
export async function runNodeTs(args, options = {}) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run(process.execPath, args, options)
    } catch (error) {
      if (error.code !== UNSETTLED_TOP_LEVEL_AWAIT || attempt >= NODE_TS_ATTEMPTS) throw error
    }
  }
}

const bin = (name) => path.join(ROOT, 'node_modules', '.bin', name)

function walk(dir, out) {
  let entries
  try {
    entries = fs.readdirSync(dir, { withFileTypes: true })
  } catch {
    return
  }
  for (const e of entries) {
    const p = path.join(dir, e.name)
    if (e.isDirectory()) walk(p, out)
    // The compressed copies written beside public/'s files after a build are not sources.
    else if (!isCompressedCopy(p)) out.push(p)
  }
}

/** A fingerprint of everything the build reads, so `npm start` rebuilds only after a change. */
export function sourceFingerprint() {
  const files = []
  for (const input of BUILD_INPUTS) {
    const p = path.join(ROOT, input)
    if (!fs.existsSync(p)) continue
    if (fs.statSync(p).isDirectory()) walk(p, files)
    else files.push(p)
  }
  const hash = createHash('sha256')
  for (const f of files.sort()) {
    hash.update(path.relative(ROOT, f))
    hash.update(fs.readFileSync(f))
  }
  return hash.digest('hex')
}

export async function buildIfNeeded({ force = false } = {}) {
  const fingerprint = sourceFingerprint()
  let previous = null
  try {
    previous = JSON.parse(fs.readFileSync(BUILD_STAMP, 'utf8')).fingerprint
  } catch {
    previous = null
  }
  if (!force && previous === fingerprint && fs.existsSync(path.join(ROOT, '.next', 'BUILD_ID'))) {
    console.log('› Build à jour.')
  } else {
    console.log('› Construction du site (next build)…')
    await run(bin('next'), ['build'], { env: { NODE_OPTIONS: '--no-deprecation', NEXT_TELEMETRY_DISABLED: '1' } })
    fs.writeFileSync(BUILD_STAMP, JSON.stringify({ fingerprint, builtAt: new Date().toISOString() }))
  }
  // Before the compressed copies, which are written from the marked files (docs/decisions/072).
  try {
    const marked = await addCompileHints(path.join(ROOT, '.next'))
    if (marked) console.log(`› Scripts du premier chargement marqués pour la compilation : ${marked}.`)
  } catch (error) {
    console.log(`  Scripts du premier chargement non marqués : ${error.message}`)
  }
  // For a web server in front of the site (docs/deploy.md): nothing to do once written. Without
  // them the site compresses for itself and nginx sends the files as they are: never a reason not
  // to start.
  try {
    let copies = 0
    for (const dir of [path.join(ROOT, '.next', 'static'), path.join(ROOT, 'public')]) copies += await precompress(dir)
    if (copies) console.log(`› Fichiers du build compressés pour nginx : ${copies} copies (.br, .gz).`)
  } catch (error) {
    console.log(`  Copies compressées du build non écrites : ${error.message}`)
  }
}

const DB_SCRIPT = ['--import', 'tsx', path.join(ROOT, 'scripts', 'db.ts')]

export async function migrate(env = {}) {
  console.log('› Migrations de la base de données…')
  await runNodeTs([...DB_SCRIPT, 'migrate'], { env: { NODE_OPTIONS: '--no-deprecation', ...env } })
}

export async function seedIfEmpty(env = {}) {
  await runNodeTs([...DB_SCRIPT, 'seed', 'if-empty'], { env: { NODE_OPTIONS: '--no-deprecation', ...env } })
}

/** Applies the site settings a module exports (scripts/db.ts `settings`), e.g. a test variant. */
export async function applySettings(file, env = {}) {
  await runNodeTs([...DB_SCRIPT, 'settings', file], { env: { NODE_OPTIONS: '--no-deprecation', ...env } })
}

/**
 * The production server (src/server/server.mjs): Next.js behind the shared page cache.
 * @param {{ port: number, env?: Record<string, string>, stdio?: import('node:child_process').StdioOptions }} options
 */
export function serve({ port, env = {}, stdio = 'inherit' }) {
  return spawn(process.execPath, [path.join(ROOT, 'src', 'server', 'server.mjs'), String(port)], {
    cwd: ROOT,
    stdio,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env },
  })
}

/**
 * Where the forms' e-mails go, said once at start (README « Démarrage rapide »). `npm start` serves
 * in production mode: without SMTP they do not leave, and staff read them in the admin's outbox.
 */
export function mailDestination(env, siteUrl) {
  const smtp = env.SMTP_URL || env.SMTP_HOST
  if (smtp) {
    let server = env.SMTP_HOST ?? ''
    try {
      if (env.SMTP_URL) server = new URL(env.SMTP_URL).host
    } catch {
      server = 'SMTP_URL illisible'
    }
    return `E-mails des formulaires : envoyés par SMTP (${server}).`
  }
  return (
    'E-mails des formulaires : aucun serveur SMTP configuré (SMTP_URL), ils ne partent pas. ' +
    `Lisez-les dans ${siteUrl}/admin/collections/form-outbox (Formulaires › Envois d’e-mails) ; ` +
    'ils partiront dès que SMTP_URL sera défini et le site redémarré.'
  )
}
