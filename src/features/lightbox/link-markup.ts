/**
 * The markup a link carries to open in the lightbox (blocks' buttons, ActionLink), alone: the code
 * that comes with every page reads it (site-shell/behaviours/start.ts) without the lightbox's
 * settings and words.
 */
export const LIGHTBOX_KIND_ATTRIBUTE = 'data-lightbox-kind'
export const LIGHTBOX_GALLERY_ATTRIBUTE = 'data-lightbox-gallery'
/** Spec §4 "midClick": the link opens the lightbox on a middle-click or a modified click too. */
export const LIGHTBOX_MIDCLICK_ATTRIBUTE = 'data-lightbox-midclick'
