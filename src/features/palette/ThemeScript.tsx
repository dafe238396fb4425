import { themeScriptConfig, themeScriptData } from './darkness'
import { THEME_SCRIPT, THEME_SCRIPT_CONFIG_ATTRIBUTE } from '../site-shell/inline-scripts.mjs'
import type { ColourSwitcherSettings, Palettes } from './types'

export type ThemeScriptProps = { settings: { colourSwitcher: ColourSwitcherSettings; palettes: Palettes } }

/**
 * Render first thing in <head>. It runs before the first paint: it adds `html.js`, then sets
 * `data-palette` and the `dark` class from the cookie / configured mode, so the right palette is
 * painted at once. Since it changes <html> before hydration, the layout's <html> needs
 * suppressHydrationWarning. The code is constant (allowed by its hash, docs/decisions/033); the
 * settings go in an attribute.
 */
export function ThemeScript({ settings }: ThemeScriptProps) {
  const config = { [THEME_SCRIPT_CONFIG_ATTRIBUTE]: themeScriptData(themeScriptConfig(settings.colourSwitcher, settings.palettes)) }
  return <script id="vitrine-theme" {...config} dangerouslySetInnerHTML={{ __html: THEME_SCRIPT }} />
}
