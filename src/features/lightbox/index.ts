/**
 * The lightbox's front door (docs/decisions/037). Only this light part loads with the page; the
 * slideshow itself (Lightbox.client.tsx, on the dialog layer) is fetched by loader.ts on first use.
 * Its styles are lightbox.css, loaded by the site layout.
 */
export { openLightbox } from './loader'
export { openImageLink, registerLightboxAction } from './page'
export { lightboxFromLink, lightboxFromSettings } from './slides'
export type { LightboxOptions, LightboxSlide } from './media'
