export type Throttled<A extends unknown[]> = ((...args: A) => boolean) & { reset: () => void }

/**
 * Leading-edge throttle: the first call runs at once, later calls within `waitMs` are dropped
 * (not deferred). Dropping is what key handling wants: a held arrow key must not queue up slides.
 * The wrapper returns whether `fn` ran, so callers can still preventDefault on dropped events.
 */
export function throttle<A extends unknown[]>(fn: (...args: A) => void, waitMs: number): Throttled<A> {
  let last = -Infinity
  const throttled = (...args: A): boolean => {
    const now = Date.now()
    if (now - last < waitMs) return false
    last = now
    fn(...args)
    return true
  }
  throttled.reset = () => {
    last = -Infinity
  }
  return throttled
}
