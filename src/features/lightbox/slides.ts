/**
 * Builds lightbox slides from the page, in the lightbox's own code (fetched on first use): from a
 * clicked link and its gallery (docs/product.md, Shell; docs/decisions/041), and from the settings of
 * a `lightbox` link action (our shape `{ url, slideshow }` or the page builder's
 * `{ type: 'image' | 'video', url, slideshow, title, description }`).
 */
import { isLightboxImageLink, isVideoLink } from '../../lib/image-links'
import { LIGHTBOX_GALLERY_ATTRIBUTE, LIGHTBOX_KIND_ATTRIBUTE, type SlideKind } from './constants'
import { isSlideKind, slideKinds } from './kinds'
import type { LightboxOptions, LightboxRequest, LightboxSlide } from './media'

/** Our gallery attribute, and the page builder's one so imported content keeps its galleries. */
const GALLERY_ATTRIBUTES = [LIGHTBOX_GALLERY_ATTRIBUTE, 'data-elementor-lightbox-slideshow'] as const

export function galleryOf(link: Element): string | null {
  for (const attribute of GALLERY_ATTRIBUTES) {
    const value = link.getAttribute(attribute)?.trim()
    if (value) return value
  }
  return null
}

/** The kind a link asks for: its own attribute, else a video or an image link; null when it is none. */
export function kindOf(link: Element): SlideKind | null {
  const declared = link.getAttribute(LIGHTBOX_KIND_ATTRIBUTE)
  if (declared !== null) return isSlideKind(declared) ? declared : null
  if (!isLightboxImageLink(link)) return null
  return isVideoLink(link) ? 'video' : 'image'
}

function galleryLinks(doc: Document, gallery: string): HTMLAnchorElement[] {
  const escaped = typeof CSS !== 'undefined' && CSS.escape ? CSS.escape(gallery) : gallery.replace(/["\\]/g, '\\$&')
  const selector = GALLERY_ATTRIBUTES.map((attribute) => `a[${attribute}="${escaped}"]`).join(',')
  return Array.from(doc.querySelectorAll<HTMLAnchorElement>(selector)).filter((link) => kindOf(link) !== null)
}

function text(value: string | null | undefined): string {
  return (value ?? '').trim()
}

export function slideFromLink(link: HTMLAnchorElement): LightboxSlide | null {
  const kind = kindOf(link)
  if (!kind) return null
  const src = slideKinds[kind].source(link.getAttribute('href') ?? '', link.ownerDocument.baseURI)
  if (!src) return null
  const img = link.querySelector('img')
  const imageAlt = text(img?.getAttribute('alt'))
  const caption = text(link.getAttribute('data-caption')) || imageAlt || text(link.getAttribute('title'))
  // A button opening an image has its words for the image's text alternative.
  const alt = imageAlt || caption || (kind === 'image' && !img ? text(link.textContent) : '')
  return { type: kind, src, alt, caption }
}

/** The slideshow a link opens: every lightbox link of its gallery, or just itself. */
export function lightboxFromLink(link: HTMLAnchorElement): LightboxOptions | null {
  const gallery = galleryOf(link)
  const links = gallery ? galleryLinks(link.ownerDocument, gallery) : [link]
  if (!links.includes(link)) links.unshift(link)
  const slides: LightboxSlide[] = []
  let index = -1
  for (const candidate of links) {
    const slide = slideFromLink(candidate)
    if (!slide) continue
    if (candidate === link) index = slides.length
    slides.push(slide)
  }
  return index >= 0 ? { slides, index, opener: link } : null
}

/** Lightbox options from a `lightbox` link action's settings; null when there is nothing safe to show. */
export function lightboxFromSettings(
  settings: Record<string, unknown>,
  doc: Document,
  opener: HTMLElement | null,
): LightboxOptions | null {
  const url = typeof settings.url === 'string' ? settings.url : ''
  const src = url ? slideKinds.image.source(url, doc.baseURI) : null
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

/** The slides a request stands for (see LightboxRequest); null when nothing can be shown. */
export function resolveRequest(request: LightboxRequest, doc: Document = document): LightboxOptions | null {
  if ('link' in request) return lightboxFromLink(request.link)
  if ('settings' in request) return lightboxFromSettings(request.settings, doc, request.opener)
  return request.slides.length > 0 ? request : null
}
