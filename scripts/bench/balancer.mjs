// Several instances behind a load balancer for `npm run bench` (issue 16, docs/deploy.md section 4):
// on a throwaway PostgreSQL database, nginx configured as the deployment document says, in front of
// one instance and then two on this same machine. Measured through nginx each time: the cached home
// page (autocannon), submissions (bench/submissions.mjs) and a 100 MB upload (bench/uploads.mjs);
// then, with two, how long an edit saved through one instance takes to show on the other. Runs when
// PostgreSQL answers and nginx is installed, and says why not otherwise.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import autocannon from 'autocannon'
import { migrate, seedIfEmpty, serve } from '../lib.mjs'
import { findNginx, startBalancer } from '../nginx.mjs'
import { databaseUrl, PG_ADMIN_URL, pgAdmin } from '../postgres-admin.mjs'
import { api, signIn } from './rest.mjs'
import { measureSubmissions } from './submissions.mjs'
import { cpuMs, stopProcesses, waitUntilOk } from './process.mjs'
import { spread } from './stats.mjs'
import { measureUploads } from './uploads.mjs'

const ADMIN = { email: 'bench@instances.test', password: 'bench-Instances-2026!' }
/** Times an edit is saved and waited for on the other instance. */
const EDITS = 5

/**
 * @param {{ root: string, port: number, mails: { received: { count: number } }, smtpPort: number, connections: number, seconds: number, workers: number }} options
 * @returns {Promise<{ skipped: string } | { runs: object[], edit: { median: number, max: number } }>}
 */
export async function measureBalancer({ root, port, mails, smtpPort, connections, seconds, workers }) {
  if (!findNginx()) return { skipped: 'nginx introuvable (`apt-get install -y nginx`)' }
  if (!(await pgAdmin('select 1'))) return { skipped: `PostgreSQL injoignable (${PG_ADMIN_URL})` }
  const name = `vitrine_bench_instances_${process.pid}`
  if (!(await pgAdmin(`create database "${name}"`))) return { skipped: `base ${name} non créée` }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-bench-instances-'))
  const listenPort = port
  const base = `http://127.0.0.1:${listenPort}`
  // One data folder on this one machine: the pending uploads' folder is shared, as on a volume
  // every instance mounts; the media are on this disk for both.
  const env = {
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl(name),
    PAYLOAD_SECRET: 'bench-instances-secret',
    SITE_URL: base,
    TRUST_PROXY: '1',
    NODE_ENV: 'production',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    VITRINE_ISR_MEMORY_ONLY: '1',
  }
  const children = []
  try {
    await migrate(env)
    await seedIfEmpty(env)
    const runs = []
    let edit = null
    for (const count of [1, 2]) {
      const ports = Array.from({ length: count }, (_, i) => port + 1 + i)
      const started = ports.map((p) => serve({ port: p, env, stdio: 'ignore' }))
      children.push(...started)
      for (const p of ports) await waitUntilOk(`http://127.0.0.1:${p}/readyz`, { tries: 240, everyMs: 250 })
      const balancer = await startBalancer({ root, instancePorts: ports, listenPort })
      try {
        const token = await signIn(base, ADMIN)
        // Every instance's pages rendered once: the first request of each kind is not measured.
        for (let i = 0; i < 4 * count; i++) await fetch(`${base}/`, { headers: { 'accept-encoding': 'gzip' } })
        const before = cpuMs(started)
        const home = await autocannon({ url: `${base}/`, connections, duration: seconds, workers, pipelining: 1, headers: { 'accept-encoding': 'gzip, deflate, br' } })
        const homeCpu = (cpuMs(started) - before) / home.requests.total
        const submissions = await measureSubmissions({ base, token, mails, cpuMs: () => cpuMs(started), slug: `mesure-envois-${count}` })
        const uploads = await measureUploads(base, token)
        runs.push({
          instances: count,
          homeRps: home.requests.average,
          homeP99: home.latency.p99,
          homeErrors: home.errors + home.non2xx,
          homeCpu,
          submissionsRps: submissions.rps,
          submissionsStored: submissions.stored,
          submissionsAcknowledged: submissions.acknowledged,
          uploadMbPerSecond: uploads.mbPerSecond,
        })
        if (count === 2) edit = await measureEdit({ base, token, ports })
      } finally {
        await balancer.stop()
        await stopProcesses(started)
      }
    }
    return { runs, edit }
  } finally {
    await stopProcesses(children)
    await pgAdmin(`drop database if exists "${name}" with (force)`)
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}

/** Saves a page's title through the first instance and times until the second shows it. */
async function measureEdit({ base, token, ports }) {
  const [page] = (await api(base, token, '/api/pages?where[slug][equals]=contact&depth=0')).docs
  const on = (p) => ({ headers: { 'x-forwarded-host': new URL(base).host, 'x-forwarded-proto': 'http' }, url: `http://127.0.0.1:${p}/contact` })
  const title = async (p) => {
    const { url, headers } = on(p)
    return /<title>([^<]*)<\/title>/.exec(await (await fetch(url, { headers })).text())?.[1] ?? ''
  }
  const times = []
  for (let i = 0; i < EDITS; i++) {
    // The other instance has the page in its caches before the save.
    await title(ports[1])
    const renamed = `Contact (${Date.now()})`
    const saved = await fetch(`http://127.0.0.1:${ports[0]}/api/pages/${page.id}`, {
      method: 'PATCH',
      headers: { ...on(ports[0]).headers, authorization: `JWT ${token}`, 'content-type': 'application/json', origin: base },
      body: JSON.stringify({ title: renamed, meta: { title: renamed } }),
    })
    if (!saved.ok) throw new Error(`enregistrement : ${saved.status} ${await saved.text()}`)
    const start = performance.now()
    while (!(await title(ports[1])).includes(renamed)) {
      if (performance.now() - start > 30_000) throw new Error('modification jamais vue par l’autre instance')
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
    times.push(performance.now() - start)
  }
  const { median, high } = spread(times)
  return { median, max: high }
}

export function renderBalancer(result, { date, machine, connections, seconds }) {
  const head = ['## Plusieurs instances derrière nginx (PostgreSQL)', '']
  if ('skipped' in result) return [...head, `Non mesuré : ${result.skipped}.`, ''].join('\n')
  const [one, two] = result.runs
  const ratio = (a, b) => (b / a).toFixed(2)
  return [
    ...head,
    `Mesuré le ${date} sur ${machine}. nginx configuré comme le dit \`docs/deploy.md\` (section 4), devant une instance puis deux, toutes sur cette même machine de deux cœurs : nginx, autocannon et les instances s’y partagent les mêmes processeurs, le gain mesure ce qu’une instance de plus apporte ici, pas sur deux machines. Page d’accueil : ${connections} connexions, ${seconds} s, gzip. Envois et téléversement : comme les sections du même nom, à travers nginx.`,
    '',
    '| Mesure | 1 instance | 2 instances | 2 ÷ 1 |',
    '| --- | --- | --- | --- |',
    `| Page d’accueil en cache (req/s) | ${Math.round(one.homeRps)} | ${Math.round(two.homeRps)} | ${ratio(one.homeRps, two.homeRps)} |`,
    `| Page d’accueil : p99 (ms), erreurs | ${one.homeP99}, ${one.homeErrors} | ${two.homeP99}, ${two.homeErrors} | |`,
    `| Page d’accueil : CPU des instances par requête (ms) | ${one.homeCpu.toFixed(2)} | ${two.homeCpu.toFixed(2)} | |`,
    `| Envois de formulaire (par s) | ${Math.round(one.submissionsRps)} | ${Math.round(two.submissionsRps)} | ${ratio(one.submissionsRps, two.submissionsRps)} |`,
    `| Envois enregistrés / acceptés | ${one.submissionsStored} / ${one.submissionsAcknowledged} | ${two.submissionsStored} / ${two.submissionsAcknowledged} | |`,
    `| Téléversement de 100 Mo (Mo/s) | ${one.uploadMbPerSecond.toFixed(1)} | ${two.uploadMbPerSecond.toFixed(1)} | ${ratio(one.uploadMbPerSecond, two.uploadMbPerSecond)} |`,
    '',
    `Une modification enregistrée par une instance est vue par l’autre en ${Math.round(result.edit.median)} ms (médiane de ${EDITS}, au plus ${Math.round(result.edit.max)} ms), ses deux caches compris.`,
    '',
  ].join('\n')
}
