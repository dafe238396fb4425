'use client'

/**
 * Colour switch (docs/product.md, Shell): each click stores the choice for 90 days, then either reloads
 * (forceReload) or flips `data-palette` and the `dark` class on <html>. The pressed state is read
 * from <html> itself, which ThemeScript set before hydration, so the button can never disagree
 * with the palette on screen. Its look (the icons it holds, switched by CSS from the same
 * attribute) is its host's: the site header's.
 */
import { useSyncExternalStore, type ReactNode } from 'react'
import { setCookie } from '../../lib/cookies'
import { applyPalette, PALETTE_ATTRIBUTE } from './colour'
import { COLOUR_COOKIE, COLOUR_COOKIE_DAYS } from './constants'
import { messages } from './messages'
import type { ColourSwitcherSettings } from './types'

export type ColourSwitchProps = {
  switcher: Pick<ColourSwitcherSettings, 'switchedIsDark' | 'forceReload'>
  /** Whether the default palette is dark (see colour.ts isDarkPalette). */
  defaultIsDark: boolean
  /** The button's icons, decorative (the button carries its French name). */
  children?: ReactNode
}

function subscribe(onChange: () => void) {
  const observer = new MutationObserver(onChange)
  observer.observe(document.documentElement, { attributes: true, attributeFilter: [PALETTE_ATTRIBUTE] })
  return () => observer.disconnect()
}

const isSwitched = () => document.documentElement.getAttribute(PALETTE_ATTRIBUTE) === 'switched'

export function ColourSwitch({ switcher, defaultIsDark, children }: ColourSwitchProps) {
  const switched = useSyncExternalStore(subscribe, isSwitched, () => false)

  const onClick = () => {
    const next = !isSwitched()
    setCookie(COLOUR_COOKIE, String(next), { days: COLOUR_COOKIE_DAYS })
    if (switcher.forceReload) {
      window.location.reload()
      return
    }
    applyPalette(document.documentElement, next ? 'switched' : 'default', next ? switcher.switchedIsDark : defaultIsDark)
  }

  return (
    <button type="button" className="colour-switch icon-button" aria-pressed={switched} aria-label={messages.colourSwitch} title={messages.colourSwitch} onClick={onClick}>
      {children}
    </button>
  )
}
