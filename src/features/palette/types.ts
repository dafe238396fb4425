/** The palettes and the colour switch's settings, as the site settings hold them (docs/product.md, Shell). */
export type Palette = {
  background: string
  surface: string
  text: string
  muted: string
  primary: string
  primaryContrast: string
  accent: string
  border: string
}

export type ColourMode = 'light' | 'dark' | 'system'

export type ColourSwitcherSettings = {
  enabled: boolean
  defaultMode: ColourMode
  /** Whether the switched palette is a dark one (spec: isDarkPalette). */
  switchedIsDark: boolean
  forceReload: boolean
}

/** The default palette and the one the colour switch shows. */
export type Palettes = { default: Palette; switched: Palette }
