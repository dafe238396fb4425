/**
 * The palette's front door (docs/decisions/037): the palettes as CSS variables, the first-paint
 * script, and the colour switch's behaviour. Server-safe: the switch is server markup, its behaviour switch.ts (docs/decisions/071).
 */
export { isDarkPalette } from './darkness'
export { paletteCss } from './css'
export { ColourSwitch, type ColourSwitchProps } from './ColourSwitch'
export { ThemeScript, type ThemeScriptProps } from './ThemeScript'
export type { ColourMode, ColourSwitcherSettings, Palette, Palettes } from './types'
