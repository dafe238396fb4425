/**
 * Builds lightbox slides from the page: from image links (docs/product.md, Shell) and from the settings of a
 * `lightbox` link action (our shape `{ url, slideshow }` or the page builder's
 * `{ type: 'image' | 'video', url, slideshow, title, description }`).
 */
import { isLightboxImageLink, isVideoLink } from '../../lib/image-links'
import { safeMediaUrl, type LightboxOptions, type LightboxSlide } from './media'

/** Our gallery attribute, and the page builder's one so imported content keeps its galleries. */
const GALLERY_ATTRIBUTES = ['data-lightbox-gallery', 'data-elementor-lightbox-slideshow'] as const

export function galleryOf(link: Element): string | null {
  for (const attribute of GALLERY_ATTRIBUTES) {
    const value = link.getAttribute(attribute)?.trim()
    if (value) return value
  }
  return null
}

function galleryLinks(doc: Document, gallery: string): HTMLAnchorElement[] {
  const escaped = typeof CSS !== 'undefined' && CSS.escape ? CSS.escape(gallery) : gallery.replace(/["\\]/g, '\\$&')
  const selector = GALLERY_ATTRIBUTES.map((attribute) => `a[${attribute}="${escaped}"]`).join(',')
  return Array.from(doc.querySelectorAll<HTMLAnchorElement>(selector)).filter(isLightboxImageLink)
}

function text(value: string | null | undefined): string {
  return (value ?? '').trim()
}

export function slideFromLink(link: HTMLAnchorElement): LightboxSlide | null {
  const src = safeMediaUrl(link.getAttribute('href'), link.ownerDocument.baseURI)
  if (!src) return null
  const img = link.querySelector('img')
  const imageAlt = text(img?.getAttribute('alt'))
  const caption = text(link.getAttribute('data-caption')) || imageAlt || text(link.getAttribute('title'))
  return { type: isVideoLink(link) ? 'video' : 'image', src, alt: imageAlt || caption, caption }
}

/** The slideshow an image link opens: every lightbox link of its gallery, or just itself. */
export function lightboxFromLink(link: HTMLAnchorElement): LightboxOptions | null {
  const gallery = galleryOf(link)
  const links = gallery ? galleryLinks(link.ownerDocument, gallery) : [link]
  if (!links.includes(link)) links.unshift(link)
  const slides: LightboxSlide[] = []
  let index = 0
  for (const candidate of links) {
    const slide = slideFromLink(candidate)
    if (!slide) continue
    if (candidate === link) index = slides.length
    slides.push(slide)
  }
  return slides.length > 0 ? { slides, index, opener: link } : null
}

/** Lightbox options from a `lightbox` link action's settings; null when there is nothing safe to show. */
export function lightboxFromSettings(
  settings: Record<string, unknown>,
  doc: Document,
  opener: HTMLElement | null,
): LightboxOptions | null {
  const src = safeMediaUrl(settings.url, doc.baseURI)
  const slideshow = typeof settings.slideshow === 'string' ? settings.slideshow.trim() : ''
  if (slideshow) {
    const options = lightboxFromGallery(doc, slideshow, src, opener)
    if (options) return options
  }
  if (!src) return null
  const caption = [settings.title, settings.description].filter((v): v is string => typeof v === 'string' && v.trim() !== '').join(' – ')
  const type = settings.type === 'video' ? 'video' : 'image'
  return { slides: [{ type, src, alt: caption, caption }], index: 0, opener }
}

function lightboxFromGallery(doc: Document, gallery: string, src: string | null, opener: HTMLElement | null): LightboxOptions | null {
  const slides = galleryLinks(doc, gallery)
    .map(slideFromLink)
    .filter((slide): slide is LightboxSlide => slide !== null)
  if (slides.length === 0) return null
  const index = src ? slides.findIndex((slide) => slide.src === src) : 0
  if (src && index < 0) return null
  return { slides, index: Math.max(0, index), opener }
}
