import { GRID_BREAKPOINTS } from '../constants'

export type Breakpoint = { maxWidth: number; columns: number; rowHeight: number }

/**
 * The columns and row height for a grid `width` px wide: the narrowest breakpoint whose maxWidth
 * still covers it (spec §9 "Grid defaults"); a grid's own settings replace the defaults per entry.
 */
export function breakpointFor(width: number, breakpoints: readonly Breakpoint[] = GRID_BREAKPOINTS): Breakpoint {
  const sorted = [...breakpoints].sort((a, b) => b.maxWidth - a.maxWidth)
  let chosen = sorted[0]!
  for (const breakpoint of sorted) if (width <= breakpoint.maxWidth) chosen = breakpoint
  return chosen
}
