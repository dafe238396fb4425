/**
 * Colour palettes (docs/product.md, Shell "Colour switcher", §4 "Header and colour states").
 *
 * The default palette is rendered by the server as `:root{--color-…}` and the switched one as
 * `html[data-palette="switched"]{…}`; switching only flips the attribute, so no component is
 * re-rendered and there is no flash: ThemeScript sets the attribute before the first paint.
 */
import { DARK_CLASS, PALETTE_ATTRIBUTE } from '../site-shell/inline-scripts.mjs'
import type { ColourMode } from './types'

export type PaletteName = 'default' | 'switched'
export { DARK_CLASS, PALETTE_ATTRIBUTE, THEME_SCRIPT, THEME_SCRIPT_CONFIG_ATTRIBUTE } from '../site-shell/inline-scripts.mjs'

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

/** Applies a palette to <html> after a click (no reload). */
export function applyPalette(root: HTMLElement, palette: PaletteName, dark: boolean): void {
  root.setAttribute(PALETTE_ATTRIBUTE, palette)
  root.classList.toggle(DARK_CLASS, dark)
}
