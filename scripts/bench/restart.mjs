// The restart of a built, seeded site: `npm start` (scripts/start.mjs) on the bench's database,
// timed from the command to the first page answered (decision 025).
import { spawn } from 'node:child_process'
import path from 'node:path'

import { spread } from './stats.mjs'

/** Seconds from `node scripts/start.mjs` to a 200 on `/`, for each of `runs` restarts. */
export async function measureRestart({ root, env, port, runs = 3 }) {
  const seconds = []
  for (let i = 0; i < runs; i++) {
    const started = performance.now()
    const child = spawn(process.execPath, [path.join(root, 'scripts', 'start.mjs')], {
      cwd: root,
      stdio: 'ignore',
      env: { ...process.env, ...env, PORT: String(port), SITE_URL: `http://127.0.0.1:${port}` },
    })
    try {
      await firstAnswer(`http://127.0.0.1:${port}/`, child)
      seconds.push((performance.now() - started) / 1000)
    } finally {
      const exited = new Promise((resolve) => child.once('exit', resolve))
      child.kill('SIGTERM')
      await exited
    }
  }
  return seconds
}

async function firstAnswer(url, child) {
  // Bounded: a start that takes more than two minutes is reported as a failure, not waited for.
  const deadline = performance.now() + 120_000
  while (performance.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`npm start s’est arrêté (code ${child.exitCode})`)
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`${url} ne répond pas après deux minutes`)
}

export function renderRestart(seconds) {
  const { median, low, high } = spread(seconds)
  return [
    '## Redémarrage d’un site construit et rempli',
    '',
    '`npm start` sur la base du banc (migrations appliquées, contenu présent), du lancement de la commande à la première page servie. Avant la décision 025 : 40 à 70 s (migrations et contrôle du contenu chacun dans un processus chargeant Payload).',
    '',
    '| Essais | Médiane (s) | Plus court – plus long (s) |',
    '| --- | --- | --- |',
    `| ${seconds.length} | ${median.toFixed(1)} | ${low.toFixed(1)} – ${high.toFixed(1)} |`,
    '',
  ].join('\n')
}
