// `npm start`: builds when needed, migrates, seeds an empty database and serves the site.
import fs from 'node:fs'
import path from 'node:path'

import { databaseState } from '../src/server/database-state.mjs'
import { buildIfNeeded, mailDestination, migrate, ROOT, seedIfEmpty, serve } from './lib.mjs'

const port = Number(process.env.PORT || 3000)
const dataDir = path.resolve(ROOT, process.env.DATA_DIR || 'data')

try {
  fs.mkdirSync(dataDir, { recursive: true })
  await buildIfNeeded()
  // A restart of a migrated, seeded site skips both steps (each loads Payload in its own process).
  const state = await databaseState(ROOT)
  if (state.migrated) console.log('› Base de données à jour.')
  else await migrate()
  if (!state.seeded) await seedIfEmpty()
} catch (error) {
  console.error(`\n✖ Démarrage impossible : ${error.message}`)
  process.exit(1)
}

const url = process.env.SITE_URL || `http://localhost:${port}`
const server = serve({ port })
console.log(`\n✔ Site : ${url}\n  Administration : ${url}/admin\n  ${mailDestination(process.env, url)}`)
if (process.env.NODE_ENV !== 'production') {
  const credentials = path.join(dataDir, 'admin-credentials.txt')
  if (fs.existsSync(credentials)) console.log(`  Compte de développement : ${fs.readFileSync(credentials, 'utf8').trim()}`)
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.on('exit', (code) => process.exit(code ?? 0))
