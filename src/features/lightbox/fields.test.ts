import { describe, expect, it } from 'vitest'

import { GALLERY_NAME, lightboxHrefError, lightboxMessages } from './fields'

describe('a button opening in the lightbox: its address checked against its kind, in French', () => {
  it('inline: an anchor of this page', () => {
    expect(lightboxHrefError('inline', '#etapes')).toBeNull()
    expect(lightboxHrefError('inline', '/services#etapes')).toBe(lightboxMessages.inline)
    expect(lightboxHrefError('inline', '#1er')).toBe(lightboxMessages.inline)
  })

  it('ajax: a path of this site, never another site', () => {
    expect(lightboxHrefError('ajax', '/services/assainissement#etapes')).toBeNull()
    expect(lightboxHrefError('ajax', 'https://exemple.org/page')).toBe(lightboxMessages.ajax)
    expect(lightboxHrefError('ajax', '//exemple.org/page')).toBe(lightboxMessages.ajax)
    expect(lightboxHrefError('ajax', '#etapes')).toBe(lightboxMessages.ajax)
  })

  it('video: a YouTube, Vimeo or Wistia address, or a video file', () => {
    expect(lightboxHrefError('video', 'https://www.youtube.com/watch?v=aqz-KE-bpKQ')).toBeNull()
    expect(lightboxHrefError('video', 'https://vimeo.com/76979871')).toBeNull()
    expect(lightboxHrefError('video', 'https://fast.wistia.net/embed/iframe/abcdefghij')).toBeNull()
    expect(lightboxHrefError('video', '/media/chantier.mp4')).toBeNull()
    expect(lightboxHrefError('video', 'https://exemple.org/video')).toBe(lightboxMessages.video)
  })

  it('image: a path or a web address', () => {
    expect(lightboxHrefError('image', '/media/a.webp')).toBeNull()
    expect(lightboxHrefError('image', 'https://exemple.org/a.jpg')).toBeNull()
    expect(lightboxHrefError('image', 'mailto:contact@exemple.org')).toBe(lightboxMessages.image)
  })

  it('a gallery name: letters (accented too), digits, hyphens, at most 40', () => {
    expect(GALLERY_NAME.test('photos-chantier')).toBe(true)
    expect(GALLERY_NAME.test('chantier_été')).toBe(true)
    expect(GALLERY_NAME.test('deux mots')).toBe(false)
    expect(GALLERY_NAME.test('a"]')).toBe(false)
    expect(GALLERY_NAME.test('x'.repeat(41))).toBe(false)
  })
})
