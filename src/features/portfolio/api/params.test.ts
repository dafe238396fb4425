import { describe, expect, it } from 'vitest'

import { parseItemsParams, parseTermsParams } from './params'

const items = (query: string) => parseItemsParams(new URLSearchParams(query))

describe('parseItemsParams', () => {
  it('defaults to page 1 of 10, unfiltered', () => {
    expect(items('')).toEqual({ ok: true, value: { page: 1, perPage: 10, categories: [], otherCategories: [], tags: [] } })
  })

  it('reads per_page, page and the comma-joined taxonomy filters', () => {
    expect(items('per_page=12&page=2&astra-portfolio-categories=3,4&astra-portfolio-other-categories=5&astra-portfolio-tags=6, 7,,6')).toEqual({
      ok: true,
      value: { page: 2, perPage: 12, categories: [3, 4], otherCategories: [5], tags: [6, 7] },
    })
  })

  it('accepts the bounds, an empty filter, PHP’s last-wins and name[] forms', () => {
    expect(items('per_page=1').ok && items('per_page=100').ok).toBe(true)
    expect(items('astra-portfolio-categories=')).toMatchObject({ ok: true, value: { categories: [] } })
    expect(items('page=1&page=3')).toMatchObject({ ok: true, value: { page: 3 } })
    expect(items('astra-portfolio-tags[]=1&astra-portfolio-tags[]=2')).toMatchObject({ ok: true, value: { tags: [1, 2] } })
  })

  it('reports every invalid parameter with WordPress’s codes and messages', () => {
    const result = items('per_page=0&page=abc&astra-portfolio-categories=1,x')
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(result.errors).toEqual([
      { name: 'page', code: 'rest_invalid_type', message: 'page n’est pas de type integer.' },
      { name: 'per_page', code: 'rest_out_of_bounds', message: 'per_page doit être compris entre 1 (inclus) et 100 (inclus)' },
      { name: 'astra-portfolio-categories', code: 'rest_invalid_type', message: 'astra-portfolio-categories[1] n’est pas de type integer.' },
    ])
  })

  it('refuses negative pages, decimals, and more than 100 ids in one filter', () => {
    for (const bad of ['page=-1', 'page=0', 'per_page=2.5', 'per_page=1e2', 'per_page=-5', `astra-portfolio-tags=${Array.from({ length: 101 }, (_, i) => i + 1).join(',')}`]) {
      expect(items(bad).ok, bad).toBe(false)
    }
  })
})

describe('parseTermsParams', () => {
  it('reads and checks per_page and page only', () => {
    expect(parseTermsParams(new URLSearchParams('per_page=100&hide_empty=1'))).toEqual({ ok: true, value: { page: 1, perPage: 100 } })
    expect(parseTermsParams(new URLSearchParams('per_page=0')).ok).toBe(false)
  })
})
