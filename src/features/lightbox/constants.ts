/** Lightbox constants (docs/product.md, Constants and limits; docs/decisions/041). */

/** docs/product.md, Shell "Grid lightbox key throttle 300 ms", used by our lightbox for the same reason. */
export const LIGHTBOX_KEY_THROTTLE_MS = 300
/** Spec §9 "Generic lightbox zoom animation 300 ms". */
export const LIGHTBOX_ZOOM_MS = 300
/** Spec §9 "gallery preload 0 before and 2 after". */
export const LIGHTBOX_PRELOAD_BEFORE = 0
export const LIGHTBOX_PRELOAD_AFTER = 2
/** Spec §9 "Grid lightbox … max height window height minus 80": the grid's slides leave 40 px above and below. */
export const GRID_LIGHTBOX_MARGIN_PX = 80
/** Spec §9 "Grid lightbox … media start volume 0.8": a file played by the browser starts below full volume. */
export const MEDIA_START_VOLUME = 0.8

/**
 * What a slide's content is doing (spec §4 "Grid lightbox": open/loading, ready, iframe mode),
 * exposed as `data-content-state`: `iframe` for a provider's player, whose loading is the provider's.
 */
export type ContentState = 'loading' | 'ready' | 'iframe' | 'error' | 'missing'
/** How a lightbox is laid out: `grid` for a grid's media (spec §9 "Grid lightbox": the window's height less 80 px). */
export type LightboxVariant = 'default' | 'grid'

/** What a slide can be (the registry in kinds.tsx gives each its source, preload and view). */
export const SLIDE_KINDS = ['image', 'video', 'inline', 'ajax'] as const
export type SlideKind = (typeof SLIDE_KINDS)[number]

export { LIGHTBOX_GALLERY_ATTRIBUTE, LIGHTBOX_KIND_ATTRIBUTE, LIGHTBOX_MIDCLICK_ATTRIBUTE } from './link-markup'

/** The lightbox's words: the spec's English ones are the defaults; the site gives its French ones (messages.ts). */
export type LightboxTexts = {
  label: string
  close: string
  previous: string
  next: string
  counter: (current: number, total: number) => string
  loading: string
  contentError: string
  imageError: string
  notFound: string
  video: string
}

/** Spec §2 "Grid lightbox" and §8 "Lightbox and loading", word for word. */
export const LIGHTBOX_DEFAULT_TEXTS: LightboxTexts = {
  label: 'Lightbox',
  close: 'Close (Esc)',
  previous: 'Previous (Left arrow key)',
  next: 'Next (Right arrow key)',
  counter: (current, total) => `${current} of ${total}`,
  loading: 'Loading...',
  contentError: 'The content could not be loaded.',
  imageError: 'The image could not be loaded.',
  notFound: 'Content not found',
  video: 'Video',
}
