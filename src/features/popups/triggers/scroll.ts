import { findTarget, onScreen } from './on-screen'
import type { Trigger } from './types'

/** How far down the page is scrolled, in percent of what can be scrolled (100 when nothing can). */
export function scrolledPercent(y: number, scrollHeight: number, viewportHeight: number): number {
  const room = scrollHeight - viewportHeight
  return room <= 0 ? 100 : Math.min(100, Math.max(0, (y / room) * 100))
}

/**
 * Scroll (spec §5): downwards, once the scrolled share reaches the offset (percent); upwards, at
 * the first scroll up, whatever the offset.
 */
export const scroll: Trigger<{ direction: 'down' | 'up'; offset: number }> = (
  { direction, offset },
  { window, document },
  fire,
) => {
  let last = window.scrollY
  const reached = () => scrolledPercent(window.scrollY, document.documentElement.scrollHeight, window.innerHeight) >= offset
  // Its code comes at the first scroll (arm.ts): a page already scrolled down past the offset fires
  // without waiting for another scroll, which may never come.
  if (direction === 'down' && last > 0 && reached()) {
    const timer = window.setTimeout(fire, 0)
    return () => window.clearTimeout(timer)
  }
  const onScroll = () => {
    const y = window.scrollY
    const up = y < last
    last = y
    if (direction === 'up' ? up : !up && reached()) fire()
  }
  window.addEventListener('scroll', onScroll, { passive: true })
  return () => window.removeEventListener('scroll', onScroll)
}

/** Scroll to an element: fires when any part of it enters the screen (at once if it is already there). */
export const scrollToElement: Trigger<{ selector: string }> = ({ selector }, { window, document }, fire) => {
  // No element (or a selector staff mistyped): the trigger never fires.
  const target = findTarget(selector, document)
  if (!target) return () => {}
  const visible = () => onScreen(target, window)
  if (visible()) {
    const timer = window.setTimeout(fire, 0)
    return () => window.clearTimeout(timer)
  }
  const onScroll = () => visible() && fire()
  window.addEventListener('scroll', onScroll, { passive: true })
  return () => window.removeEventListener('scroll', onScroll)
}
