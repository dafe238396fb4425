// The content grids' two calls under load for `npm run bench` (grids issue; docs/decisions/043,
// 056): 1,000 engins added to the bench's own database through the REST API (as staff would, so
// every hook runs and nothing depends on table names), a published page holding a « Voir plus »
// grid of them, then autocannon on the load more, the loop refresh and the page's first view with
// a filter in its address. The source is read whole (decision 043) and kept between requests
// (decision 058): these rows are the calls on what is kept, at 1,000 items.
// The load is injected (`load`: bench.mjs's runAutocannon), so every row is measured alike.
import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { tsImport } from 'tsx/esm/api'

import { api } from './rest.mjs'

const { gridPages } = await tsImport('../../seed/content/grids.ts', import.meta.url)
const CATALOGUE = gridPages.find((page) => page.slug === 'location-engins').layout.find((block) => block.blockType === 'grid')

export const GRID_BENCH_ITEMS = 1000
const SLUG = 'mesure-grille'
const WIDGET = 'mesure'
const PER_PAGE = 12
/** How many engins are created at once: SQLite writes one at a time, a few in flight hide the HTTP round trips. */
const CREATE_CONCURRENCY = 4
const DRAIN_MS = 5000
const REQUESTS = path.join(path.dirname(fileURLToPath(import.meta.url)), 'grid-requests.cjs')

/** A term list read as staff: slug and id. */
async function terms(base, token, collection) {
  const { docs } = await api(base, token, `/api/${collection}?limit=100&depth=0`)
  return docs.map((d) => ({ id: d.id, slug: d.slug }))
}

/** `count` published engins, each with a type, one or two uses, prices, stock and a weight to sort on. */
async function addMachines(base, token, count, types, uses) {
  const started = Date.now()
  let next = 0
  const one = async (i) => {
    await api(base, token, '/api/machines', {
      method: 'POST',
      body: JSON.stringify({
        title: `Engin de mesure n° ${i + 1}`,
        slug: `engin-mesure-${i + 1}`,
        sku: `BM-${String(i + 1).padStart(4, '0')}`,
        summary: 'Engin ajouté par le banc de mesure.',
        dayPrice: 40 + ((i * 37) % 500),
        ...(i % 5 === 0 ? { salePrice: 30 + ((i * 37) % 450) } : {}),
        stock: i % 4,
        rentals: (i * 13) % 150,
        featured: i % 17 === 0,
        machineTypes: [types[i % types.length].id],
        machineUses: [...new Set([uses[i % uses.length].id, uses[(i * 3 + 1) % uses.length].id])],
        meta: [{ key: 'poids', value: String(500 + ((i * 211) % 20_000)) }],
        _status: 'published',
      }),
    })
  }
  await Promise.all(
    Array.from({ length: CREATE_CONCURRENCY }, async () => {
      for (let i = next++; i < count; i = next++) await one(i)
    }),
  )
  return (Date.now() - started) / 1000
}

/** The page the calls are about: one grid of the engins, filters on both taxonomies, sorts, search. */
async function addGridPage(base, token) {
  const { doc } = await api(base, token, '/api/pages', {
    method: 'POST',
    body: JSON.stringify({
      title: 'Mesure des grilles',
      slug: SLUG,
      _status: 'published',
      // The demo's catalogue grid, its options as the seed gives them, loading more instead of pages.
      layout: [{ ...CATALOGUE, heading: 'Engins (mesure)', widgetId: WIDGET, perPage: PER_PAGE, pagination: 'more' }],
    }),
  })
  return doc.id
}

/** The page's id and nonce as the island reads them, from the grid's element in the served page. */
async function gridAttributes(base) {
  const html = await (await fetch(`${base}/${SLUG}`)).text()
  const element = html.match(new RegExp(`<div[^>]*id="grid-${WIDGET}"[^>]*>`))?.[0] ?? ''
  const attr = (name) => element.match(new RegExp(`${name}="([^"]*)"`))?.[1]
  const postId = Number(attr('data-post-id'))
  const nonce = attr('data-nonce')
  if (!postId || !nonce) throw new Error(`grille « ${WIDGET} » introuvable sur /${SLUG}`)
  return { postId, nonce }
}

/** One load more as the island sends it: how many pages and items its view has (a refused call throws). */
async function viewSize(base, grid, query) {
  const response = await fetch(`${base}/wp-admin/admin-ajax.php`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded;charset=UTF-8', origin: base },
    body: new URLSearchParams({
      action: 'the_grid_load_more',
      grid_nonce: grid.nonce,
      grid_name: WIDGET,
      grid_page: '2',
      grid_data: JSON.stringify({ post_id: grid.postId, query }),
      grid_ajax: 'load_more',
      main_query: '',
    }),
  })
  const answer = await response.json()
  if (!answer.success) throw new Error(`load more : ${response.status} ${answer.message}`)
  return { pages: answer.ajax_data.page_count, total: answer.ajax_data.total }
}

/**
 * Seeds the source and the page, then measures the three requests with `load(label, options)`.
 * Returns the rows (bench.mjs's shape, with p97.5) and how long the seeding took.
 */
export async function measureGrid({ base, token, load }) {
  const [types, uses] = await Promise.all([terms(base, token, 'machine-types'), terms(base, token, 'machine-uses')])
  const seedSeconds = await addMachines(base, token, GRID_BENCH_ITEMS, types, uses)
  await addGridPage(base, token)
  const grid = await gridAttributes(base)
  const filterOf = (type) => `e-filter-${WIDGET}-machine-type=${type.slug}`
  // The load more's views: the whole source and each type's, with the pages each one has.
  const whole = await viewSize(base, grid, '')
  const views = [{ query: '', pages: whole.pages }]
  for (const type of types) views.push({ query: filterOf(type), pages: (await viewSize(base, grid, filterOf(type))).pages })
  // Read by grid-requests.cjs in autocannon's worker threads (each gets a copy of the environment when it starts).
  process.env.BENCH_GRID = JSON.stringify({ base, path: `/${SLUG}`, widgetId: WIDGET, ...grid, views, types: types.map((t) => t.slug), uses: uses.map((u) => u.slug) })
  const shape = createRequire(import.meta.url)(REQUESTS)
  const run = async (call, p, label) => {
    process.env.BENCH_GRID_CALL = call
    // One request first, as the load will send them: a refused one would only measure refusals.
    const request = shape({})
    const answer = await fetch(base + request.path, { method: request.method, headers: request.headers, body: request.body })
    if (!answer.ok) throw new Error(`${call} : ${answer.status} ${(await answer.text()).slice(0, 300)}`)
    // The server's queue of the previous row's last requests drains before the next row starts.
    await new Promise((resolve) => setTimeout(resolve, DRAIN_MS))
    return load(p, { label, setupRequest: REQUESTS, method: call === 'view' ? 'GET' : 'POST' })
  }
  const rows = [
    await run('load-more', '/wp-admin/admin-ajax.php', `POST /wp-admin/admin-ajax.php (Voir plus : pages 2 à ${whole.pages}, sans filtre ou filtrées par type)`),
    await run('refresh', '/wp-json/elementor-pro/v1/refresh-loop', 'POST /wp-json/elementor-pro/v1/refresh-loop (filtres type et usage, page 1)'),
    await run('view', `/${SLUG}`, `GET /${SLUG}?e-filter-${WIDGET}-machine-type=…&e-filter-${WIDGET}-machine-use=… (première vue filtrée, rendue à chaque requête)`),
  ]
  return { rows, items: whole.total, seedSeconds }
}

export function renderGrid({ rows, items, seedSeconds }, { date, machine, connections, seconds, workers }) {
  return [
    '## Grilles de contenus : les deux appels et la vue filtrée (autocannon)',
    '',
    `Mesuré le ${date} par \`BENCH_ONLY=grid npm run bench\` (\`scripts/bench/grid.mjs\`) sur ${machine}. Source « Engins » de ${items} engins publiés (${GRID_BENCH_ITEMS} ajoutés par l’API REST en ${seedSeconds.toFixed(0)} s, aux ${items - GRID_BENCH_ITEMS} de la démonstration), une page publiée avec une grille « Voir plus » de ${PER_PAGE} engins, filtres sur les types et les usages. Chaque requête est celle qu’envoie l’îlot de la grille (jeton de la page, \`Origin\` du site), avec des pages et des filtres qui changent d’une requête à l’autre ; aucune n’est servie par le cache de pages. ${connections} connexions (chaque appel occupe le processeur du serveur : davantage de connexions n’ajoutent que de l’attente), ${seconds} s par ligne, ${workers} fils d’autocannon sur les mêmes cœurs que le serveur.`,
    '',
    'La source est gardée en mémoire entre les requêtes et oubliée à chaque modification du contenu (décision 058) : chaque appel filtre, trie et découpe ce qui est gardé. Le premier appel après une modification relit toute la source (environ 330 ms de processeur à 1 000 engins, mesuré avant la décision 058).',
    '',
    '| Requête | Requêtes/s | Latence p50 (ms) | Latence p97,5 (ms) | Latence p99 (ms) | Erreurs | Processeur du serveur (ms/requête) |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    ...rows.map((t) => `| \`${t.label}\` | ${Math.round(t.rps)} | ${t.p50} | ${t.p97_5} | ${t.p99} | ${t.errors} | ${t.cpuMsPerRequest.toFixed(2)} |`),
    '',
  ].join('\n')
}
