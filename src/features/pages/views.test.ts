import { describe, expect, it } from 'vitest'

import { gridViewUrl, viewPageNumber } from './views.mjs'

describe('grid views rewritten by the production server', () => {
  it('sends a page carrying a grid key to the per-request route, query kept', () => {
    expect(gridViewUrl('/galerie?e-filter-galerie-service=vrd~tp&x=1')).toBe('/portfolio--filtre/galerie?e-filter-galerie-service=vrd~tp&x=1')
    expect(gridViewUrl('/?e-page-actus=2')).toBe('/portfolio--filtre?e-page-actus=2')
    expect(gridViewUrl('/services/vrd?e-sort-a=title')).toBe('/portfolio--filtre/services/vrd?e-sort-a=title')
    expect(gridViewUrl('/location-engins?e-search-engins=pelle')).toMatch(/^\/portfolio--filtre\/location-engins\?/)
  })

  it('sends the news page (a page of the back office) there, but never an article under it', () => {
    expect(gridViewUrl('/actualites?e-page-actualites=2')).toBe('/portfolio--filtre/actualites?e-page-actualites=2')
    expect(gridViewUrl('/actualites/un-article?e-page-actualites=2')).toBeNull()
    expect(gridViewUrl('/actualites/page/2?e-page-actualites=2')).toBeNull()
  })

  it('leaves everything else alone', () => {
    for (const url of ['/galerie', '/galerie?page=2', '/galerie?xe-page-a=2', '/recherche?e-page-a=2', '/api/pages?e-page-a=1', '/wp-admin/admin-ajax.php?e-page-a=1', '/_next/static/a.js?e-page-a=1', '/Galerie?e-page-a=1', '/portfolio--filtre/x?e-page-a=1', '/a//b?e-page-a=1'])
      expect(gridViewUrl(url), url).toBeNull()
  })
})

describe('a view’s page number, for its title', () => {
  it('is the first grid page above the first', () => {
    expect(viewPageNumber({ 'e-page-actualites': '2' })).toBe(2)
    expect(viewPageNumber({ 'e-filter-a-category': 'x', 'e-page-a': ['3', '4'] })).toBe(3)
  })

  it('is null for the first page, no page, or a value that is not one', () => {
    for (const query of [{}, { 'e-page-a': '1' }, { 'e-page-a': '0' }, { 'e-page-a': '2x' }, { 'e-page-a': '-2' }, { page: '2' }, { 'e-page-a': undefined }]) expect(viewPageNumber(query), JSON.stringify(query)).toBeNull()
  })
})
