import { afterEach, describe, expect, it, vi } from 'vitest'

import { fetchItemsPage, fetchTerms, itemsQuery, normaliseItem } from './api-client'
import { normaliseAttributes } from './attributes'
import { INITIAL_VIEW } from './url-state'

afterEach(() => vi.unstubAllGlobals())

describe('itemsQuery', () => {
  const attributes = normaliseAttributes({ itemsPerPage: 6, categorySelectedNum: [1, 2], tagsSelectedNum: [9] })

  it('asks per_page and page, and the presets while "all" is selected', () => {
    expect(itemsQuery(attributes, INITIAL_VIEW, 1).toString()).toBe('per_page=6&page=1&astra-portfolio-categories=1%2C2&astra-portfolio-tags=9')
  })

  it('asks the selected terms instead', () => {
    const query = itemsQuery(attributes, { category: 2, otherCategory: 5, search: '' }, 3)
    expect(Object.fromEntries(query)).toEqual({ per_page: '6', page: '3', 'astra-portfolio-categories': '2', 'astra-portfolio-other-categories': '5', 'astra-portfolio-tags': '9' })
  })

  it('asks the API to search every réalisation, with WordPress’s search parameter', () => {
    expect(itemsQuery(attributes, { ...INITIAL_VIEW, search: '  Donnery ' }, 1).get('search')).toBe('Donnery')
    expect(itemsQuery(attributes, { ...INITIAL_VIEW, search: '   ' }, 1).has('search')).toBe(false)
  })
})

describe('answers', () => {
  it('drops items without an id or a title and fills missing fields', () => {
    expect(normaliseItem({ title: { rendered: 'x' } })).toBeNull()
    expect(normaliseItem({ id: 1 })).toBeNull()
    expect(normaliseItem({ id: 1, title: { rendered: 'Cour' }, 'portfolio-type': 'bogus', 'astra-site-open-in-new-tab': 1 })).toMatchObject({
      id: 1,
      'portfolio-type': 'image',
      'astra-site-open-in-new-tab': '1',
      'astra-site-open-portfolio-in': 'iframe',
      'thumbnail-image-meta': { alt: '' },
      'astra-portfolio-categories': [],
    })
  })

  it('reads the total from X-WP-Total', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify([{ id: 1, title: { rendered: 'A' } }, { nope: true }]), { headers: { 'X-WP-Total': '42' } }))
    vi.stubGlobal('fetch', fetch)
    const page = await fetchItemsPage(normaliseAttributes({}), INITIAL_VIEW, 1, new AbortController().signal)
    expect(page.total).toBe(42)
    expect(page.items.map((i) => i.id)).toEqual([1])
    expect(fetch).toHaveBeenCalledWith('/wp-json/wp/v2/portfolio?per_page=12&page=1', expect.objectContaining({ signal: expect.any(AbortSignal) }))
  })

  it('fails on an HTTP error or an answer that is not a list', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('{"code":"x"}', { status: 500 })))
    await expect(fetchItemsPage(normaliseAttributes({}), INITIAL_VIEW, 1, new AbortController().signal)).rejects.toThrow('HTTP 500')
    vi.stubGlobal('fetch', vi.fn(async () => new Response('{"code":"x"}')))
    await expect(fetchTerms('/wp-json/wp/v2/portfolio-categories', new AbortController().signal)).rejects.toThrow('not a list')
  })
})
