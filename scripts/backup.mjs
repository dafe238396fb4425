// `npm run backup [-- dossier]` and `npm run restore -- dossier` (docs/decisions/049).
//
// A backup is a folder: the database (SQLite: a consistent copy made while the site runs, with
// `VACUUM INTO`; PostgreSQL: `pg_dump` in its custom format), the media library and the visitors'
// uploads kept on disk, the generated signing secret when the site uses one, and `manifest.json`:
// the date, the dialect, the rows of every table, every file with its SHA-256, and the objects of
// the S3 bucket's two areas, the visitors' uploads and the media library, when one is configured
// (listed, not copied: the bucket keeps its own).
// A restore goes into an empty site only, checks every file against the manifest, and compares the
// restored tables' rows with it.
import { spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import { s3Prefix } from '../src/lib/s3-prefix.mjs'
import { sqliteFile } from '../src/server/database-state.mjs'

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..')
const MANIFEST = 'manifest.json'
const FORMAT = 1

const isPostgres = (url) => Boolean(url && /^postgres(ql)?:\/\//.test(url))

/** The folders the site writes under DATA_DIR (src/lib/paths.ts, the forms' upload storage). */
export function siteFolders(env = process.env) {
  const dataDir = env.DATA_DIR ? path.resolve(ROOT, env.DATA_DIR) : path.join(ROOT, 'data')
  return {
    dataDir,
    media: path.join(dataDir, 'media'),
    uploads: env.UPLOAD_DIR ? path.resolve(ROOT, env.UPLOAD_DIR) : path.join(dataDir, 'uploads'),
    secret: path.join(dataDir, '.payload-secret'),
  }
}

function fail(message) {
  const error = new Error(message)
  error.userFacing = true
  throw error
}

function sha256(file) {
  return createHash('sha256').update(fs.readFileSync(file)).digest('hex')
}

/** Every file under `dir`, as paths relative to it (sorted); none when it does not exist. */
function filesUnder(dir) {
  if (!fs.existsSync(dir)) return []
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath ?? entry.path, entry.name)))
    .sort()
}

function copyTree(from, to, files) {
  for (const file of files) {
    fs.mkdirSync(path.dirname(path.join(to, file)), { recursive: true })
    fs.copyFileSync(path.join(from, file), path.join(to, file))
  }
}

/** Runs a PostgreSQL client program; its error output becomes the message. */
function pgTool(program, args) {
  const result = spawnSync(program, args, { encoding: 'utf8' })
  if (result.error?.code === 'ENOENT') fail(`${program} introuvable : installez le client PostgreSQL (paquet postgresql-client).`)
  if (result.status !== 0) fail(`${program} a échoué : ${(result.stderr || result.stdout).trim().split('\n').slice(-3).join(' ')}`)
  return result.stdout
}

/** A client for the database the environment names, with `rows(sql)` and `close()`. */
async function openDatabase(env, { create = false } = {}) {
  if (isPostgres(env.DATABASE_URL)) {
    const { default: pg } = await import('pg')
    const client = new pg.Client({ connectionString: env.DATABASE_URL })
    await client.connect()
    return { rows: async (sql) => (await client.query(sql)).rows, close: () => client.end() }
  }
  const file = sqliteFile(ROOT, env)
  if (!create && !fs.existsSync(file)) fail(`Base SQLite introuvable : ${file}`)
  fs.mkdirSync(path.dirname(file), { recursive: true })
  const { createClient } = await import('@libsql/client')
  const client = createClient({ url: `file:${file}` })
  return { rows: async (sql) => (await client.execute(sql)).rows, close: () => client.close(), file }
}

/** The rows of every table of the site, by table name. */
async function tableRows(db, postgres) {
  const tables = (
    await db.rows(
      postgres
        ? "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY 1"
        : "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\' AND name NOT LIKE 'libsql\\_%' ESCAPE '\\' ORDER BY 1",
    )
  ).map((r) => String(r.name))
  const counts = {}
  for (const table of tables) counts[table] = Number((await db.rows(`SELECT count(*) AS n FROM "${table.replaceAll('"', '""')}"`))[0].n)
  return counts
}

/** The objects (key, size, ETag) of the uploads' and the media library's areas of the bucket, when one is configured. */
async function bucketObjects(env) {
  if (!env.UPLOAD_S3_BUCKET) return null
  const { AwsClient } = await import('aws4fetch')
  const region = env.UPLOAD_S3_REGION || 'us-east-1'
  const client = new AwsClient({ accessKeyId: env.UPLOAD_S3_ACCESS_KEY_ID, secretAccessKey: env.UPLOAD_S3_SECRET_ACCESS_KEY, service: 's3', region })
  const endpoint = (env.UPLOAD_S3_ENDPOINT || `https://s3.${region}.amazonaws.com`).replace(/\/$/, '')
  const pathStyle = env.UPLOAD_S3_FORCE_PATH_STYLE ? env.UPLOAD_S3_FORCE_PATH_STYLE === 'true' : Boolean(env.UPLOAD_S3_ENDPOINT)
  const base = pathStyle ? `${endpoint}/${env.UPLOAD_S3_BUCKET}` : endpoint.replace('://', `://${env.UPLOAD_S3_BUCKET}.`)
  const objects = []
  // The two folders the site writes (src/lib/s3-bucket.ts), read as the site reads them.
  for (const prefix of [s3Prefix(env.UPLOAD_S3_PREFIX ?? 'uploads/'), s3Prefix(env.MEDIA_S3_PREFIX ?? 'media/')]) {
    let token = null
    do {
      const query = new URLSearchParams({ 'list-type': '2', prefix })
      if (token) query.set('continuation-token', token)
      const response = await client.fetch(`${base}/?${query}`)
      if (!response.ok) fail(`Liste du bucket ${env.UPLOAD_S3_BUCKET} refusée (${response.status}).`)
      const xml = await response.text()
      for (const [, body] of xml.matchAll(/<Contents>([\s\S]*?)<\/Contents>/g)) {
        const field = (name) => new RegExp(`<${name}>([^<]*)</${name}>`).exec(body)?.[1] ?? ''
        // An empty prefix lists the whole bucket, the other area included.
        if (!objects.some((o) => o.key === field('Key')))
          objects.push({ key: field('Key'), size: Number(field('Size')), etag: field('ETag').replaceAll('&quot;', '').replaceAll('"', '') })
      }
      token = /<IsTruncated>true<\/IsTruncated>/.test(xml) ? (/<NextContinuationToken>([^<]*)</.exec(xml)?.[1] ?? null) : null
    } while (token)
  }
  return { bucket: env.UPLOAD_S3_BUCKET, objects }
}

/**
 * Makes a backup of the site the environment names into `target` (created; must not exist).
 * @returns {Promise<object>} the manifest
 */
export async function backup(target, env = process.env) {
  const postgres = isPostgres(env.DATABASE_URL)
  const folders = siteFolders(env)
  if (fs.existsSync(target)) fail(`Le dossier de sauvegarde existe déjà : ${target}`)
  fs.mkdirSync(target, { recursive: true })
  const db = await openDatabase(env)
  let tables
  try {
    // The database first: a file it names was on disk when it was copied (files are only added
    // while the site runs, or removed with their row).
    if (postgres) {
      pgTool('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${path.join(target, 'database.dump')}`, env.DATABASE_URL])
    } else {
      await db.rows(`VACUUM INTO '${path.join(target, 'database.sqlite').replaceAll("'", "''")}'`)
    }
    tables = await tableRows(db, postgres)
  } finally {
    await db.close()
  }
  const media = filesUnder(folders.media)
  copyTree(folders.media, path.join(target, 'media'), media)
  const uploads = filesUnder(folders.uploads)
  copyTree(folders.uploads, path.join(target, 'uploads'), uploads)
  if (!env.PAYLOAD_SECRET && fs.existsSync(folders.secret)) fs.copyFileSync(folders.secret, path.join(target, 'payload-secret'))
  const files = filesUnder(target).map((file) => ({ path: file, bytes: fs.statSync(path.join(target, file)).size, sha256: sha256(path.join(target, file)) }))
  const manifest = {
    format: FORMAT,
    createdAt: new Date().toISOString(),
    dialect: postgres ? 'postgres' : 'sqlite',
    tables,
    files,
    bucket: await bucketObjects(env),
  }
  fs.writeFileSync(path.join(target, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`)
  if (fs.existsSync(path.join(target, 'payload-secret'))) fs.chmodSync(path.join(target, 'payload-secret'), 0o600)
  return manifest
}

function readManifest(source) {
  let manifest
  try {
    manifest = JSON.parse(fs.readFileSync(path.join(source, MANIFEST), 'utf8'))
  } catch {
    fail(`Sauvegarde illisible : ${path.join(source, MANIFEST)} absent ou abîmé.`)
  }
  if (manifest?.format !== FORMAT || !Array.isArray(manifest.files) || typeof manifest.tables !== 'object') {
    fail('Sauvegarde d’un format inconnu.')
  }
  for (const file of manifest.files) {
    const full = path.join(source, file.path)
    if (path.relative(source, full).startsWith('..')) fail(`Chemin refusé dans la sauvegarde : ${file.path}`)
    if (!fs.existsSync(full)) fail(`Fichier manquant dans la sauvegarde : ${file.path}`)
    if (sha256(full) !== file.sha256) fail(`Fichier abîmé dans la sauvegarde (somme SHA-256 différente) : ${file.path}`)
  }
  return manifest
}

/**
 * Restores the backup in `source` into the site the environment names, which must be empty.
 * @returns {Promise<{ tables: Record<string, number>, files: number }>}
 */
export async function restore(source, env = process.env) {
  const manifest = readManifest(source)
  const postgres = isPostgres(env.DATABASE_URL)
  if (manifest.dialect !== (postgres ? 'postgres' : 'sqlite')) {
    fail(`Sauvegarde ${manifest.dialect} : elle se restaure dans une base ${manifest.dialect} (DATABASE_URL).`)
  }
  const folders = siteFolders(env)
  const db = await openDatabase(env, { create: true })
  try {
    const existing = await tableRows(db, postgres)
    if (Object.keys(existing).length) fail('La base de destination n’est pas vide : restaurez dans un site neuf (autre DATA_DIR ou DATABASE_URL).')
  } finally {
    await db.close()
  }
  for (const folder of [folders.media, folders.uploads]) {
    if (filesUnder(folder).length) fail(`Le dossier de destination n’est pas vide : ${folder}`)
  }
  if (postgres) {
    pgTool('pg_restore', ['--no-owner', '--no-privileges', '--exit-on-error', `--dbname=${env.DATABASE_URL}`, path.join(source, 'database.dump')])
  } else {
    const file = sqliteFile(ROOT, env)
    fs.mkdirSync(path.dirname(file), { recursive: true })
    // The empty file just opened is replaced, with its journal files if any.
    for (const suffix of ['', '-wal', '-shm', '-journal']) fs.rmSync(`${file}${suffix}`, { force: true })
    fs.copyFileSync(path.join(source, 'database.sqlite'), file)
  }
  const inside = (prefix) => manifest.files.filter((f) => f.path.startsWith(`${prefix}${path.sep}`)).map((f) => f.path.slice(prefix.length + 1))
  copyTree(path.join(source, 'media'), folders.media, inside('media'))
  copyTree(path.join(source, 'uploads'), folders.uploads, inside('uploads'))
  if (fs.existsSync(path.join(source, 'payload-secret')) && !env.PAYLOAD_SECRET) {
    fs.mkdirSync(folders.dataDir, { recursive: true })
    if (fs.existsSync(folders.secret) && fs.readFileSync(folders.secret, 'utf8') !== fs.readFileSync(path.join(source, 'payload-secret'), 'utf8')) {
      console.warn(`Secret de signature existant conservé (${folders.secret}) : les sessions et liens signés de la sauvegarde ne seront plus valides.`)
    } else {
      fs.copyFileSync(path.join(source, 'payload-secret'), folders.secret)
      fs.chmodSync(folders.secret, 0o600)
    }
  }
  const check = await openDatabase(env)
  let tables
  try {
    tables = await tableRows(check, postgres)
  } finally {
    await check.close()
  }
  const differences = Object.keys({ ...manifest.tables, ...tables }).filter((t) => manifest.tables[t] !== tables[t])
  if (differences.length) fail(`Restauration incomplète : lignes différentes dans ${differences.join(', ')}.`)
  return { tables, files: manifest.files.length }
}

const stamp = () => new Date().toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15)

if (import.meta.url === `file://${process.argv[1]}`) {
  const [command, folder] = process.argv.slice(2)
  try {
    if (command === 'backup') {
      const target = path.resolve(folder || path.join(ROOT, 'backups', `vitrine-${stamp()}`))
      const manifest = await backup(target)
      const rows = Object.values(manifest.tables).reduce((a, b) => a + b, 0)
      console.log(`✔ Sauvegarde ${manifest.dialect} : ${target}\n  ${Object.keys(manifest.tables).length} tables, ${rows} lignes, ${manifest.files.length} fichiers${manifest.bucket ? `, ${manifest.bucket.objects.length} objets listés dans le bucket ${manifest.bucket.bucket}` : ''}.`)
    } else if (command === 'restore' && folder) {
      const result = await restore(path.resolve(folder))
      console.log(`✔ Restauré depuis ${path.resolve(folder)} : ${Object.keys(result.tables).length} tables vérifiées, ${result.files} fichiers vérifiés.`)
    } else {
      console.error('Usage : npm run backup [-- dossier]   |   npm run restore -- dossier')
      process.exit(2)
    }
  } catch (error) {
    console.error(`✖ ${error.userFacing ? error.message : (error.stack ?? error)}`)
    process.exit(1)
  }
}
