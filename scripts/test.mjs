// `npm test`: everything a change can break, in order of cost. Stops at the first failure.
import { ensureChromium } from './chromium.mjs'
import { buildIfNeeded, ROOT, run } from './lib.mjs'
import { ensureNginx } from './nginx.mjs'
import path from 'node:path'

const bin = (name) => path.join(ROOT, 'node_modules', '.bin', name)
const steps = [
  ['Lint (ESLint)', () => run(bin('eslint'), ['.', '--max-warnings=0'])],
  ['Types (tsc)', () => run(bin('tsc'), ['--noEmit'])],
  ['Fichiers générés', () => run(process.execPath, [path.join(ROOT, 'scripts', 'generated.mjs'), 'check'])],
  ['Tests unitaires, composants et intégration (Vitest)', () => run(bin('vitest'), ['run'])],
  ['Chromium', async () => console.log(`  ${ensureChromium()}`)],
  ['nginx', async () => console.log(`  ${ensureNginx() ?? 'absent'}`)],
  ['Build de production', () => buildIfNeeded()],
  ['Tests de bout en bout (Playwright, Chromium)', () => run(bin('playwright'), ['test'])],
]

const only = process.argv.slice(2)
let passed = 0
for (const [name, step] of steps) {
  if (only.length && !only.some((o) => name.toLowerCase().includes(o.toLowerCase()))) continue
  console.log(`\n▶ ${name}`)
  try {
    await step()
    passed++
  } catch (error) {
    console.error(`\n✖ ${name} : ${error.message}`)
    console.log(`\nÉtapes : ${passed} passed, 1 failed`)
    process.exit(1)
  }
}
console.log(`\nÉtapes : ${passed} passed, 0 failed`)
