/** Lightbox constants (docs/product.md, Constants and limits). */

/** docs/product.md, Shell "Grid lightbox key throttle 300 ms", used by our lightbox for the same reason. */
export const LIGHTBOX_KEY_THROTTLE_MS = 300
/** docs/product.md, Shell "gallery preload 0 before and 2 after". */
export const LIGHTBOX_PRELOAD_AFTER = 2
