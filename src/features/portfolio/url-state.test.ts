import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import {
  INITIAL_VIEW,
  RESERVED_TOP_SEGMENTS,
  constrainView,
  filteredViewPath,
  parseSelection,
  readViewState,
  viewHref,
  viewQuery,
} from './url-state'

describe('the view in the address', () => {
  it('reads ?categorie, ?autre and ?q, from URLSearchParams or Next.js searchParams', () => {
    expect(readViewState(new URLSearchParams('categorie=12&autre=3&q=Ch%C3%A9cy'))).toEqual({ category: 12, otherCategory: 3, search: 'Chécy' })
    expect(readViewState({ categorie: ['7', '8'], q: 'gabions' })).toEqual({ category: 7, otherCategory: 'all', search: 'gabions' })
    expect(readViewState({})).toEqual(INITIAL_VIEW)
  })

  it('reads anything that is not a term id as "all"', () => {
    for (const bad of ['', 'abc', '0', '-1', '1e3', '1.5', '12abc', ' ', '99999999999']) expect(parseSelection(bad), bad).toBe('all')
    expect(parseSelection(' 42 ')).toBe(42)
  })

  it('cuts an over-long search', () => {
    expect(readViewState(new URLSearchParams({ q: 'x'.repeat(500) })).search).toHaveLength(100)
  })

  it('writes only what is filtered, keeping the other parameters', () => {
    expect(viewQuery(INITIAL_VIEW)).toBe('')
    expect(viewQuery({ category: 4, otherCategory: 'all', search: '' })).toBe('categorie=4')
    expect(viewQuery({ category: 4, otherCategory: 9, search: 'cour & allée' }, new URLSearchParams('utm_source=x&q=old'))).toBe(
      'utm_source=x&q=cour+%26+all%C3%A9e&categorie=4&autre=9',
    )
    expect(viewQuery(INITIAL_VIEW, new URLSearchParams('categorie=4&q=x&page=2'))).toBe('page=2')
    expect(viewQuery({ ...INITIAL_VIEW, search: '   ' })).toBe('')
  })

  it('builds the links of the filter lists', () => {
    expect(viewHref('/realisations', INITIAL_VIEW)).toBe('/realisations')
    expect(viewHref('/realisations', { category: 4, otherCategory: 'all', search: '(.*' })).toBe('/realisations?categorie=4&q=%28.*')
  })

  it('round-trips', () => {
    const view = { category: 5, otherCategory: 6, search: 'Déblai & remblai' }
    expect(readViewState(new URLSearchParams(viewQuery(view)))).toEqual(view)
  })

  it('keeps a selection within the block’s preset lists', () => {
    const presets = { categorySelectedNum: [1, 2], otherCategorySelectedNum: [] }
    expect(constrainView({ category: 3, otherCategory: 9, search: 'x' }, presets)).toEqual({ category: 'all', otherCategory: 9, search: 'x' })
    expect(constrainView({ category: 2, otherCategory: 'all', search: '' }, presets).category).toBe(2)
  })
})

describe('filteredViewPath (src/proxy.ts)', () => {
  const params = (q: string) => new URLSearchParams(q)

  it('sends a page with view parameters to the per-request route', () => {
    expect(filteredViewPath('/realisations', params('categorie=3'))).toBe('/portfolio--filtre/realisations')
    expect(filteredViewPath('/services/vrd', params('q=x'))).toBe('/portfolio--filtre/services/vrd')
    expect(filteredViewPath('/', params('autre=2'))).toBe('/portfolio--filtre')
    expect(filteredViewPath('/actualites', params('q=x'))).toBe('/portfolio--filtre/actualites')
  })

  it('leaves alone requests without them, and the app’s own routes', () => {
    expect(filteredViewPath('/realisations', params(''))).toBeNull()
    expect(filteredViewPath('/realisations', params('page=2&s=x'))).toBeNull()
    // /actualites itself is a page of the back office (docs/decisions/057); its articles are the app's.
    for (const route of ['/actualites/un-article', '/actualites/page/2', '/recherche', '/connexion', '/compte', '/admin/collections/pages', '/api/pages', '/wp-json/wp/v2/portfolio', '/portfolio--filtre/realisations']) {
      expect(filteredViewPath(route, params('q=x')), route).toBeNull()
    }
    for (const odd of ['/Realisations', '/realisations/', '/a//b', '/%2e%2e/admin', '/robots.txt']) expect(filteredViewPath(odd, params('q=x')), odd).toBeNull()
  })

  it('knows every top-level route of src/app, so a new one cannot be swallowed', () => {
    const app = path.resolve(import.meta.dirname, '../../app')
    const topLevel = (dir: string): string[] =>
      fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
        // Route groups "(site)" are transparent; dynamic segments are the pages themselves.
        if (entry.name.startsWith('(') && entry.isDirectory()) return topLevel(path.join(dir, entry.name))
        if (entry.name.startsWith('[') || entry.name.startsWith('_')) return []
        if (!entry.isDirectory()) return /^(robots|sitemap|icon|favicon|manifest)\./.test(entry.name) ? [entry.name.replace(/\.tsx?$/, '.txt')] : []
        return [entry.name]
      })
    for (const segment of topLevel(app)) {
      expect(RESERVED_TOP_SEGMENTS.has(segment), segment).toBe(true)
    }
  })
})
