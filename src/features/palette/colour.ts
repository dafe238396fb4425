/**
 * Colour palettes (docs/product.md, Shell "Colour switcher", §4 "Header and colour states").
 *
 * The default palette is rendered by the server as `:root{--color-…}` and the switched one as
 * `html[data-palette="switched"]{…}`; switching only flips the attribute, so no component is
 * re-rendered and there is no flash: ThemeScript sets the attribute before the first paint.
 */
import { DEFAULT_PALETTES } from '../site-settings/defaults'
import { PALETTE_CSS_VARS } from './constants'
import { DARK_CLASS, PALETTE_ATTRIBUTE } from '../site-shell/inline-scripts.mjs'
import type { ColourMode, ColourSwitcherSettings, Palette, Palettes } from './types'

export type PaletteName = 'default' | 'switched'
export { DARK_CLASS, PALETTE_ATTRIBUTE, THEME_SCRIPT, THEME_SCRIPT_CONFIG_ATTRIBUTE } from '../site-shell/inline-scripts.mjs'

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

function parseRgb(colour: string): [number, number, number] | null {
  const hex = HEX.exec(colour)?.[0]
  if (hex) {
    const digits = hex.slice(1)
    const full = digits.length <= 4 ? [...digits.slice(0, 3)].map((d) => d + d).join('') : digits.slice(0, 6)
    return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as [number, number, number]
  }
  const rgb = /^rgba?\(\s*([\d.]+)[\s,]+([\d.]+)[\s,]+([\d.]+)/i.exec(colour)
  if (rgb) return [Number(rgb[1]), Number(rgb[2]), Number(rgb[3])]
  if (colour.toLowerCase() === 'black') return [0, 0, 0]
  return null
}

/** WCAG relative luminance below 0.2 counts as dark; colours we cannot read count as light. */
export function isDarkColour(colour: string): boolean {
  const rgb = parseRgb(colour.trim())
  if (!rgb) return false
  const [r, g, b] = rgb.map((channel) => {
    const c = Math.min(255, channel) / 255
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  })
  return 0.2126 * r + 0.7152 * g + 0.0722 * b < 0.2
}

/**
 * The types carry `switchedIsDark` from the back office but nothing for the default palette, so its
 * darkness is read from its background colour.
 */
export function isDarkPalette(palette: Palette | null | undefined): boolean {
  return isDarkColour(sanitizeColour(palette?.background) ?? DEFAULT_PALETTES.default.background)
}

export type PaletteDecisionInput = {
  /** Raw cookie value; anything but "true"/"false" (absent or malformed) is ignored. */
  cookie: string | null
  enabled: boolean
  defaultMode: ColourMode
  switchedIsDark: boolean
  defaultIsDark: boolean
  prefersDark: boolean
}

export type PaletteDecision = { palette: PaletteName; dark: boolean }

function wantsDark(mode: ColourMode, prefersDark: boolean): boolean {
  switch (mode) {
    case 'light':
      return false
    case 'dark':
      return true
    case 'system':
      return prefersDark
    default: {
      const unreachable: never = mode
      return unreachable
    }
  }
}

/**
 * Which palette the page starts with. The visitor's stored choice wins; without it the configured
 * mode picks the palette whose darkness matches (docs/product.md, Shell: "With default mode system and a dark
 * palette, the dark state is applied on load if no cookie exists and the system prefers dark").
 * THEME_SCRIPT below is the same decision for <head>; colour.test.ts checks they agree.
 */
export function decideInitialPalette(input: PaletteDecisionInput): PaletteDecision {
  const result = (palette: PaletteName): PaletteDecision => ({
    palette,
    dark: palette === 'switched' ? input.switchedIsDark : input.defaultIsDark,
  })
  if (!input.enabled) return result('default')
  if (input.cookie === 'true') return result('switched')
  if (input.cookie === 'false') return result('default')
  const dark = wantsDark(input.defaultMode, input.prefersDark)
  if (input.defaultIsDark !== dark && input.switchedIsDark === dark) return result('switched')
  return result('default')
}

export type ThemeScriptConfig = {
  enabled: boolean
  defaultMode: ColourMode
  switchedIsDark: boolean
  defaultIsDark: boolean
}

export function themeScriptConfig(
  switcher: ColourSwitcherSettings,
  palettes: Palettes,
): ThemeScriptConfig {
  const mode: ColourMode = switcher.defaultMode === 'dark' || switcher.defaultMode === 'system' ? switcher.defaultMode : 'light'
  return {
    enabled: switcher.enabled === true,
    defaultMode: mode,
    switchedIsDark: switcher.switchedIsDark === true,
    defaultIsDark: isDarkPalette(palettes.default),
  }
}

/**
 * The settings the inline <head> script (inline-scripts.mjs THEME_SCRIPT, constant so the
 * Content-Security-Policy allows it by its hash) reads from its element's `data-config`.
 */
export function themeScriptData(config: ThemeScriptConfig): string {
  return JSON.stringify({ e: config.enabled, m: config.defaultMode, s: config.switchedIsDark, d: config.defaultIsDark })
}

/** Applies a palette to <html> after a click (no reload). */
export function applyPalette(root: HTMLElement, palette: PaletteName, dark: boolean): void {
  root.setAttribute(PALETTE_ATTRIBUTE, palette)
  root.classList.toggle(DARK_CLASS, dark)
}
