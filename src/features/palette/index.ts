/**
 * The palette's front door (docs/decisions/037): the palettes as CSS variables, the first-paint
 * script, and the colour switch's behaviour. Server-safe: the switch is a client component.
 */
export { isDarkPalette } from './darkness'
export { paletteCss } from './css'
export { ColourSwitch, type ColourSwitchProps } from './ColourSwitch.client'
export { ThemeScript, type ThemeScriptProps } from './ThemeScript'
export type { ColourMode, ColourSwitcherSettings, Palette, Palettes } from './types'
