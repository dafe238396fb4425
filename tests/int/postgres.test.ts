import pg from 'pg'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { freshPayload } from './harness'

/**
 * The same content model on PostgreSQL, through the committed PostgreSQL migrations. Runs when a
 * server is reachable (PG_TEST_URL, or the local one); the default run needs nothing but SQLite.
 */
const ADMIN_URL = process.env.PG_TEST_URL || 'postgres://postgres@127.0.0.1:5432/postgres'
const DB_NAME = `vitrine_test_${process.pid}_${Date.now()}`

async function reachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 2000 })
  try {
    await client.connect()
    await client.query('select 1')
    return true
  } catch {
    return false
  } finally {
    await client.end().catch(() => {})
  }
}

const available = await reachable()
if (!available) console.warn(`PostgreSQL injoignable (${ADMIN_URL}) : tests PostgreSQL non exécutés.`)

async function admin(sql: string) {
  const client = new pg.Client({ connectionString: ADMIN_URL })
  await client.connect()
  try {
    await client.query(sql)
  } finally {
    await client.end()
  }
}

describe.runIf(available)('on PostgreSQL', () => {
  let payload: Payload
  let cleanup: () => Promise<void>

  beforeAll(async () => {
    await admin(`create database "${DB_NAME}"`)
    const url = new URL(ADMIN_URL)
    url.pathname = `/${DB_NAME}`
    ;({ payload, cleanup } = await freshPayload({ databaseUrl: url.toString() }))
  }, 120_000)

  afterAll(async () => {
    await cleanup?.()
    await admin(`select pg_terminate_backend(pid) from pg_stat_activity where datname = '${DB_NAME}' and pid <> pg_backend_pid()`)
    await admin(`drop database if exists "${DB_NAME}"`)
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
