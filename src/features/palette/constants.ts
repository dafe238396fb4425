/** Palette constants (docs/product.md, Constants and limits). */

/** docs/product.md, Shell colour switcher: a cookie holding true/false (named beside the inline script that reads it), kept 90 days. */
export { COLOUR_COOKIE } from '../site-shell/inline-scripts.mjs'
export const COLOUR_COOKIE_DAYS = 90
