/**
 * The purposes' keys alone, without their texts: the eager first check (first-check.ts) reads the
 * cookie with them, and the texts (purposes.ts) would cost every page's first load.
 */
export const PURPOSE_KEYS = ['videos', 'maps', 'captcha', 'effects'] as const
export type Purpose = (typeof PURPOSE_KEYS)[number]
