import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { freshPayload } from './harness'
import { postgresAvailable, throwawayDatabase } from './pg'

/**
 * The same content model on PostgreSQL, through the committed PostgreSQL migrations. Runs when a
 * server is reachable (PG_TEST_URL, or the local one); the default run needs nothing but SQLite.
 */
const database = throwawayDatabase('vitrine_test')

describe.runIf(await postgresAvailable('tests'))('on PostgreSQL', () => {
  let payload: Payload
  let cleanup: () => Promise<void>

  beforeAll(async () => {
    ;({ payload, cleanup } = await freshPayload({ databaseUrl: await database.create() }))
  }, 120_000)

  afterAll(async () => {
    await cleanup?.()
    await database.drop()
  })

  it('applies the migrations and stores pages with their blocks', async () => {
    await payload.create({
      collection: 'pages',
      data: {
        title: 'Terrassement',
        slug: 'services/terrassement',
        _status: 'published',
        layout: [{ blockType: 'faq', heading: 'Questions', items: [{ question: 'Délai ?', answer: 'Deux semaines pour un déblai.' }] }],
      },
      overrideAccess: true,
    })
    const found = await payload.find({ collection: 'pages', where: { slug: { equals: 'services/terrassement' } }, overrideAccess: false })
    expect(found.docs[0]?.layout?.[0]?.blockType).toBe('faq')
  })

  it('searches without accents or case', async () => {
    const { searchSite } = await import('@/features/search/search.server')
    const result = await searchSite('DEBLAI', 1)
    expect(result.hits.map((h) => h.href)).toEqual(['/services/terrassement'])
  })

  it('serves the portfolio read API, published réalisations only', async () => {
    const category = await payload.create({ collection: 'portfolio-categories', data: { name: 'Aménagements &amp; extérieurs', slug: 'amenagements' }, overrideAccess: true })
    await payload.create({
      collection: 'portfolio-items',
      data: { title: 'Terrasse à Mardié', slug: 'terrasse-mardie', type: 'page', pageUrl: '/services/vrd', categories: [category.id], _status: 'published' },
      overrideAccess: true,
    })
    await payload.create({
      collection: 'portfolio-items',
      data: { title: 'Brouillon', slug: 'brouillon', type: 'page', pageUrl: '/', categories: [category.id], _status: 'draft' },
      draft: true,
      overrideAccess: true,
    })
    const { getPortfolioItems, getPortfolioTerms } = await import('@/features/portfolio/api/handlers.server')
    const items = await getPortfolioItems(new Request(`http://localhost/wp-json/wp/v2/portfolio?astra-portfolio-categories=${category.id}`))
    expect(items.headers.get('X-WP-Total')).toBe('1')
    expect(((await items.json()) as { slug: string }[]).map((i) => i.slug)).toEqual(['terrasse-mardie'])
    const terms = await getPortfolioTerms('categories', new Request('http://localhost/wp-json/wp/v2/portfolio-categories'))
    expect(await terms.json()).toEqual([expect.objectContaining({ name: 'Aménagements &amp; extérieurs', count: 1 })])
  })

  it('keeps slugs unique', async () => {
    await expect(
      payload.create({ collection: 'pages', data: { title: 'Doublon', slug: 'services/terrassement' }, overrideAccess: true }),
    ).rejects.toThrow()
  })
})
