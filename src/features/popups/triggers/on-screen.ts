/**
 * The element a "scroll to element" trigger waits for, and whether it is on screen: read by the
 * trigger itself (scroll.ts) and by the popups' arming module (arm.ts), which fetches the popups'
 * code at once when it already is. Its own module, so that the arming module carries only this.
 */

/** The first element the selector matches; null for none, or for a selector staff mistyped (the page is unaffected). */
export function findTarget(selector: string, document: Document): Element | null {
  try {
    return document.querySelector(selector)
  } catch {
    return null
  }
}

/** Whether any part of the element is within the window's height. */
export function onScreen(element: Element, window: Window): boolean {
  const box = element.getBoundingClientRect()
  return box.bottom > 0 && box.top < window.innerHeight
}
