// The floor of a repeat visit's cost (issue 17): a repeat visit asks the site for one thing, the
// page, which its page cache answers (304 for the browser's copy). The floor is a bare Node.js
// `http` server that answers that request with the same headers and bytes the site sent, and
// nothing else, behind the same nginx. Both are asked the same request, each time once the servers
// are at rest, as a visit finds them: what the site spends above the floor is what it could still save.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'

import { startBalancer } from '../nginx.mjs'
import { cpuMs, stopProcesses, untilAtRest, waitUntilOk } from './process.mjs'

/** Requests asked of each, the figures being their mean and spread. */
const SINGLES = 10

/** The bare server: one answer, 304 when the browser's copy is current. Plain JavaScript, no framework. */
const SERVER = `
const http = require('node:http')
const fs = require('node:fs')
const answer = JSON.parse(fs.readFileSync(process.argv[1], 'utf8'))
const body = Buffer.from(answer.body, 'base64')
http.createServer((req, res) => {
  if (req.url === '/readyz') return res.end('ok')
  const current = answer.headers.etag !== undefined && req.headers['if-none-match'] === answer.headers.etag
  res.statusCode = current ? 304 : answer.status
  for (const [name, value] of Object.entries(answer.headers)) res.setHeader(name, value)
  if (current) return res.end()
  res.setHeader('content-length', body.length)
  res.end(body)
}).listen(Number(process.argv[2]), '127.0.0.1')
`

/** Headers a server writes per connection or per answer: never replayed. */
const PER_ANSWER = new Set(['connection', 'keep-alive', 'transfer-encoding', 'date', 'content-length'])

/** The page as the site answers `headers`: status, headers and bytes as sent (compressed, not decoded). */
function capture(url, headers) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        const chunks = []
        response
          .on('data', (chunk) => chunks.push(chunk))
          .on('end', () => {
            const kept = Object.fromEntries(Object.entries(response.headers).filter(([name]) => !PER_ANSWER.has(name)))
            resolve({ status: response.statusCode, headers: kept, body: Buffer.concat(chunks).toString('base64') })
          })
      })
      .on('error', reject)
  })
}

/** Requests asked of each server before it is measured: the bare one is new, the site has served for minutes. */
const WARM_UP = 300

/**
 * The CPU one request costs `processes`, asked `SINGLES` times, each once they are at rest: mean,
 * lowest and highest. Each server first answers `WARM_UP` of them, so that its code is compiled and
 * nginx holds a kept-alive connection to it, as for a site that has been serving.
 */
async function singleRequestCost(url, headers, processes) {
  for (let i = 0; i < WARM_UP; i++) await (await fetch(url, { headers })).arrayBuffer()
  const read = () => cpuMs(processes())
  const costs = []
  const statuses = new Set()
  for (let i = 0; i < SINGLES; i++) {
    // What the servers spend at rest (their timers) over the request's time is not the request's.
    const restRate = await untilAtRest(read)
    const before = read()
    const started = performance.now()
    const response = await fetch(url, { headers })
    await response.arrayBuffer()
    costs.push(read() - before - (restRate * (performance.now() - started)) / 1000)
    statuses.add(response.status)
  }
  return {
    meanMs: costs.reduce((a, b) => a + b, 0) / costs.length,
    minMs: Math.min(...costs),
    maxMs: Math.max(...costs),
    statuses: [...statuses],
  }
}

/**
 * For each page: the repeat visit's request (the browser's headers, its copy's ETag) asked of the
 * site through nginx, then of the bare server through an nginx of its own, configured alike.
 * @param {{ root: string, base: string, pages: { path: string, headers: Record<string, string> }[], siteProcesses: () => { pid: number }[], listenPort: number }} options
 */
export async function measureNodeFloor({ root, base, pages, siteProcesses, listenPort }) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-node-floor-'))
  const results = []
  try {
    for (const [index, page] of pages.entries()) {
      const answer = await capture(base + page.path, page.headers)
      const headers = { ...page.headers, ...(answer.headers.etag ? { 'if-none-match': answer.headers.etag } : {}) }
      const site = await singleRequestCost(base + page.path, headers, siteProcesses)
      const file = path.join(dir, `page-${index}.json`)
      fs.writeFileSync(file, JSON.stringify(answer))
      const port = listenPort + 1
      const bare = spawn(process.execPath, ['-e', SERVER, file, String(port)], { stdio: 'ignore' })
      let front = null
      try {
        await waitUntilOk(`http://127.0.0.1:${port}/readyz`, { tries: 50, everyMs: 100 })
        front = await startBalancer({ root, instancePorts: [port], listenPort })
        const floorBase = `http://127.0.0.1:${listenPort}`
        const floor = await singleRequestCost(floorBase + page.path, headers, () => [{ pid: bare.pid }, ...front.processes()])
        // Both must have answered alike (304 for the browser's copy), or the comparison says nothing.
        if (site.statuses.join() !== floor.statuses.join())
          throw new Error(`${page.path} : le site répond ${site.statuses}, le plancher ${floor.statuses}`)
        results.push({ path: page.path, site, floor })
      } finally {
        await front?.stop()
        await stopProcesses([bare])
      }
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
  return results
}

const spread = ({ meanMs, minMs, maxMs }) => `${meanMs.toFixed(2)} (${minMs.toFixed(2)}–${maxMs.toFixed(2)})`

/** The table: per page, the site's cost of the request beside the floor's, and their ratio. */
export function renderNodeFloor(results) {
  return [
    `La requête d’une visite suivante (la page, avec l’\`ETag\` de la copie du navigateur : 304), demandée seule ${SINGLES} fois à chaque serveur, chaque fois au repos, derrière nginx, après ${WARM_UP} demandes de mise en train ; nginx et le serveur comptés ensemble, leur dépense au repos déduite, en ms de processeur : moyenne (plus basse–plus haute). Plancher : un serveur \`http\` de Node.js nu qui répond les mêmes en-têtes et les mêmes octets que le site, et rien d’autre (\`scripts/bench/node-floor.mjs\`).`,
    '',
    '| Page | Réponse | Site (ms) | Plancher Node (ms) | Site ÷ plancher |',
    '| --- | --- | --- | --- | --- |',
    ...results.map(
      (r) =>
        `| \`${r.path}\` | ${r.site.statuses.join(', ')} | ${spread(r.site)} | ${spread(r.floor)} | ${(r.site.meanMs / r.floor.meanMs).toFixed(2)} |`,
    ),
    '',
  ].join('\n')
}
