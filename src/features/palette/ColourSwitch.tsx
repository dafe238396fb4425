/**
 * Colour switch (docs/product.md, Shell), rendered by the server (docs/decisions/071): a plain
 * button whose settings ride on data attributes, driven by switch.ts. Its pressed state is read from
 * <html>, which ThemeScript set before the first paint; its look (the icons it holds, switched by
 * CSS from the same attribute) is its host's: the site header's.
 */
import type { ReactNode } from 'react'
import { messages } from './messages'
import { COLOUR_SWITCH_ATTRIBUTE, type ColourSwitchConfig } from './switch'
import type { ColourSwitcherSettings } from './types'

export type ColourSwitchProps = {
  switcher: Pick<ColourSwitcherSettings, 'switchedIsDark' | 'forceReload'>
  /** Whether the default palette is dark (see colour.ts isDarkPalette). */
  defaultIsDark: boolean
  /** The button's icons, decorative (the button carries its French name). */
  children?: ReactNode
}

export function ColourSwitch({ switcher, defaultIsDark, children }: ColourSwitchProps) {
  const config: ColourSwitchConfig = { r: switcher.forceReload, s: switcher.switchedIsDark, d: defaultIsDark }
  return (
    <button
      type="button"
      className="colour-switch icon-button"
      aria-pressed="false"
      // Set before React's hydration by the inline script after the header, from the palette shown.
      suppressHydrationWarning
      aria-label={messages.colourSwitch}
      title={messages.colourSwitch}
      {...{ [COLOUR_SWITCH_ATTRIBUTE]: JSON.stringify(config) }}
    >
      {children}
    </button>
  )
}
