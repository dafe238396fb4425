/**
 * The colour switch's behaviour (docs/decisions/071). The pressed state is set from <html> by the
 * inline script after the header (HEADER_PRESS_SCRIPT), then kept in step by syncColourSwitches,
 * with the page behaviours (docs/decisions/073); a click stores the choice for 90 days, then either
 * reloads (forceReload) or flips `data-palette` and the `dark` class.
 */
import { setCookie } from '../../lib/cookies'
import { COLOUR_SWITCH_ATTRIBUTE } from '../site-shell/inline-scripts.mjs'
import { applyPalette, PALETTE_ATTRIBUTE } from './colour'
import { COLOUR_COOKIE, COLOUR_COOKIE_DAYS } from './constants'

export { COLOUR_SWITCH_ATTRIBUTE }
/** The switch's settings, on its button (COLOUR_SWITCH_ATTRIBUTE): `r` reload, `s` the switched palette is dark, `d` the default one is. */
export type ColourSwitchConfig = { r: boolean; s: boolean; d: boolean }

const isSwitched = (root: HTMLElement) => root.getAttribute(PALETTE_ATTRIBUTE) === 'switched'

/** Keeps each switch's `aria-pressed` on the palette shown; returns what stops it. */
export function syncColourSwitches(doc: Document = document): () => void {
  const root = doc.documentElement
  const sync = () => {
    for (const button of doc.querySelectorAll(`[${COLOUR_SWITCH_ATTRIBUTE}]`))
      button.setAttribute('aria-pressed', String(isSwitched(root)))
  }
  sync()
  const observer = new MutationObserver(sync)
  observer.observe(root, { attributes: true, attributeFilter: [PALETTE_ATTRIBUTE] })
  return () => observer.disconnect()
}

/** A click on a colour switch: the choice kept, then the palette swapped or the page reloaded. */
export function switchColours(button: Element, doc: Document = document): void {
  let config: Partial<ColourSwitchConfig> = {}
  try {
    config = JSON.parse(button.getAttribute(COLOUR_SWITCH_ATTRIBUTE) ?? '{}') ?? {}
  } catch {
    // Settings unreadable: swap with the defaults rather than do nothing.
  }
  const root = doc.documentElement
  const next = !isSwitched(root)
  setCookie(COLOUR_COOKIE, String(next), { days: COLOUR_COOKIE_DAYS })
  if (config.r === true) {
    window.location.reload()
    return
  }
  applyPalette(root, next ? 'switched' : 'default', next ? config.s === true : config.d === true)
}
