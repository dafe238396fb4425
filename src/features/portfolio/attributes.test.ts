import { afterEach, describe, expect, it, vi } from 'vitest'

import { normaliseAttributes, parseAttributes } from './attributes'

afterEach(() => vi.restoreAllMocks())

describe('normaliseAttributes', () => {
  it('gives every attribute its default, with the spec’s labels', () => {
    const a = normaliseAttributes({})
    expect(a).toMatchObject({
      itemsPerPage: 12,
      columns: 3,
      thumbnailHoverStyle: 'style-2',
      titlePosition: 'bottom',
      scrollSpeed: 3,
      'show-quick-view': 'no',
      quickViewText: 'Quick View',
      allText: 'All',
      searchPlaceholder: 'Search...',
      noItemsText: 'No items found',
      'load-more-text': 'Load More',
      showCategories: true,
      showOtherCategories: false,
      showSearch: true,
      headerColor: '',
      categorySelectedNum: [],
      loadMoreVerticalPadding: null,
      loadMoreSize: 'medium',
      apiUrl: '/wp-json/wp/v2/portfolio',
      categoriesUrl: '/wp-json/wp/v2/portfolio-categories',
      otherCategoriesUrl: '/wp-json/wp/v2/portfolio-other-categories',
    })
    expect(normaliseAttributes(null)).toEqual(a)
    expect(normaliseAttributes([1, 2])).toEqual(a)
  })

  it('keeps valid values and the block’s own labels', () => {
    const a = normaliseAttributes({
      itemsPerPage: '8',
      columns: 4,
      thumbnailHoverStyle: 'style-1',
      titlePosition: 'top',
      scrollSpeed: 2.5,
      'show-quick-view': 'yes',
      quickViewText: ' Aperçu rapide ',
      allText: 'Tous',
      'load-more-text': 'Voir plus',
      showCategories: 'no',
      showOtherCategories: true,
      headerColor: '#A4500F',
      categorySelectedNum: [3, '4', 3, -1, 'x', 2.5],
      tagsSelectedNum: '5,6',
      categorySelectedLabels: ['Terrassement', 7, ''],
      loadMoreBorderRadius: 12,
    })
    expect(a).toMatchObject({
      itemsPerPage: 8,
      columns: 4,
      thumbnailHoverStyle: 'style-1',
      titlePosition: 'top',
      scrollSpeed: 2.5,
      'show-quick-view': 'yes',
      quickViewText: 'Aperçu rapide',
      allText: 'Tous',
      'load-more-text': 'Voir plus',
      showCategories: false,
      showOtherCategories: true,
      headerColor: '#a4500f',
      categorySelectedNum: [3, 4],
      tagsSelectedNum: [5, 6],
      categorySelectedLabels: ['Terrassement'],
      loadMoreBorderRadius: 12,
    })
  })

  it('clamps numbers and drops what could break the page or its CSS', () => {
    const a = normaliseAttributes({
      itemsPerPage: 1000,
      columns: 0,
      scrollSpeed: -4,
      thumbnailHoverStyle: 'style-9',
      headerColor: 'red; background: url(x)',
      loadMoreBgColor: '#fff',
      loadMoreBorderWidth: 99,
      apiUrl: 'https://evil.example/api',
      categoriesUrl: '//evil.example/x',
      quickViewText: 'x'.repeat(500),
    })
    expect(a).toMatchObject({
      itemsPerPage: 100,
      columns: 1,
      scrollSpeed: 0,
      thumbnailHoverStyle: 'style-2',
      headerColor: '',
      loadMoreBgColor: '',
      loadMoreBorderWidth: 10,
      apiUrl: '/wp-json/wp/v2/portfolio',
      categoriesUrl: '/wp-json/wp/v2/portfolio-categories',
    })
    expect(a.quickViewText).toHaveLength(80)
  })
})

describe('parseAttributes', () => {
  it('parses the attribute’s JSON', () => {
    expect(parseAttributes('{"itemsPerPage":6,"allText":"Tous"}')).toMatchObject({ itemsPerPage: 6, allText: 'Tous' })
  })

  it('logs "Error parsing attributes" and gives nothing for invalid JSON or a missing attribute', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(parseAttributes('{itemsPerPage: 6')).toBeNull()
    expect(parseAttributes(null)).toBeNull()
    expect(error).toHaveBeenCalledTimes(2)
    expect(error.mock.calls[0]?.[0]).toBe('Error parsing attributes')
  })
})
