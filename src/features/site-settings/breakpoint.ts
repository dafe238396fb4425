/**
 * Header breakpoint (px): the spec leaves its value to the theme settings. Alone in its module: the
 * header's code on every page reads it, and nothing else of the settings (docs/decisions/050).
 */
export const HEADER_BREAKPOINT = { default: 1024, min: 320, max: 2000 } as const
