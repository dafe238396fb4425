import { themeScriptConfig, themeScriptSource } from './colour'
import type { ColourSwitcherSettings, Palettes } from './types'

export type ThemeScriptProps = { settings: { colourSwitcher: ColourSwitcherSettings; palettes: Palettes } }

/**
 * Render first thing in <head>. It runs before the first paint: it adds `html.js`, then sets
 * `data-palette` and the `dark` class from the cookie / configured mode, so the right palette is
 * painted at once. Since it changes <html> before hydration, the layout's <html> needs
 * suppressHydrationWarning.
 */
export function ThemeScript({ settings }: ThemeScriptProps) {
  const source = themeScriptSource(themeScriptConfig(settings.colourSwitcher, settings.palettes))
  return <script id="vitrine-theme" dangerouslySetInnerHTML={{ __html: source }} />
}
