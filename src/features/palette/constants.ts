/** Palette constants (docs/product.md, Constants and limits). */
import type { Palette } from './types'

/** docs/product.md, Shell colour switcher: a cookie holding true/false (named beside the inline script that reads it), kept 90 days. */
export { COLOUR_COOKIE } from '../site-shell/inline-scripts.mjs'
export const COLOUR_COOKIE_DAYS = 90

/** Palette fields and the CSS custom properties they become on <html>. */
export const PALETTE_CSS_VARS = {
  background: '--color-background',
  surface: '--color-surface',
  text: '--color-text',
  muted: '--color-muted',
  primary: '--color-primary',
  primaryContrast: '--color-primary-contrast',
  accent: '--color-accent',
  border: '--color-border',
} as const satisfies Record<keyof Palette, `--color-${string}`>
