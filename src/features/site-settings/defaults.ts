import type { ShellSettings } from '../site-shell/types'
import { HEADER_BREAKPOINT } from './breakpoint'
import { DEFAULT_PALETTES } from './palettes'


/**
 * Without the typography: this module comes with the colour switch on every page, and the default
 * typography (theme/default-typography.ts) is the settings reader's alone (docs/decisions/050).
 */
export const DEFAULT_SHELL_SETTINGS: Omit<ShellSettings, 'typography'> = {
  siteTitle: 'Morel Terrassement',
  logo: null,
  logoWidth: null,
  titleVisible: true,
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
