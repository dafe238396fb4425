import type { Trigger } from './types'

/** On page load, after a delay in seconds (0: at once, on the next task). */
export const load: Trigger<{ delay: number }> = ({ delay }, { window }, fire) => {
  const timer = window.setTimeout(fire, Math.max(0, delay) * 1000)
  return () => window.clearTimeout(timer)
}

const ACTIVITY = ['mousemove', 'mousedown', 'keydown', 'scroll', 'touchstart', 'wheel'] as const

/** After `seconds` without the visitor moving, typing, touching or scrolling. */
export const inactivity: Trigger<{ seconds: number }> = ({ seconds }, { window }, fire) => {
  let timer = 0
  const restart = () => {
    window.clearTimeout(timer)
    timer = window.setTimeout(fire, Math.max(1, seconds) * 1000)
  }
  restart()
  for (const type of ACTIVITY) window.addEventListener(type, restart, { passive: true, capture: true })
  return () => {
    window.clearTimeout(timer)
    for (const type of ACTIVITY) window.removeEventListener(type, restart, { capture: true })
  }
}
