/**
 * Database chores outside the web server, with the app's own config:
 *   node --import tsx scripts/db.ts migrate          applies the committed migrations
 *   node --import tsx scripts/db.ts seed [if-empty]  seeds the demo content
 *   node --import tsx scripts/db.ts settings <file>  applies the site settings a module exports
 *                                                    (default export), over the stored ones
 * The migrations are imported as modules (not discovered on disk), so the same list runs here,
 * in the tests and in production.
 */
import path from 'node:path'
import { pathToFileURL } from 'node:url'

import { getPayload } from 'payload'

import config from '../src/payload.config'
import { isPostgresUrl } from '../src/lib/database'
import { seedDemo } from '../seed/seed'

const [command, option] = process.argv.slice(2)

async function migrations() {
  const mod = isPostgresUrl(process.env.DATABASE_URL)
    ? await import('../src/migrations/postgres/index')
    : await import('../src/migrations/sqlite/index')
  return mod.migrations
}

const payload = await getPayload({ config })
try {
  if (command === 'migrate') {
    await payload.db.migrate({ migrations: (await migrations()) as never })
    payload.logger.info('Migrations à jour.')
  } else if (command === 'seed') {
    const existing = await payload.count({ collection: 'pages', overrideAccess: true })
    if (existing.totalDocs > 0) {
      if (option !== 'if-empty') payload.logger.warn('La base contient déjà des pages : rien n’est ajouté.')
    } else {
      await seedDemo(payload)
    }
  } else if (command === 'settings' && option) {
    // Through the Local API, so the values meet the same validation as in the back office.
    const { default: data } = (await import(pathToFileURL(path.resolve(option)).href)) as { default: Record<string, unknown> }
    await payload.updateGlobal({ slug: 'site-settings', data, overrideAccess: true })
    payload.logger.info(`Réglages du site appliqués : ${option}`)
  } else {
    console.error('Usage : scripts/db.ts migrate | seed [if-empty] | settings <fichier>')
    process.exitCode = 2
  }
} finally {
  await payload.destroy()
}
process.exit(process.exitCode ?? 0)
