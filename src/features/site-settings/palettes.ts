/**
 * The palettes' roles and the site's two palettes as shipped. A module of their own: the preview
 * frame's island and the theme's CSS writer need them, and sharing the settings' defaults module
 * with that island would carry these into every page's first load (docs/decisions/050).
 */
import type { Palette } from '../palette/types'

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
