import type { Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

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
    return { view, computed, problems, html: widgetInnerHtml({ options, contents, view, computed, path: '/galerie', query: params, headingLevel: 'h2' }) }
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
