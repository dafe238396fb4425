import type { Trigger } from './types'

/** Click count (spec §5): fires at the set count of clicks anywhere on the page, those made before its code came included. */
export const clicks: Trigger<{ clicks: number }> = ({ clicks: wanted }, { window, document, clicksBefore = 0 }, fire) => {
  const target = Math.max(1, Math.floor(wanted))
  let count = clicksBefore
  if (count >= target) {
    const timer = window.setTimeout(fire, 0)
    return () => window.clearTimeout(timer)
  }
  const onClick = () => {
    count++
    if (count === target) fire()
  }
  document.addEventListener('click', onClick, true)
  return () => document.removeEventListener('click', onClick, true)
}

/** Exit intent (spec §5): the pointer leaves the page at its top edge (towards the tabs or the address bar). */
export const exitIntent: Trigger<Record<string, never>> = (_settings, { document }, fire) => {
  const onLeave = (event: MouseEvent) => {
    if (!event.relatedTarget && event.clientY <= 0) fire()
  }
  document.addEventListener('mouseout', onLeave)
  return () => document.removeEventListener('mouseout', onLeave)
}

/**
 * A click on an element matching the popup's open selector (its default action, a link's, is kept
 * from running). Heard on the way down (capture), before the router follows a link (site-shell/behaviours/navigation.ts).
 */
export const openSelector: Trigger<{ selector: string }> = ({ selector }, { document }, fire) => {
  const onClick = (event: MouseEvent) => {
    let matched: Element | null = null
    try {
      matched = event.target instanceof Element ? event.target.closest(selector) : null
    } catch {
      return
    }
    if (!matched) return
    event.preventDefault()
    fire()
  }
  document.addEventListener('click', onClick, true)
  return () => document.removeEventListener('click', onClick, true)
}
