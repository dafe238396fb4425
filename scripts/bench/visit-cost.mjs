// What a phone's visit costs the server (issue 17): the server process's CPU time over a first visit
// (empty cache) and a repeat visit (the same browser, its cache kept), with the requests that reached
// the server. Each visit starts with the server at rest, and what the server spends at rest over
// the visit's duration is read apart from the visit's own cost; a timer of the site's that runs
// during a visit is left out by reading the median visit (see `spread`, stats.mjs).
import { untilAtRest } from './process.mjs'
import { spread } from './stats.mjs'

/** Visits per page and kind; a page's figures are read over them (`visitFigures`). */
const VISITS = 10
/** The screen Lighthouse's mobile preset emulates (412 × 823 CSS pixels at 1.75). */
export const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true }

/** Scrolls to the foot of the page by half screens, so lazily loaded images and sections are asked for. */
export async function scrollToBottom(page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y)
      await new Promise((r) => setTimeout(r, 50))
    }
  })
  await page.waitForLoadState('networkidle')
}

/**
 * One visit: the requests that reached the server (a copy the browser kept never does), whether
 * the site answered each (its answers carry a request id; nginx's own files do not), and the CPU
 * spent: in all, and by the site alone when `siteCpuMs` is given.
 */
async function visit(page, url, cpuMs, siteCpuMs = cpuMs) {
  const origin = new URL(url).origin
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Network.enable')
  /** requestId → what was asked (the headers, so a request can be made again alone) */
  const sent = new Map()
  const answered = new Map()
  const cached = new Set()
  cdp.on('Network.requestWillBeSent', ({ requestId, request }) => {
    if (request.url.startsWith(origin)) sent.set(requestId, { url: request.url, method: request.method, headers: request.headers })
  })
  // Answered by the browser's own cache: no request reached the server.
  cdp.on('Network.requestServedFromCache', ({ requestId }) => cached.add(requestId))
  const bySite = new Set()
  // The status as it crossed the wire: a copy the browser revalidated is a 304 there, which
  // `responseReceived` reports as the kept copy's 200. The extra information may come first or after.
  const wire = new Map()
  cdp.on('Network.responseReceivedExtraInfo', ({ requestId, statusCode }) => {
    wire.set(requestId, statusCode)
    if (answered.has(requestId)) answered.set(requestId, statusCode)
  })
  cdp.on('Network.responseReceived', ({ requestId, response }) => {
    if (response.fromDiskCache || response.fromMemoryCache || response.fromPrefetchCache || response.fromServiceWorker) cached.add(requestId)
    if (Object.keys(response.headers).some((name) => name.toLowerCase() === 'x-request-id')) bySite.add(requestId)
    answered.set(requestId, wire.get(requestId) ?? response.status)
  })
  // What the server spends at rest, per second; read before the visit, once the start-up's
  // delayed work (the forms worker's first pass, code compiled on first use) and the previous
  // visit's are over.
  const restRate = await untilAtRest(cpuMs)
  const before = cpuMs()
  const siteBefore = siteCpuMs()
  const started = performance.now()
  await page.goto(url, { waitUntil: 'networkidle' })
  await scrollToBottom(page)
  const spent = cpuMs() - before
  const siteSpent = siteCpuMs() - siteBefore
  const atRest = (restRate * (performance.now() - started)) / 1000
  await cdp.detach()
  const requests = [...sent]
    .filter(([id]) => answered.has(id) && !cached.has(id))
    .map(([id, request]) => ({ ...request, path: new URL(request.url).pathname, status: answered.get(id), bySite: bySite.has(id) }))
  return { spent, siteSpent, atRest, requests }
}

/** Requests made again alone, each `times` times: the server's CPU per request, the costliest first. */
async function requestCosts(requests, cpuMs, times = 30) {
  const unique = new Map(requests.filter((r) => r.method === 'GET').map((r) => [r.url, r]))
  const costs = []
  for (const request of unique.values()) {
    const headers = Object.fromEntries(Object.entries(request.headers).filter(([name]) => !name.startsWith(':')))
    const before = cpuMs()
    for (let i = 0; i < times; i++) await (await fetch(request.url, { headers })).arrayBuffer()
    costs.push({ url: request.url.slice(new URL(request.url).origin.length), ms: (cpuMs() - before) / times })
  }
  return costs.sort((a, b) => b.ms - a.ms)
}

/**
 * What a table says of one kind of visit: the means as counted (in all, the site's part, the rest
 * taken off) and the visit's own cost, median and extremes. The own cost is read at the median: a
 * timer of the site's (the forms' poll every 15 s, the hourly sweep) that happens to run during one
 * visit adds its whole cost to that visit alone, and the quiet second read before each visit cannot
 * see it; the median leaves it out as long as it falls in fewer than half.
 * @param {{ spent: number, siteSpent: number, atRest: number }[]} runs
 */
export function visitFigures(runs) {
  const mean = (key) => runs.reduce((sum, run) => sum + run[key], 0) / runs.length
  return { ms: mean('spent'), siteMs: mean('siteSpent'), restMs: mean('atRest'), own: spread(runs.map((run) => run.spent - run.atRest)) }
}

/**
 * For each page: a first visit's and a repeat visit's CPU (in all, and the site's part when
 * `siteCpuMs` is given: behind nginx), each as counted (mean) and as its own (median of the
 * visits, rest taken off, with its extremes), and the requests of one of each.
 * @param {{ browser: import('playwright-core').Browser, base: string, pages: string[], cpuMs: () => number, siteCpuMs?: () => number }} options
 */
export async function measureVisitCost({ browser, base, pages, cpuMs, siteCpuMs = cpuMs }) {
  const results = []
  for (const p of pages) {
    const runs = { first: [], repeat: [] }
    let firstRequests = []
    let repeatRequests = []
    // One visit of each kind first, not counted: the page's compressed copies are made once (the
    // brotli one costs ≈ 70 ms of CPU, once an hour at most) and the server's code is warm.
    const warm = await browser.newContext(PHONE)
    const warmPage = await warm.newPage()
    for (let i = 0; i < 2; i++) await visit(warmPage, base + p, cpuMs, siteCpuMs)
    await warm.close()
    for (let i = 0; i < VISITS; i++) {
      const context = await browser.newContext(PHONE)
      const page = await context.newPage()
      const a = await visit(page, base + p, cpuMs, siteCpuMs)
      const b = await visit(page, base + p, cpuMs, siteCpuMs)
      runs.first.push(a)
      runs.repeat.push(b)
      firstRequests = a.requests
      repeatRequests = b.requests
      await context.close()
    }
    // Each visit's site CPU, for the log: a timer shows as one visit far above the others.
    const each = (list) => list.map((run) => run.siteSpent.toFixed(1)).join(' ')
    console.error(`${p} : le site, visite par visite (ms) : premières ${each(runs.first)} ; suivantes ${each(runs.repeat)}`)
    results.push({
      path: p,
      first: visitFigures(runs.first),
      repeat: visitFigures(runs.repeat),
      firstRequests,
      repeatRequests,
      costs: await requestCosts(firstRequests, cpuMs),
    })
  }
  return results
}

/** A visit's requests, grouped by kind of file and answer: `12 × script 200`. */
export function summariseRequests(requests) {
  const kinds = new Map()
  for (const { path, status } of requests) {
    const kind = path.startsWith('/_next/static/') ? `fichiers du build (${path.split('.').pop()})` : path.startsWith('/api/media/file/') ? 'images des médias' : `\`${path}\``
    const key = `${kind} ${status}`
    kinds.set(key, (kinds.get(key) ?? 0) + 1)
  }
  return [...kinds].map(([key, count]) => `${count} × ${key}`).join(', ') || 'aucune'
}

/** A visit's own cost (median, its extremes) against its goal, then the mean counted in all and, of it, what rest accounts for. */
const costCell = ({ own, ms, restMs }, goal) =>
  `${own.median.toFixed(1)} ${own.median <= goal ? '✅' : '❌'} (${own.low.toFixed(1)}–${own.high.toFixed(1)} ; en moyenne ${ms.toFixed(1)} comptées, dont ${restMs.toFixed(1)} au repos)`

const METHOD =
  'Temps de processeur lu dans /proc par le compte de l’ordonnanceur (nanosecondes, chaque fil du processus), avant et après chaque visite. Chaque visite commence le serveur au repos (une seconde à moins de 2 ms de processeur : le travail que le démarrage remet à plus tard et la visite précédente sont finis) ; ce que le serveur dépense au repos (ses minuteurs : la relève des e-mails des formulaires toutes les 15 s…), lu sur la dernière seconde avant la visite et rapporté à sa durée, est déduit de chaque visite. Le premier chiffre est le coût propre d’une visite, médiane des visites, l’objectif porte sur lui ; entre parenthèses, la plus basse et la plus haute, puis la moyenne comptée. La médiane, parce qu’un minuteur du site qui tombe pendant une visite (la relève toutes les 15 s) charge cette visite seule d’un travail qui n’est pas le sien, et que la seconde calme lue avant elle ne peut pas le voir : la plus haute le montre, la médiane l’écarte tant qu’il tombe dans moins de la moitié des visites.'

export function renderVisitCost(results, { date, machine }) {
  const costly = (r) =>
    r.costs
      .slice(0, 8)
      .map((c) => `\`${c.url.length > 60 ? `${c.url.slice(0, 57)}…` : c.url}\` ${c.ms.toFixed(2)}`)
      .join(', ')
  return [
    '## Coût d’une visite pour le serveur',
    '',
    `Mesuré le ${date} sur ${machine}. Un téléphone (412 × 823, densité 1,75) ouvre la page et la fait défiler jusqu’en bas, cache vide (première visite), puis l’ouvre de nouveau dans le même navigateur (visite suivante). ${METHOD} ${VISITS} visites de chaque sorte (le cache de pages partagé garde une page une heure au plus, vidé à chaque modification). Objectifs de l’issue 17 : ≤ 10 ms pour une première visite, ≤ 2 ms pour une visite suivante. Les requêtes sont celles qui ont atteint le serveur (une copie gardée par le navigateur n’y arrive pas). Dernière colonne : chaque requête de la première visite refaite seule 30 fois, temps de processeur par requête (ms), les plus coûteuses d’abord.`,
    '',
    '| Page | Première visite (ms) | Visite suivante (ms) | Requêtes de la première visite | Requêtes de la visite suivante | Les plus coûteuses, seules (ms) |',
    '| --- | --- | --- | --- | --- | --- |',
    ...results.map(
      (r) =>
        `| \`${r.path}\` | ${costCell(r.first, 10)} | ${costCell(r.repeat, 2)} | ${summariseRequests(r.firstRequests)} | ${summariseRequests(r.repeatRequests)} | ${costly(r)} |`,
    ),
    '',
  ].join('\n')
}

/**
 * The same visits behind nginx configured as docs/deploy.md says (the build's files and the
 * media sent by nginx): the CPU of both, and the site's part.
 */
export function renderVisitCostBehindNginx(results, { date, machine }) {
  const reached = (requests) => `${requests.length}, dont ${requests.filter((r) => r.bySite).length} au site : ${summariseRequests(requests.filter((r) => r.bySite))}`
  return [
    '### Derrière nginx, comme le dit `docs/deploy.md`',
    '',
    `Mesuré le ${date} sur ${machine}. Les mêmes visites (${VISITS} de chaque sorte, même téléphone), à travers nginx configuré par les blocs de \`docs/deploy.md\` (section 1, sans TLS) : nginx envoie lui-même les fichiers du build (copies brotli écrites à la construction), les images de la médiathèque et les pages qu’il garde à la demande du site (décision 085, \`FRONT_CACHE_PURGE_URL\`), le reste va au site. Temps de processeur de nginx (maître et processus de travail) et du site, lus de même, le repos des deux déduit, médiane des visites comme plus haut. Objectifs de l’issue 17 : ≤ 10 ms pour une première visite, ≤ 2 ms pour une visite suivante, nginx compris.`,
    '',
    '| Page | Première visite, nginx + site (ms) | dont le site, comptées en moyenne (ms) | Visite suivante, nginx + site (ms) | dont le site, comptées en moyenne (ms) | Requêtes de la première visite |',
    '| --- | --- | --- | --- | --- | --- |',
    ...results.map(
      (r) =>
        `| \`${r.path}\` | ${costCell(r.first, 10)} | ${r.first.siteMs.toFixed(1)} | ${costCell(r.repeat, 2)} | ${r.repeat.siteMs.toFixed(1)} | ${reached(r.firstRequests)} |`,
    ),
    '',
  ].join('\n')
}
