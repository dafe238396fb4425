import { describe, expect, it } from 'vitest'

import { codeAtFirstSign, readGridOptions } from './options'
import { readGridExtras, writeGridExtras } from './query/extras'

describe('grid options', () => {
  it('reads stored values and gives the defaults for empty ones', () => {
    const { options, problems } = readGridOptions({ source: 'machines', layout: 'packery', perPage: 6, columns: [5, 4], filterTaxonomies: ['machine-type'], filterLoad: 'machine-type:mini-pelle', sortKeys: ['regular-price'], metaSortKeys: ['poids'] }, 'abc')
    expect(problems).toEqual([])
    expect(options).toMatchObject({ widgetId: 'abc', source: 'machines', layout: 'packery', perPage: 6, columns: [5, 4, 3, 2, 1, 1], filterLoad: { taxonomy: 'machine-type', term: 'mini-pelle' }, sortKeys: ['regular-price', 'poids'], pagination: 'pages', orderLoad: 'desc' })
    expect(options.texts.loadMoreText).toBe('Voir plus')
  })

  it('puts a safe default in place of each bad value and says why in French', () => {
    const { options, problems } = readGridOptions(
      { source: 'nope', layout: 'spiral', perPage: 0, gutter: 1e9, columns: [0, 'x', 3.5], widgetId: 'a-b', filterTaxonomies: ['machine-type'], filterLoad: 'couleur', sortKeys: ['<b>'], cycle: -1, loadMoreText: '   ' },
      'fallback',
    )
    expect(options).toMatchObject({ source: 'media', layout: 'masonry', perPage: 12, gutter: 12, columns: [4, 3, 3, 2, 1, 1], widgetId: 'fallback', filterTaxonomies: [], filterLoad: null, sortKeys: [], slider: { cycle: 5000 } })
    expect(options.texts.loadMoreText).toBe('Voir plus')
    expect(problems.length).toBeGreaterThanOrEqual(9)
    expect(problems.join(' ')).toMatch(/Source « nope » inconnue/)
    expect(problems.join(' ')).toMatch(/hors limites \(1 à 48\)/)
  })

  it('plays videos in place in the carousel, in the lightbox elsewhere (bad layout: the default’s lightbox)', () => {
    expect(readGridOptions({ source: 'media', layout: 'slider' }, 'g').options.videoPlayback).toBe('in-place')
    for (const layout of ['masonry', 'packery', 'justified', 'gallery', 'spiral', undefined])
      expect(readGridOptions({ source: 'media', layout }, 'g').options.videoPlayback, String(layout)).toBe('lightbox')
  })

  it('waits for the visitor’s first sign, unless the grid slides, rotates or loads on scroll as its page’s first block', () => {
    const at = (layout: string, pagination: string, index: number) => codeAtFirstSign(readGridOptions({ source: 'media', layout, pagination }, 'g').options, index)
    for (const layout of ['masonry', 'packery', 'justified']) {
      expect(at(layout, 'pages', 0), layout).toBe(true)
      expect(at(layout, 'more', 0), layout).toBe(true)
    }
    // The first view of its page: it turns, adds its buttons or asks for its next page by itself.
    expect(at('slider', 'pages', 0)).toBe(false)
    expect(at('gallery', 'pages', 0)).toBe(false)
    expect(at('masonry', 'scroll', 0)).toBe(false)
    // Lower down (/galerie's carousel and slideshow are its fourth and fifth blocks).
    expect(at('slider', 'pages', 3)).toBe(true)
    expect(at('gallery', 'pages', 4)).toBe(true)
    expect(at('masonry', 'scroll', 1)).toBe(true)
  })

  it('reads and writes the sort, order and search of one grid, keeping the rest', () => {
    const params = new URLSearchParams('a=1&e-sort-g=regular-price&e-order-g=up&e-search-g=%20pelle%20&e-sort-h=title')
    expect(readGridExtras(params, 'g')).toEqual({ sort: 'regular-price', order: null, search: 'pelle', problems: ['ordre illisible : up'] })
    expect(readGridExtras(new URLSearchParams('e-sort-g=a;b'), 'g').sort).toBeNull()
    expect(readGridExtras(new URLSearchParams(`e-search-g=${'x'.repeat(500)}`), 'g').search).toHaveLength(100)
    expect(writeGridExtras(params, 'g', { sort: 'title', order: 'asc', search: '' }).toString()).toBe('a=1&e-sort-h=title&e-sort-g=title&e-order-g=asc')
  })
})
