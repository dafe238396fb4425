/**
 * The gallery's arithmetic (spec §2 "gallery with wrap-around", §9 "preload 0 before and 2 after")
 * and the lightbox's states (spec §4: opening, ready, closing, closed). Pure.
 */
import { LIGHTBOX_PRELOAD_AFTER, LIGHTBOX_PRELOAD_BEFORE } from './constants'

/** `index` brought into 0…total-1, wrapping around both ends. */
export function wrapIndex(index: number, total: number): number {
  if (total <= 0) return 0
  return ((Math.trunc(index) % total) + total) % total
}

/** The slides to fetch ahead of `index`: `before` behind it, `after` past it, wrapping, never itself nor twice. */
export function preloadIndices(index: number, total: number, before = LIGHTBOX_PRELOAD_BEFORE, after = LIGHTBOX_PRELOAD_AFTER): number[] {
  const current = wrapIndex(index, total)
  const picked: number[] = []
  const add = (candidate: number) => {
    const wrapped = wrapIndex(candidate, total)
    if (wrapped !== current && !picked.includes(wrapped)) picked.push(wrapped)
  }
  for (let step = 1; step <= after; step++) add(current + step)
  for (let step = 1; step <= before; step++) add(current - step)
  return picked
}

export type LightboxState = 'opening' | 'ready' | 'closing' | 'closed'
export type LightboxEvent = 'opened' | 'close' | 'closed'

/** Spec §4: opening → ready once its zoom is over; closing on Esc, the button or the backdrop; then closed. */
export function nextLightboxState(state: LightboxState, event: LightboxEvent): LightboxState {
  switch (event) {
    case 'opened':
      return state === 'opening' ? 'ready' : state
    case 'close':
      return state === 'opening' || state === 'ready' ? 'closing' : state
    case 'closed':
      return 'closed'
  }
}
