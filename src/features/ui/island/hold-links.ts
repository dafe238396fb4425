import { holdEarlyClicks, isPlainClick, type EarlyClicks } from '../../../lib/early-clicks'

/** Marks a block whose early clicks are being held, until its code is live (for tests and styles). */
export const HOLDING_ATTRIBUTE = 'data-holding-clicks'

/**
 * Plain clicks on the links `selector` names under `root` (a grid's photos and videos; its filters
 * and pages too when its code waits for the visitor's first sign), held until the block's code is
 * live (lib/early-clicks). Any other link is never held, nor is a middle or modified click (a new tab).
 */
export function holdLinks(root: HTMLElement, selector: string): EarlyClicks {
  root.setAttribute(HOLDING_ATTRIBUTE, '')
  const pick = (target: Element, event: MouseEvent) => {
    const link = isPlainClick(event) ? target.closest(selector) : null
    return link instanceof HTMLAnchorElement && root.contains(link) ? link : null
  }
  return holdEarlyClicks(root, pick, () => root.removeAttribute(HOLDING_ATTRIBUTE))
}
