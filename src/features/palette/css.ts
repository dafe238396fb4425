/**
 * The palettes as CSS (docs/product.md, Shell "Colour switcher"): the default palette on `:root`,
 * the switched one under `html[data-palette="switched"]`, every colour checked first. Apart from
 * colour.ts, whose switch code every page loads: this is the server's and the preview frame's
 * (docs/decisions/050), and a module both shared would bring all of it to every page.
 */
import { DEFAULT_PALETTES } from '../site-settings/palettes'
import { PALETTE_ATTRIBUTE } from '../site-shell/inline-scripts.mjs'
import type { Palette, Palettes } from './types'

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

const HEX = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i
// Only digits, separators and angle units between the parentheses: no `;`, `}` or `<` can slip
// through into the <style> element.
const COLOUR_FUNCTION = /^(?:rgba?|hsla?)\(\s*[\d.]+(?:deg|grad|rad|turn|%)?(?:\s*[,/\s]\s*[\d.]+%?){2,3}\s*\)$/i
const NAMED = /^[a-z]{3,20}$/i
const CSS_WIDE_KEYWORDS = new Set(['inherit', 'initial', 'unset', 'revert', 'none', 'auto'])

/** A colour safe to interpolate into CSS, or null. */
export function sanitizeColour(value: unknown): string | null {
  if (typeof value !== 'string') return null
  const colour = value.trim()
  if (colour.length === 0 || colour.length > 64) return null
  if (HEX.test(colour) || COLOUR_FUNCTION.test(colour)) return colour
  if (NAMED.test(colour) && !CSS_WIDE_KEYWORDS.has(colour.toLowerCase())) return colour.toLowerCase()
  return null
}

function sanitizePalette(palette: Partial<Palette> | null | undefined, fallback: Palette): Palette {
  const result = { ...fallback }
  for (const key of Object.keys(PALETTE_CSS_VARS) as (keyof Palette)[]) {
    result[key] = sanitizeColour(palette?.[key]) ?? fallback[key]
  }
  return result
}

function declarations(palette: Palette): string {
  return (Object.entries(PALETTE_CSS_VARS) as [keyof Palette, string][])
    .map(([key, cssVar]) => `${cssVar}:${palette[key]}`)
    .join(';')
}

/**
 * The CSS the layout renders in a <style> in <head>. Every value is sanitised again here (the
 * settings are already normalised, but this string goes raw into a <style>): an unsafe value falls
 * back to the site-settings default palette.
 */
export function paletteCss(palettes: Palettes | null | undefined): string {
  const base = sanitizePalette(palettes?.default, DEFAULT_PALETTES.default)
  const switched = sanitizePalette(palettes?.switched, DEFAULT_PALETTES.switched)
  return `:root{${declarations(base)}}html[${PALETTE_ATTRIBUTE}="switched"]{${declarations(switched)}}`
}
