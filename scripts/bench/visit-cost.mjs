// What a phone's visit costs the server (issue 17): the server process's CPU time over a first visit
// (empty cache) and a repeat visit (the same browser, its cache kept), with the requests that reached
// the server. /proc counts in ticks of 10 ms, so each figure is the mean over many visits.

/** Visits per page and kind: /proc counts in 10 ms ticks, so a mean over ten is good to a millisecond. */
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

/** One visit: the requests that reached the server (a copy the browser kept never does) and the CPU spent. */
async function visit(page, url, cpuMs) {
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
  cdp.on('Network.responseReceived', ({ requestId, response }) => {
    if (response.fromDiskCache || response.fromMemoryCache || response.fromPrefetchCache || response.fromServiceWorker) cached.add(requestId)
    answered.set(requestId, response.status)
  })
  const before = cpuMs()
  await page.goto(url, { waitUntil: 'networkidle' })
  await scrollToBottom(page)
  const spent = cpuMs() - before
  await cdp.detach()
  const requests = [...sent]
    .filter(([id]) => answered.has(id) && !cached.has(id))
    .map(([id, request]) => ({ ...request, path: new URL(request.url).pathname, status: answered.get(id) }))
  return { spent, requests }
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
 * For each page: the mean CPU of a first visit and of a repeat visit, and the requests of one of each.
 * @param {{ browser: import('playwright-core').Browser, base: string, pages: string[], cpuMs: () => number }} options
 */
export async function measureVisitCost({ browser, base, pages, cpuMs }) {
  const results = []
  for (const p of pages) {
    let first = 0
    let repeat = 0
    let firstRequests = []
    let repeatRequests = []
    for (let i = 0; i < VISITS; i++) {
      const context = await browser.newContext(PHONE)
      const page = await context.newPage()
      const a = await visit(page, base + p, cpuMs)
      const b = await visit(page, base + p, cpuMs)
      first += a.spent
      repeat += b.spent
      firstRequests = a.requests
      repeatRequests = b.requests
      await context.close()
    }
    results.push({ path: p, firstMs: first / VISITS, repeatMs: repeat / VISITS, firstRequests, repeatRequests, costs: await requestCosts(firstRequests, cpuMs) })
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

export function renderVisitCost(results, { date, machine }) {
  const costly = (r) =>
    r.costs
      .slice(0, 8)
      .map((c) => `\`${c.url.length > 60 ? `${c.url.slice(0, 57)}…` : c.url}\` ${c.ms.toFixed(2)}`)
      .join(', ')
  return [
    '## Coût d’une visite pour le serveur',
    '',
    `Mesuré le ${date} sur ${machine}. Un téléphone (412 × 823, densité 1,75) ouvre la page et la fait défiler jusqu’en bas, cache vide (première visite), puis l’ouvre de nouveau dans le même navigateur (visite suivante). Temps de processeur du processus serveur lu dans /proc avant et après, moyenne sur ${VISITS} visites de chaque sorte (le cache de pages partagé garde une page une heure au plus, vidé à chaque modification). Objectifs de l’issue 17 : ≤ 10 ms pour une première visite, ≤ 2 ms pour une visite suivante. Les requêtes sont celles qui ont atteint le serveur (une copie gardée par le navigateur n’y arrive pas). Dernière colonne : chaque requête de la première visite refaite seule 30 fois, temps de processeur par requête (ms), les plus coûteuses d’abord.`,
    '',
    '| Page | Première visite (ms) | Visite suivante (ms) | Requêtes de la première visite | Requêtes de la visite suivante | Les plus coûteuses, seules (ms) |',
    '| --- | --- | --- | --- | --- | --- |',
    ...results.map(
      (r) =>
        `| \`${r.path}\` | ${r.firstMs.toFixed(1)} ${r.firstMs <= 10 ? '✅' : '❌'} | ${r.repeatMs.toFixed(1)} ${r.repeatMs <= 2 ? '✅' : '❌'} | ${summariseRequests(r.firstRequests)} | ${summariseRequests(r.repeatRequests)} | ${costly(r)} |`,
    ),
    '',
  ].join('\n')
}
