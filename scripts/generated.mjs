// Generated files (Payload types, the admin import map, migrations, the site's fonts) are
// regenerated, never edited by hand. `check` fails when one is stale; `migrations NAME` writes new migrations.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { staleFontFiles } from './fonts.mjs'
import { ROOT, runNodeTs } from './lib.mjs'

const PAYLOAD = ['--import', 'tsx', path.join(ROOT, 'scripts', 'payload.ts')]
// createMigration never connects, so any PostgreSQL URL selects the adapter.
const ADAPTERS = [
  { name: 'sqlite', env: { DATABASE_URL: '' } },
  { name: 'postgres', env: { DATABASE_URL: 'postgres://localhost:5432/vitrine' } },
]
const migrationDir = (name) => path.join(ROOT, 'src', 'migrations', name)
const payload = (args, env = {}) => runNodeTs([...PAYLOAD, ...args], { env: { NODE_OPTIONS: '--no-deprecation', ...env }, quiet: true })

async function createMigrations(name, { skipEmpty }) {
  const created = []
  for (const adapter of ADAPTERS) {
    const before = new Set(fs.readdirSync(migrationDir(adapter.name)))
    const indexBefore = fs.readFileSync(path.join(migrationDir(adapter.name), 'index.ts'), 'utf8')
    await payload(['migrate:create', name, ...(skipEmpty ? ['--skip-empty'] : [])], adapter.env)
    const added = fs.readdirSync(migrationDir(adapter.name)).filter((f) => !before.has(f))
    created.push({ adapter: adapter.name, added, indexBefore })
  }
  return created
}

async function check() {
  const problems = []

  const typesTmp = path.join(os.tmpdir(), `payload-types-${process.pid}.ts`)
  await payload(['generate:types'], { PAYLOAD_TS_OUTPUT_PATH: typesTmp })
  if (fs.readFileSync(typesTmp, 'utf8') !== fs.readFileSync(path.join(ROOT, 'src', 'payload-types.ts'), 'utf8')) {
    problems.push('src/payload-types.ts est périmé : lancez `npm run generate:types`.')
  }
  fs.rmSync(typesTmp, { force: true })

  const importMap = path.join(ROOT, 'src', 'app', '(payload)', 'admin', 'importMap.js')
  const importMapBefore = fs.readFileSync(importMap, 'utf8')
  await payload(['generate:importmap'])
  if (fs.readFileSync(importMap, 'utf8') !== importMapBefore) {
    fs.writeFileSync(importMap, importMapBefore)
    problems.push('La carte d’import de l’administration est périmée : lancez `npm run generate:importmap`.')
  }

  for (const { adapter, added, indexBefore } of await createMigrations('stale_check', { skipEmpty: true })) {
    if (added.length) {
      for (const f of added) fs.rmSync(path.join(migrationDir(adapter), f))
      fs.writeFileSync(path.join(migrationDir(adapter), 'index.ts'), indexBefore)
      problems.push(`Le schéma a changé sans migration ${adapter} : lancez \`npm run migrate:create -- nom\`.`)
    }
  }

  for (const name of await staleFontFiles()) {
    problems.push(`La police ${name} ne correspond pas à src/app/(site)/_fonts/subset.json : lancez \`npm run fonts\`.`)
  }

  if (problems.length) {
    console.error(problems.map((p) => `✖ ${p}`).join('\n'))
    process.exit(1)
  }
  console.log('✔ Fichiers générés à jour (types, carte d’import, migrations, polices).')
}

const [command, name] = process.argv.slice(2)
if (command === 'check') await check()
else if (command === 'migrations' && name && /^[a-z0-9_]+$/.test(name)) {
  for (const { adapter, added } of await createMigrations(name, { skipEmpty: true })) {
    console.log(added.length ? `✔ ${adapter} : ${added.join(', ')}` : `• ${adapter} : aucun changement de schéma`)
  }
} else {
  console.error('Usage : node scripts/generated.mjs check | migrations <nom_en_minuscules>')
  process.exit(2)
}
