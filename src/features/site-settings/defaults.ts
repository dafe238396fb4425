import type { Palette } from '../palette'
import type { ShellSettings } from '../site-shell/types'

export const PALETTE_KEYS = [
  'background',
  'surface',
  'text',
  'muted',
  'primary',
  'primaryContrast',
  'accent',
  'border',
] as const satisfies readonly (keyof Palette)[]

export const DEFAULT_PALETTES: { default: Palette; switched: Palette } = {
  default: {
    background: '#ffffff',
    surface: '#f6f2ec',
    text: '#1f1a16',
    muted: '#5c5148',
    primary: '#a4500f',
    primaryContrast: '#ffffff',
    accent: '#2f5d50',
    border: '#d9d0c5',
  },
  switched: {
    background: '#171310',
    surface: '#241e19',
    text: '#f5efe8',
    muted: '#c9bcae',
    primary: '#f0a050',
    primaryContrast: '#1a120b',
    accent: '#8fc7b5',
    border: '#4a3f36',
  },
}

/** Header breakpoint (px): the spec leaves its value to the theme settings. */
export const HEADER_BREAKPOINT = { default: 1024, min: 320, max: 2000 } as const

export const DEFAULT_SHELL_SETTINGS: ShellSettings = {
  siteTitle: 'Morel Terrassement',
  logo: null,
  menu: [],
  headerBreakpoint: HEADER_BREAKPOINT.default,
  searchVariant: 'dropdown',
  accountTrigger: 'click',
  scrollTop: { variant: 'simple', device: 'both' },
  palettes: DEFAULT_PALETTES,
  colourSwitcher: { enabled: true, defaultMode: 'system', switchedIsDark: true, forceReload: false },
  imageLightbox: true,
  particlesScriptUrl: null,
}
