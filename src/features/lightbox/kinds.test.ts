// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'

import { SLIDE_KINDS } from './constants'
import { isSlideKind, slideKinds } from './kinds'
import { kindOf, lightboxFromLink, lightboxFromSettings } from './slides'

const BASE = 'https://www.morel-terrassement.fr/services/terrassement'

describe('the slide-kinds registry', () => {
  it('has exactly the spec’s kinds', () => {
    expect(Object.keys(slideKinds).sort()).toEqual([...SLIDE_KINDS].sort())
    expect(isSlideKind('ajax')).toBe(true)
    expect(isSlideKind('toString')).toBe(false)
    expect(isSlideKind('iframe')).toBe(false)
  })

  it('image and video take web addresses only', () => {
    expect(slideKinds.image.source('/media/a.webp', BASE)).toBe('https://www.morel-terrassement.fr/media/a.webp')
    expect(slideKinds.image.source('javascript:alert(1)', BASE)).toBeNull()
    expect(slideKinds.video.source('https://youtu.be/dQw4w9WgXcQ', BASE)).toBe('https://youtu.be/dQw4w9WgXcQ')
    expect(slideKinds.video.source('data:video/mp4,x', BASE)).toBeNull()
  })

  it('inline takes an element of this very page only', () => {
    expect(slideKinds.inline.source('#etapes', BASE)).toBe('#etapes')
    expect(slideKinds.inline.source('/services/terrassement#etapes', BASE)).toBe('#etapes')
    expect(slideKinds.inline.source('/services/vrd#etapes', BASE)).toBeNull()
    expect(slideKinds.inline.source('#1-pas-un-id', BASE)).toBeNull()
    expect(slideKinds.inline.source('#', BASE)).toBeNull()
  })

  it('ajax keeps a foreign address as a slide, to be refused with the error state when shown', () => {
    expect(slideKinds.ajax.source('/services/assainissement#etapes', BASE)).toBe('https://www.morel-terrassement.fr/services/assainissement#etapes')
    expect(slideKinds.ajax.source('https://evil.example/', BASE)).toBe('https://evil.example/')
    expect(slideKinds.ajax.source('javascript:alert(1)', BASE)).toBeNull()
  })

  it('says which kinds are boxes of text', () => {
    expect(Object.entries(slideKinds).filter(([, kind]) => kind.document).map(([name]) => name)).toEqual(['inline', 'ajax'])
  })
})

describe('slides from the page', () => {
  it('reads a link’s kind: its attribute, else an image or video link', () => {
    document.body.innerHTML = `
      <a id="a" href="#x" data-lightbox-kind="inline"></a><a id="b" href="/m.webp"></a>
      <a id="c" href="/film" data-lightbox-video></a><a id="d" href="/contact"></a><a id="e" href="/m.webp" data-lightbox-kind="iframe"></a>`
    const kind = (id: string) => kindOf(document.getElementById(id)!)
    expect([kind('a'), kind('b'), kind('c'), kind('d'), kind('e')]).toEqual(['inline', 'image', 'video', null, null])
  })

  it('gathers a gallery of every kind in page order, at the clicked link', () => {
    document.body.innerHTML = `
      <a href="https://youtu.be/dQw4w9WgXcQ" data-lightbox-kind="video" data-lightbox-gallery="chantier" data-caption="Le chantier en vidéo">Vidéo</a>
      <a href="/media/a.webp" data-lightbox-gallery="chantier"><img src="/a.webp" alt="Décapage"></a>
      <a href="#etapes" data-lightbox-kind="inline" data-lightbox-gallery="autre">Étapes</a>
      <a id="ajax" href="/services/vrd" data-lightbox-kind="ajax" data-lightbox-gallery="chantier">VRD</a>
      <a href="/contact" data-lightbox-gallery="chantier">Pas une visionneuse</a>`
    const options = lightboxFromLink(document.getElementById('ajax') as HTMLAnchorElement)!
    expect(options.slides.map((slide) => slide.type)).toEqual(['video', 'image', 'ajax'])
    expect(options.index).toBe(2)
    expect(options.slides[0].caption).toBe('Le chantier en vidéo')
    expect(options.slides[1].alt).toBe('Décapage')
  })

  it('opens nothing for a link whose address its kind cannot show', () => {
    document.body.innerHTML = '<a id="x" href="/autre-page#etapes" data-lightbox-kind="inline">Étapes</a>'
    expect(lightboxFromLink(document.getElementById('x') as HTMLAnchorElement)).toBeNull()
  })

  it('builds a slideshow from lightbox action settings, refusing unsafe urls', () => {
    document.body.innerHTML = `
      <a href="/media/a.webp" data-lightbox-gallery="chantier"><img src="/a-thumb.webp" alt="Décapage"></a>
      <a href="/media/b.webp" data-lightbox-gallery="chantier" data-caption="Remblai compacté"><img src="/b.webp" alt=""></a>`
    const gallery = lightboxFromSettings({ type: 'image', url: '/media/b.webp', slideshow: 'chantier' }, document, null)!
    expect(gallery.index).toBe(1)
    expect(gallery.slides.map((s) => s.caption)).toEqual(['Décapage', 'Remblai compacté'])
    expect(lightboxFromSettings({ url: 'https://exemple.fr/photo.jpg', title: 'Tranchée' }, document, null)).toEqual({
      slides: [{ type: 'image', src: 'https://exemple.fr/photo.jpg', alt: 'Tranchée', caption: 'Tranchée' }],
      index: 0,
      opener: null,
    })
    expect(lightboxFromSettings({ url: 'javascript:alert(1)' }, document, null)).toBeNull()
    expect(lightboxFromSettings({}, document, null)).toBeNull()
  })
})
