import { describe, expect, it } from 'vitest'

import { isPageHref } from './page-href'

describe('which links are the site’s pages', () => {
  it('takes paths to pages, with their query and anchor', () => {
    for (const href of ['/', '/contact', '/services/terrassement', '/#services', '/actualites?page=2', '/realisations/', '/v1.2-notes'])
      expect(isPageHref(href), href).toBe(true)
  })

  it('leaves files, the API, the back office, form endpoints and other sites to plain links', () => {
    for (const href of ['/sitemap.xml', '/docs/plaquette.pdf', '/robots.txt', '/icon.svg?v=2', '/api/media/file/a.webp', '/admin', '/wp-json/wp/v2/posts', '/formulaires/envoi', '//evil.example/x', '/\\evil.example', 'https://exemple.fr/', 'mailto:a@b.fr', '#haut', 'tel:0238000000'])
      expect(isPageHref(href), href).toBe(false)
  })
})
