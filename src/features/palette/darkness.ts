/**
 * Whether a palette is dark, and the settings the first-paint script reads: the server's
 * (ThemeScript, the header's colour switch props), apart from colour.ts, whose code every page
 * loads (docs/decisions/050).
 */
import { DEFAULT_PALETTES } from '../site-settings/palettes'
import type { ColourMode, ColourSwitcherSettings, Palette, Palettes } from './types'
import { sanitizeColour } from './css'

const HEX = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i

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
