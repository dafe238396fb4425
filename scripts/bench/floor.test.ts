import { describe, expect, it } from 'vitest'

import { floorPage } from './floor.mjs'

/**
 * The floor serves a page's own HTML with no script of the site (issue 17): what the first paint
 * needs (styles, inline palette, preloads, the body) kept and pointed at the site; every script,
 * the held ones included, left out.
 */
const SITE = 'http://127.0.0.1:3200'
const page =
  '<!DOCTYPE html><html lang="fr" class="inter archivo"><head><meta charset="utf-8"/>' +
  '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>' +
  '<link rel="preload" href="/_next/static/media/inter.woff2" as="font" crossorigin="" type="font/woff2"/>' +
  '<link rel="preload" as="image" imageSrcSet="/api/media/file/h-800x500.webp 800w, /api/media/file/h.webp 1600w" imageSizes="100vw" fetchPriority="high"/>' +
  '<link rel="preload" href="/_next/static/chunks/b.js" as="script"/>' +
  '<style id="vitrine-theme-style">:root{--color-text:#111}</style>' +
  '<script>document.documentElement.classList.add("js")</script></head>' +
  '<body><div data-consent-banner=""><section>Vos choix</section><script>show()</script></div>' +
  '<main><img src="/api/media/file/h-800x500.webp" srcset="/api/media/file/h-800x500.webp 800w, /api/media/file/h.webp 1600w"></main>' +
  '<script type="vitrine/after-hero" data-src="/_next/static/chunks/c.js"></script></body></html>'

describe('the floor’s copy of a page', () => {
  it('keeps the styles, the preloads and the body, pointed at the site, without any script', () => {
    const floor = floorPage(page, SITE)
    expect(floor.htmlClass).toBe('inter archivo')
    expect(floor.links).toEqual([
      { rel: 'stylesheet', href: `${SITE}/_next/static/chunks/a.css` },
      { rel: 'preload', href: `${SITE}/_next/static/media/inter.woff2`, as: 'font', crossOrigin: '', type: 'font/woff2' },
      { rel: 'preload', as: 'image', imageSrcSet: `${SITE}/api/media/file/h-800x500.webp 800w, ${SITE}/api/media/file/h.webp 1600w`, imageSizes: '100vw', fetchPriority: 'high' },
    ])
    expect(floor.styles).toEqual([':root{--color-text:#111}'])
    expect(floor.body).toBe(
      `<div data-consent-banner=""><section>Vos choix</section></div><main><img src="${SITE}/api/media/file/h-800x500.webp" srcset="${SITE}/api/media/file/h-800x500.webp 800w, ${SITE}/api/media/file/h.webp 1600w"></main>`,
    )
  })
})
