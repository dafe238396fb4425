import type { Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { toLexical } from '../../seed/lexical'
import { freshPayload } from './harness'

/**
 * The grids' sources and their first view on a throwaway SQLite file: what a visitor may see of
 * each collection, the spec's data attributes, and a view read from an address, rendered to the
 * markup the page and the two calls share.
 */

let payload: Payload
let cleanup: () => Promise<void>
const ids: Record<string, number> = {}

beforeAll(async () => {
  ;({ payload, cleanup } = await freshPayload())
  const png = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#a4500f' } }).png().toBuffer()
  ids.photo = (
    await payload.create({ collection: 'media', data: { alt: 'Pelle dans une fouille' }, file: { data: png, mimetype: 'image/png', name: 'fouille.png', size: png.length }, overrideAccess: true })
  ).id
  for (const [slug, name] of [['terrassement', 'Terrassement'], ['vrd', 'VRD']] as const)
    ids[slug] = (await payload.create({ collection: 'portfolio-categories', data: { name, slug }, overrideAccess: true })).id
  for (const [slug, name] of [['mini-pelle', 'Mini-pelles'], ['chargeuse', 'Chargeuses']] as const)
    ids[slug] = (await payload.create({ collection: 'machine-types', data: { name, slug }, overrideAccess: true })).id
  ids.urbain = (await payload.create({ collection: 'machine-uses', data: { name: 'Chantier urbain', slug: 'urbain' }, overrideAccess: true })).id

  const media = (data: Record<string, unknown>, status: 'published' | 'draft' = 'published') =>
    payload.create({ collection: 'grid-media', data: { kind: 'image', image: ids.photo, publishedAt: '2026-03-01T00:00:00.000Z', _status: status, ...data } as never, draft: status === 'draft', overrideAccess: true })
  ids.m1 = (await media({ title: 'Fouille en pleine masse', categories: [ids.terrassement], views: 30, col: 2, row: 2 })).id
  ids.m2 = (await media({ title: 'Réseaux <script>alert(1)</script>', categories: [ids.vrd], views: 10 })).id
  ids.m3 = (await media({ title: 'Vidéo du chantier', kind: 'youtube', videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', categories: [ids.terrassement, ids.vrd] })).id
  ids.m4 = (await media({ title: 'Sans image', kind: 'vimeo', image: null, videoUrl: 'https://vimeo.com/76979871' })).id
  await media({ title: 'Brouillon caché', categories: [ids.terrassement] }, 'draft')
  await media({ title: 'Privé caché', private: true, categories: [ids.terrassement] })

  const machine = (data: Record<string, unknown>, status: 'published' | 'draft' = 'published') =>
    payload.create({ collection: 'machines', data: { _status: status, image: ids.photo, ...data } as never, draft: status === 'draft', overrideAccess: true })
  ids.e1 = (await machine({ title: 'Mini-pelle 1,8 t', slug: 'mini-pelle-18', sku: 'MP-18', dayPrice: 150, salePrice: 130, stock: 3, rentals: 42, featured: true, machineTypes: [ids['mini-pelle']], machineUses: [ids.urbain], meta: [{ key: 'poids', value: '1800' }] })).id
  ids.e2 = (await machine({ title: 'Chargeuse compacte', slug: 'chargeuse', sku: 'CH-1', dayPrice: 220, stock: 0, rentals: 7, machineTypes: [ids.chargeuse] })).id
  await machine({ title: 'Engin en brouillon', slug: 'brouillon', sku: 'BR-1', dayPrice: 10, machineTypes: [ids['mini-pelle']] }, 'draft')
})

afterAll(async () => {
  await cleanup?.()
})

async function source(key: 'media' | 'machines' | 'posts' | 'portfolio') {
  const { loadSource } = await import('@/features/grid/sources/load.server')
  return loadSource(payload, key)
}

describe('grid sources', () => {
  it('never exposes a draft or a private media, and maps the data attributes', async () => {
    const { items, taxonomies } = await source('media')
    expect(items.map((i) => i.title).sort()).toEqual(['Fouille en pleine masse', 'Réseaux <script>alert(1)</script>', 'Sans image', 'Vidéo du chantier'])
    const fouille = items.find((i) => i.id === ids.m1)!
    expect(fouille.terms).toEqual({ service: ['terrassement'] })
    expect(fouille).toMatchObject({ col: 2, row: 2, data: { 'popular-post': 30, title: 'Fouille en pleine masse', id: ids.m1 } })
    expect(fouille.image?.width).toBe(1200)
    expect(items.find((i) => i.id === ids.m3)!.video).toMatchObject({ type: 'youtube', id: 'dQw4w9WgXcQ' })
    expect(taxonomies.service!.terms.map((t) => t.slug)).toEqual(['terrassement', 'vrd'])
  })

  it('maps an engin to the shop attributes and hides drafts', async () => {
    const { items } = await source('machines')
    expect(items.map((i) => i.title)).toEqual(['Chargeuse compacte', 'Mini-pelle 1,8 t'])
    expect(items[1]).toMatchObject({
      terms: { 'machine-type': ['mini-pelle'], 'machine-use': ['urbain'] },
      data: { 'regular-price': 150, 'sale-price': 130, stock: 3, sku: 'MP-18', featured: 1, 'total-sales': 42, 'popular-post': 42 },
      meta: { poids: '1800' },
    })
    expect(items[1]!.priceLabel).toMatch(/130\s€ HT \/ jour/)
  })

  it('refuses in the admin a video address from an unknown host, in French', async () => {
    await expect(
      payload.create({ collection: 'grid-media', data: { title: 'Ailleurs', kind: 'youtube', videoUrl: 'https://evil.example/watch?v=dQw4w9WgXcQ', publishedAt: '2026-01-01T00:00:00.000Z', _status: 'published' } as never, overrideAccess: true }),
    ).rejects.toThrow(/Adresse de la vidéo/)
  })
})

describe('grid first view', () => {
  async function render(query: string, block: Record<string, unknown> = {}) {
    const { readGridOptions } = await import('@/features/grid/options')
    const { readViewRequest } = await import('@/features/grid/request')
    const { resolveFirstView } = await import('@/features/grid/view')
    const { widgetInnerHtml } = await import('@/features/grid/render/html')
    const { options } = readGridOptions({ source: 'media', widgetId: 'galerie', perPage: 2, filterTaxonomies: ['service'], sortKeys: ['popular-post', 'title'], search: true, ...block }, 'x')
    const contents = await source(options.source)
    const params = new URLSearchParams(query)
    const { view, computed, problems } = resolveFirstView(readViewRequest(params, 'galerie'), options, contents)
    return { view, computed, problems, html: widgetInnerHtml({ options, contents, view, computed, path: '/galerie', query: params, itemHeading: 'h2', label: 'Galerie' }) }
  }

  it('applies the address’s filter, sort and page, with plain links for the rest', async () => {
    const { computed, html, problems } = await render('e-filter-galerie-service=terrassement&e-sort-galerie=popular-post&e-order-galerie=desc')
    expect(problems).toEqual([])
    expect(computed.items.map((i) => i.title)).toEqual(['Fouille en pleine masse', 'Vidéo du chantier'])
    expect(html).toContain('href="/galerie?e-filter-galerie-service=vrd&amp;e-sort-galerie=popular-post&amp;e-order-galerie=desc"')
    expect(html).toContain('data-term="terrassement" aria-current="true"')
    // The HTML5 form keeps this grid's filter.
    expect(html).toContain('<input type="hidden" name="e-filter-galerie-service" value="terrassement">')
  })

  it('numbered pages link with e-page, and OR / NOT joins read as the old site wrote them', async () => {
    const page2 = await render('e-page-galerie=2')
    expect(page2.computed).toMatchObject({ page: 2, pageCount: 2, total: 4 })
    expect(page2.html).toContain('href="/galerie" data-page="1"')
    expect(page2.html).toContain('aria-current="page">2<')
    const or = await render('e-filter-galerie-service=terrassement~vrd')
    expect(or.computed.total).toBe(3)
    const not = await render('e-filter-galerie-service=!vrd')
    expect(not.computed.items.map((i) => i.title).sort()).toEqual(['Fouille en pleine masse', 'Sans image'])
  })

  it('widens a bad address to the unfiltered view, never throws', async () => {
    for (const query of ['e-filter-galerie-service=inconnu', 'e-filter-galerie-couleur=rouge', 'e-filter-galerie-service=a+b~c', 'e-page-galerie=abc', 'e-page-galerie=99', 'e-sort-galerie=prix%3B']) {
      const { computed, problems } = await render(query)
      expect(problems.length, query).toBeGreaterThan(0)
      expect(computed.page).toBe(1)
      expect(computed.total, query).toBe(4)
    }
  })

  it('renders titles as text and an item without an image as a calm placeholder', async () => {
    const { html } = await render('', { perPage: 10 })
    expect(html).not.toContain('<script>')
    expect(html).toContain('Réseaux &lt;script&gt;alert(1)&lt;/script&gt;')
    expect(html).toMatch(/data-title="Sans image"[^>]*>.*?grid-item__placeholder/)
    // Third-party players are links until clicked: no frame in the markup.
    expect(html).not.toContain('<iframe')
    expect(html).toContain('data-type="youtube"')
  })

  it('searches the typed text as text', async () => {
    expect((await render('e-search-galerie=FOUILLE')).computed.total).toBe(1)
    expect((await render('e-search-galerie=' + encodeURIComponent('(.*'))).computed.total).toBe(0)
  })
})

describe('grid calls', () => {
  const SITE = 'http://localhost:3000'
  let pageId: number
  let draftPageId: number

  beforeAll(async () => {
    const grid = { blockType: 'grid', source: 'media', widgetId: 'galerie', layout: 'masonry', perPage: 2, pagination: 'more', filterTaxonomies: ['service'], sortKeys: ['title'] }
    pageId = (await payload.create({ collection: 'pages', data: { title: 'Galerie', slug: 'galerie', layout: [grid], _status: 'published' } as never, overrideAccess: true })).id
    draftPageId = (await payload.create({ collection: 'pages', data: { title: 'Brouillon', slug: 'brouillon', layout: [grid], _status: 'draft' } as never, draft: true, overrideAccess: true })).id
  })

  async function nonce(page: number, widget = 'galerie') {
    const { gridNonce } = await import('@/features/grid/api/nonce')
    return gridNonce(page, widget, process.env.PAYLOAD_SECRET!)
  }

  async function more(fields: Record<string, string>, headers: Record<string, string> = { origin: SITE }) {
    const { loadMore } = await import('@/features/grid/api/handlers.server')
    const body = new URLSearchParams({ action: 'the_grid_load_more', grid_name: 'galerie', grid_page: '2', grid_ajax: 'load_more', main_query: '', grid_data: JSON.stringify({ post_id: pageId }), grid_nonce: await nonce(pageId), ...fields })
    const response = await loadMore(new Request(`${SITE}/wp-admin/admin-ajax.php`, { method: 'POST', body, headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers } }))
    return { status: response.status, body: await response.json() }
  }

  async function refresh(body: unknown, headers: Record<string, string> = { origin: SITE }) {
    const { refreshLoop } = await import('@/features/grid/api/handlers.server')
    const response = await refreshLoop(new Request(`${SITE}/wp-json/elementor-pro/v1/refresh-loop`, { method: 'POST', body: typeof body === 'string' ? body : JSON.stringify(body), headers: { 'content-type': 'application/json', ...headers } }))
    return { status: response.status, body: await response.json() }
  }

  it('load more answers the next page’s items, from the same rendering as the page', async () => {
    const { status, body } = await more({})
    expect(status).toBe(200)
    expect(body).toMatchObject({ success: true, message: '', ajax_data: { page: 2, page_count: 2, total: 4, no_more: true } })
    expect(body.content.match(/<li class="grid-item"/g)).toHaveLength(2)
    expect(body.content).not.toContain('Brouillon caché')
    const filtered = await more({ grid_page: '1', grid_data: JSON.stringify({ post_id: pageId, query: 'e-filter-galerie-service=vrd&e-sort-galerie=title&e-order-galerie=asc' }) })
    expect(filtered.body.content).toMatch(/data-title="Réseaux &lt;script&gt;alert\(1\)&lt;\/script&gt;"[\s\S]*data-title="Vidéo du chantier"/)
  })

  it('load more refuses every bad field with a clear 400, never a 500', async () => {
    const cases: [Record<string, string>, RegExp][] = [
      [{ action: 'autre' }, /Action inconnue/],
      [{ grid_nonce: 'forged-forged-forged-x' }, /Jeton de la grille invalide/],
      [{ grid_name: 'inconnue', grid_nonce: await nonce(pageId, 'inconnue') }, /Grille inconnue/],
      [{ grid_page: '3' }, /au-delà de la dernière/],
      [{ grid_page: '0' }, /Numéro de page invalide/],
      [{ grid_page: 'abc' }, /Numéro de page invalide/],
      [{ grid_data: '{' }, /grid_data illisible/],
      [{ grid_data: '[]' }, /grid_data illisible/],
      [{ grid_data: JSON.stringify({ post_id: pageId, query: 'e-filter-galerie-service=inconnu' }) }, /terme inconnu/],
      [{ grid_data: JSON.stringify({ post_id: pageId, query: 'e-filter-galerie-couleur=rouge' }) }, /taxonomie inconnue/],
      [{ grid_data: JSON.stringify({ post_id: draftPageId }), grid_nonce: await nonce(draftPageId) }, /Page inconnue/],
      [{ grid_data: JSON.stringify({ post_id: pageId, query: 'x'.repeat(9000) }) }, /trop volumineuse/],
      [{ grid_ajax: 'autre' }, /Mode de chargement inconnu/],
    ]
    for (const [fields, message] of cases) {
      const { status, body } = await more(fields)
      expect(status, JSON.stringify(fields).slice(0, 80)).toBe(400)
      expect(body.success).toBe(false)
      expect(body.message).toMatch(message)
    }
    const foreign = await more({}, { origin: 'https://evil.example' })
    expect(foreign.status).toBe(403)
  })

  it('loop refresh answers the widget’s markup for the store’s filters', async () => {
    const store = { filters: { a: { filterType: 'taxonomy', filterData: { terms: ['vrd'], selectedTaxonomy: 'service', logicalJoin: 'AND' } } } }
    const { status, body } = await refresh({ post_id: pageId, widget_id: 'galerie', widget_filters: store, pagination_base_url: `${SITE}/galerie` })
    expect(status).toBe(200)
    expect(body.data).toContain('2 éléments')
    expect(body.data).toContain('data-term="vrd" aria-current="true"')
    expect(body.data).not.toContain('Fouille en pleine masse')
    // A filter whose operator is neither AND nor OR is disabled: the wider view.
    const disabled = await refresh({ post_id: pageId, widget_id: 'galerie', widget_filters: { filters: { a: { ...store.filters.a, filterData: { ...store.filters.a.filterData, logicalJoin: 'XOR' } } } }, pagination_base_url: '/galerie' })
    expect(disabled.body.data).toContain('4 éléments')
  })

  it('loop refresh refuses bad fields with a clear 400 and edit mode to visitors', async () => {
    const ok = { post_id: pageId, widget_id: 'galerie', widget_filters: { filters: {} }, pagination_base_url: '/galerie' }
    const cases: [unknown, RegExp][] = [
      ['{', /Corps illisible/],
      [{ ...ok, widget_id: 'autre' }, /Grille inconnue/],
      [{ ...ok, widget_id: 'a-b' }, /Identifiant de grille invalide/],
      [{ ...ok, post_id: draftPageId }, /Page inconnue/],
      [{ ...ok, post_id: 'x' }, /Identifiant de page invalide/],
      [{ ...ok, widget_filters: { filters: { a: { filterType: 'taxonomy', filterData: { terms: ['inconnu'], selectedTaxonomy: 'service' } } } } }, /terme inconnu/],
      [{ ...ok, widget_filters: { filters: { a: { filterType: 'taxonomy', filterData: { terms: ['<b>'], selectedTaxonomy: 'service' } } } } }, /illisible/],
      [{ ...ok, widget_filters: 'x' }, /widget_filters illisible/],
      [{ ...ok, pagination_base_url: 'https://evil.example/galerie' }, /pagination_base_url/],
      [{ ...ok, pagination_base_url: '/galerie?e-page-galerie=9' }, /au-delà de la dernière/],
      [{ ...ok, pagination_base_url: '/galerie?e-page-galerie=abc' }, /page illisible/],
    ]
    for (const [body, message] of cases) {
      const answer = await refresh(body)
      expect(answer.status, JSON.stringify(body).slice(0, 80)).toBe(400)
      expect(answer.body.message).toMatch(message)
    }
    expect((await refresh({ ...ok, is_edit_mode: true })).status).toBe(403)
    expect((await refresh(ok, { origin: 'https://evil.example' })).status).toBe(403)
  })
})

describe('the news page of a site made before it existed (docs/decisions/057)', () => {
  it('is left to the seed on an empty site, added once to a site with pages, and lists the news with their date', async () => {
    const { ensureNewsPage } = await import('@/features/posts/news-page')
    // Last in this file: the pages the tests above made go, so the site is as a new one.
    await payload.delete({ collection: 'pages', where: { id: { exists: true } }, overrideAccess: true })
    expect(await ensureNewsPage(payload)).toBe('empty')
    await payload.create({ collection: 'pages', data: { title: 'Accueil', slug: 'accueil', description: 'Une page d’un site existant.', _status: 'published' } as never, overrideAccess: true })
    expect(await ensureNewsPage(payload)).toBe('created')
    expect(await ensureNewsPage(payload)).toBe('present')
    const { docs } = await payload.find({ collection: 'pages', where: { slug: { equals: 'actualites' } }, depth: 0, overrideAccess: true })
    expect(docs).toHaveLength(1)
    expect(docs[0]!.title).toBe('Actualités')
    expect(docs[0]!.layout?.[0]).toMatchObject({ blockType: 'grid', source: 'posts', widgetId: 'actualites', pagination: 'pages', filterTaxonomies: ['category', 'post_tag'] })

    const { firstGridWidgetId } = await import('@/features/grid/options')
    expect(firstGridWidgetId(docs[0]!.layout as never, 'posts')).toBe('actualites')
    expect(firstGridWidgetId(docs[0]!.layout as never, 'machines')).toBeNull()
  })

  it('shows each post’s date on its card', async () => {
    const category = await payload.create({ collection: 'categories', data: { name: 'Chantiers', slug: 'chantiers' }, overrideAccess: true })
    await payload.create({
      collection: 'posts',
      data: { title: 'Un chantier', slug: 'un-chantier', publishedAt: '2026-03-03T09:00:00.000Z', excerpt: 'Résumé.', content: toLexical(['Le chantier en quelques lignes.']), categories: [category.id], _status: 'published' } as never,
      overrideAccess: true,
    })
    const { items } = await source('posts')
    const post = items.find((i) => i.title === 'Un chantier')!
    expect(post).toMatchObject({ href: '/actualites/un-chantier', published: '2026-03-03T09:00:00.000Z', terms: { category: ['chantiers'], post_tag: [] } })
    const { readGridOptions } = await import('@/features/grid/options')
    const { itemHtml } = await import('@/features/grid/render/html')
    const { options } = readGridOptions({ source: 'posts', widgetId: 'actualites', style: 'card' }, 'x')
    expect(itemHtml(post, options, 0, 'h2')).toContain('<time datetime="2026-03-03T09:00:00.000Z">3 mars 2026</time>')
  })
})
