/**
 * The lightbox's front door (docs/decisions/037, 041). Only this light part loads with the page;
 * the lightbox itself (Lightbox.client.tsx, the slide kinds, on the dialog layer) is fetched by
 * loader.ts on first use. Its styles are lightbox.css, loaded by the site layout.
 */
export { openLightbox } from './loader'
export { openLightboxLink, opensOnClick, registerLightboxAction } from './page'
export {
  LIGHTBOX_GALLERY_ATTRIBUTE,
  LIGHTBOX_KIND_ATTRIBUTE,
  LIGHTBOX_MIDCLICK_ATTRIBUTE,
  SLIDE_KINDS,
  type SlideKind,
} from './constants'
export { safeMediaUrl, type LightboxOptions, type LightboxRequest, type LightboxSlide } from './media'
