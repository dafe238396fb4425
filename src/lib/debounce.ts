export type Debounced<A extends unknown[]> = ((...args: A) => void) & {
  /** Drops a pending call, e.g. when the component that scheduled it unmounts. */
  cancel: () => void
}

/** Calls `fn` once `waitMs` have passed without a new call, with the last arguments. */
export function debounce<A extends unknown[]>(fn: (...args: A) => void, waitMs: number): Debounced<A> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const debounced = (...args: A) => {
    if (timer !== undefined) clearTimeout(timer)
    timer = setTimeout(() => {
      timer = undefined
      fn(...args)
    }, waitMs)
  }
  debounced.cancel = () => {
    if (timer !== undefined) clearTimeout(timer)
    timer = undefined
  }
  return debounced
}
