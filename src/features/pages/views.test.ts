import { describe, expect, it } from 'vitest'

import { gridViewUrl } from './views.mjs'

describe('grid views rewritten by the production server', () => {
  it('sends a page carrying a grid key to the per-request route, query kept', () => {
    expect(gridViewUrl('/galerie?e-filter-galerie-service=vrd~tp&x=1')).toBe('/portfolio--filtre/galerie?e-filter-galerie-service=vrd~tp&x=1')
    expect(gridViewUrl('/?e-page-actus=2')).toBe('/portfolio--filtre?e-page-actus=2')
    expect(gridViewUrl('/services/vrd?e-sort-a=title')).toBe('/portfolio--filtre/services/vrd?e-sort-a=title')
    expect(gridViewUrl('/location-engins?e-search-engins=pelle')).toMatch(/^\/portfolio--filtre\/location-engins\?/)
  })

  it('leaves everything else alone', () => {
    for (const url of ['/galerie', '/galerie?page=2', '/galerie?xe-page-a=2', '/actualites?e-page-a=2', '/api/pages?e-page-a=1', '/wp-admin/admin-ajax.php?e-page-a=1', '/_next/static/a.js?e-page-a=1', '/Galerie?e-page-a=1', '/portfolio--filtre/x?e-page-a=1', '/a//b?e-page-a=1'])
      expect(gridViewUrl(url), url).toBeNull()
  })
})
