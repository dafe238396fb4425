import { holdEarlyClicks, isPlainClick, type EarlyClicks } from '../../../lib/early-clicks'

/** Marks a block whose early clicks are being held, until its code is live (for tests and styles). */
export const HOLDING_ATTRIBUTE = 'data-holding-clicks'

/**
 * Plain clicks on the links and buttons `selector` names under `root`, held until the block's code
 * is live (lib/early-clicks): a grid's photos and videos, its filters and pages too when its code
 * waits for the visitor's first sign; a form's controls its code answers (the calendar's button,
 * select-all, a row's add and remove). Anything else is never held, nor is a middle or modified
 * click (a new tab).
 */
export function holdPresses(root: HTMLElement, selector: string): EarlyClicks {
  root.setAttribute(HOLDING_ATTRIBUTE, '')
  const pick = (target: Element, event: MouseEvent) => {
    // `selector` names HTML elements only (links, buttons).
    const el = isPlainClick(event) ? target.closest<HTMLElement>(selector) : null
    return el && root.contains(el) ? el : null
  }
  return holdEarlyClicks(root, pick, () => root.removeAttribute(HOLDING_ATTRIBUTE))
}
