import type { Trigger } from './types'

/** What is left of `ms` counted from `since` (all of it when that moment is not known). */
const leftOf = (ms: number, window: Window, since: number | undefined) =>
  Math.max(0, ms - (since === undefined ? 0 : window.performance.now() - since))

/** On page load, after a delay in seconds (0: at once, on the next task), counted from the page's start. */
export const load: Trigger<{ delay: number }> = ({ delay }, { window, pageStart }, fire) => {
  const timer = window.setTimeout(fire, leftOf(Math.max(0, delay) * 1000, window, pageStart))
  return () => window.clearTimeout(timer)
}

const ACTIVITY = ['mousemove', 'mousedown', 'keydown', 'scroll', 'touchstart', 'wheel'] as const

/** After `seconds` without the visitor moving, typing, touching or scrolling; the first spell counts from their last sign before the code came. */
export const inactivity: Trigger<{ seconds: number }> = ({ seconds }, { window, quietSince }, fire) => {
  const spell = Math.max(1, seconds) * 1000
  let timer = window.setTimeout(fire, leftOf(spell, window, quietSince))
  const restart = () => {
    window.clearTimeout(timer)
    timer = window.setTimeout(fire, spell)
  }
  for (const type of ACTIVITY) window.addEventListener(type, restart, { passive: true, capture: true })
  return () => {
    window.clearTimeout(timer)
    for (const type of ACTIVITY) window.removeEventListener(type, restart, { capture: true })
  }
}
