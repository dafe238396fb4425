/**
 * Code fetched when the visitor turns to a part of the page rather than with the page
 * (docs/decisions/070, 071): a pointer over it, a finger or a click on it, the keyboard's focus in
 * it. A failed fetch waits for the next such sign.
 */
export const INTENT_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'click'] as const

export type Intent = {
  /** Stops listening for good (the code is no longer wanted, or a test is over). */
  undo: () => void
  /** Whether the code has been asked for (and not failed since). */
  asked: () => boolean
  /** Asks for the code now, unless it was asked for already (a « Réessayer »). */
  now: () => void
}

/**
 * Calls `load` at the first sign that the visitor turns to `target`, or at once when `now`; a
 * rejected `load` waits for the next sign. `events` are the signs (INTENT_EVENTS unless told).
 */
export function onIntent(
  target: EventTarget,
  load: () => Promise<unknown>,
  { now = false, events = INTENT_EVENTS }: { now?: boolean; events?: readonly string[] } = {},
): Intent {
  let asked = false
  let stopped = false
  const disarm = () => {
    for (const type of events) target.removeEventListener(type, fetchCode)
  }
  const arm = () => {
    for (const type of events) target.addEventListener(type, fetchCode, { passive: true })
  }
  function fetchCode() {
    if (asked || stopped) return
    disarm()
    asked = true
    load().catch(() => {
      asked = false
      if (!stopped) arm()
    })
  }
  if (now) fetchCode()
  else arm()
  return {
    undo: () => {
      stopped = true
      disarm()
    },
    asked: () => asked,
    now: fetchCode,
  }
}
