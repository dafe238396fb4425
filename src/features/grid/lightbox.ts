/**
 * The grid's media as lightbox slides (spec §2 "Grid lightbox", §3 "Grid item for the lightbox":
 * type, src, alt, poster; docs/decisions/053). Read from the items' links at the moment of the
 * click, so items added by « Voir plus » or a filter change are part of the gallery. Only what the
 * closed list of media.ts knows becomes a video: an item whose address is not of its declared
 * kind is left out rather than framed.
 */
import { safeMediaUrl, type LightboxOptions, type LightboxSlide } from '../lightbox'
import { MEDIA_LINK } from './constants'
import { isMediaKind, parseVideo } from './media'

export { MEDIA_LINK }

const text = (value: string | null | undefined) => (value ?? '').replace(/\s+/g, ' ').trim()

/** The slide of one item's link, or null when its data attributes do not make one. */
export function slideFromItem(link: Element, base: string): LightboxSlide | null {
  const type = link.getAttribute('data-type')
  const raw = link.getAttribute('data-src')
  if (!isMediaKind(type) || !raw) return null
  const caption = text(link.querySelector('.grid-item__title')?.textContent)
  const alt = text(link.getAttribute('data-alt'))
  if (type === 'image') {
    const src = safeMediaUrl(raw, base)
    return src ? { type: 'image', src, alt, caption } : null
  }
  const video = parseVideo(raw)
  if (video?.type !== type) return null
  const poster = safeMediaUrl(link.getAttribute('data-poster'), base)
  return { type: 'video', src: video.src, alt, caption, ...(poster ? { poster } : {}) }
}

/** The lightbox a click on `link` opens: every media item of its grid, in page order, starting at it. */
export function gridGallery(grid: ParentNode, link: Element, base: string): LightboxOptions | null {
  const slides: LightboxSlide[] = []
  let index = -1
  for (const candidate of grid.querySelectorAll(MEDIA_LINK)) {
    const slide = slideFromItem(candidate, base)
    if (!slide) continue
    if (candidate === link) index = slides.length
    slides.push(slide)
  }
  return index < 0 ? null : { slides, index, opener: link instanceof HTMLElement ? link : null, variant: 'grid' }
}
