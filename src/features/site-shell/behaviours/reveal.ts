/**
 * Reveal animations (docs/product.md, Shell): `data-reveal="fade-up|fade-in"` elements get `data-revealed`
 * when they enter the viewport, after `data-reveal-delay` ms (default 0). shell.css hides them only
 * under `html.js`, so without JavaScript (or with reduced motion) they are simply visible.
 *
 * What the first screen holds is never hidden waiting for the scripts (decision 023): on a phone
 * over a poor link they arrive seconds after the HTML. FIRST_SCREEN_SCRIPT (inline-scripts.mjs),
 * inlined after the page's content, marks those elements revealed before the first paint, without
 * animation.
 */
import { prefersReducedMotion } from '../../../lib/scroll'
import { ANIMATION_DELAY_DEFAULT_MS, ANIMATION_DELAY_MAX_MS } from '../constants'
import { REVEAL_ATTRIBUTE, REVEALED_ATTRIBUTE } from '../inline-scripts.mjs'
import type { Installed } from './lazy-backgrounds'

export { REVEAL_ATTRIBUTE, REVEALED_ATTRIBUTE, REVEALED_FIRST_SCREEN } from '../inline-scripts.mjs'
export const REVEAL_DELAY_ATTRIBUTE = 'data-reveal-delay'
/** Set on <html> once this module runs; shell.css's failsafe reveal stops applying then. */
export const REVEAL_READY_ATTRIBUTE = 'data-reveal-ready'

export function revealDelay(element: Element): number {
  const raw = element.getAttribute(REVEAL_DELAY_ATTRIBUTE)
  const delay = raw === null || raw.trim() === '' ? ANIMATION_DELAY_DEFAULT_MS : Number(raw)
  if (!Number.isFinite(delay) || delay < 0) return ANIMATION_DELAY_DEFAULT_MS
  return Math.min(delay, ANIMATION_DELAY_MAX_MS)
}

export function installReveal(): Installed {
  document.documentElement.setAttribute(REVEAL_READY_ATTRIBUTE, '')
  const timers = new Set<ReturnType<typeof setTimeout>>()
  const reveal = (element: Element, delay: number) => {
    if (delay <= 0) {
      element.setAttribute(REVEALED_ATTRIBUTE, '')
      return
    }
    const timer = setTimeout(() => {
      timers.delete(timer)
      element.setAttribute(REVEALED_ATTRIBUTE, '')
    }, delay)
    timers.add(timer)
  }
  const reduced = prefersReducedMotion()
  const observer =
    !reduced && typeof IntersectionObserver === 'function'
      ? new IntersectionObserver((entries) => {
          for (const entry of entries) {
            if (!entry.isIntersecting) continue
            observer?.unobserve(entry.target)
            reveal(entry.target, revealDelay(entry.target))
          }
        })
      : null
  return {
    scan(root) {
      for (const element of root.querySelectorAll(`[${REVEAL_ATTRIBUTE}]:not([${REVEALED_ATTRIBUTE}])`)) {
        if (observer) observer.observe(element)
        else reveal(element, 0)
      }
    },
    disconnect() {
      observer?.disconnect()
      for (const timer of timers) clearTimeout(timer)
      timers.clear()
      document.documentElement.removeAttribute(REVEAL_READY_ATTRIBUTE)
    },
  }
}

