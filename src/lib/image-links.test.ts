// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { isImageUrl, isLightboxImageLink, LIGHTBOX_IMAGE_EXTENSIONS } from './image-links'

function link(href: string | null, attrs: Record<string, string> = {}) {
  const a = document.createElement('a')
  if (href !== null) a.setAttribute('href', href)
  for (const [k, v] of Object.entries(attrs)) a.setAttribute(k, v)
  return a
}

describe('isLightboxImageLink', () => {
  it.each(LIGHTBOX_IMAGE_EXTENSIONS.flatMap((ext) => [ext, ext.toUpperCase()]))('accepts .%s', (ext) => {
    expect(isLightboxImageLink(link(`/media/chantier.${ext}`))).toBe(true)
  })

  it.each(['/media/plan.pdf', '/media/chantier.bmp', '/realisations/', '/media/jpg', '/media/photo.jpg.html', 'https://exemple.fr'])(
    'rejects %s',
    (href) => expect(isLightboxImageLink(link(href))).toBe(false),
  )

  it('ignores the query string and fragment', () => {
    expect(isLightboxImageLink(link('https://cdn.exemple.fr/photo.webp?w=1200&q=80'))).toBe(true)
    expect(isLightboxImageLink(link('/photo.AVIF#zoom'))).toBe(true)
    expect(isLightboxImageLink(link('/page?image=photo.jpg'))).toBe(false)
    expect(isImageUrl('/a.png?x=1#y')).toBe(true)
  })

  it('refuses links with a download attribute', () => {
    expect(isLightboxImageLink(link('/plan.png', { download: '' }))).toBe(false)
    expect(isLightboxImageLink(link('/plan.png', { download: 'plan.png' }))).toBe(false)
  })

  it('accepts links flagged as video', () => {
    expect(isLightboxImageLink(link('https://www.youtube.com/watch?v=abc', { 'data-lightbox-video': '' }))).toBe(true)
  })

  it('can be forced on or off per element', () => {
    expect(isLightboxImageLink(link('/photo.jpg', { 'data-lightbox': 'no' }))).toBe(false)
    expect(isLightboxImageLink(link('/video', { 'data-lightbox-video': '', 'data-lightbox': 'no' }))).toBe(false)
    expect(isLightboxImageLink(link('/galerie/1', { 'data-lightbox': 'yes' }))).toBe(true)
    expect(isLightboxImageLink(link('/photo.jpg', { 'data-lightbox': 'YES', download: '' }))).toBe(true)
    expect(isLightboxImageLink(link('/photo.jpg', { 'data-lightbox': 'maybe' }))).toBe(true)
  })

  it('needs an href', () => {
    expect(isLightboxImageLink(link(null))).toBe(false)
    expect(isLightboxImageLink(null)).toBe(false)
  })
})
