/**
 * When a popup's arming module (arm.ts) is wanted, as the server writes it on the popup's dialog
 * for the page to read (early.ts, docs/decisions/078).
 */
import { POPUP_CODE_LEAD_MS } from './arm'
import type { PopupTriggers } from './triggers'

/**
 * The arming module is asked for this long before the popups' code: more than its 2.2 KB take
 * over a poor mobile link, as POPUP_CODE_LEAD_MS is for the code.
 */
export const POPUP_ARM_LEAD_MS = 2_000

/**
 * The ms after the page's start when a popup's arming module is wanted: 0 when its moment may come
 * with the page (an element to reach, perhaps on screen already; a delay or an inactivity shorter
 * than both leads), the two leads before its earliest delay or inactivity, or null when only a sign
 * of the visitor leads to it (a scroll, clicks, the exit intent, the open selector).
 */
export function armingTime(triggers: PopupTriggers): number | null {
  if (triggers.scrollToElement) return 0
  const times: number[] = []
  if (triggers.load) times.push(Math.max(0, triggers.load.delay) * 1000)
  if (triggers.inactivity) times.push(Math.max(1, triggers.inactivity.seconds) * 1000)
  return times.length ? Math.max(0, Math.min(...times) - POPUP_CODE_LEAD_MS - POPUP_ARM_LEAD_MS) : null
}
