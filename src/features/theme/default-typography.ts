/**
 * The site's typography as globals.css draws it, and its shape, in a module of its own: the site
 * settings' defaults (which every page's colour switch imports) and the settings' reader need it,
 * and neither should carry the typography reader with it (typography.ts, read only by the server,
 * the preview frame's island and the back office).
 */

/** The families a theme may use, by name (their stacks and weights: typography.ts FONT_FAMILIES). */
export const FONT_FAMILY_NAMES = ['Inter', 'Archivo', 'system-ui', 'serif'] as const
export type FontFamily = (typeof FONT_FAMILY_NAMES)[number]

export const HEADINGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'] as const
export type Heading = (typeof HEADINGS)[number]

export const SIZE_UNITS = ['px', 'rem', 'em'] as const
export type SizeUnit = (typeof SIZE_UNITS)[number]

export type Face = { family: FontFamily; weight: number; lineHeight: number }
export type HeadingFace = { family: FontFamily | 'inherit'; weight: number | 'inherit'; lineHeight: number | 'inherit' }

export type Typography = {
  body: Face & { size: { value: number; unit: SizeUnit } }
  headings: Face
  levels: Partial<Record<Heading, Partial<HeadingFace>>>
}

export const DEFAULT_TYPOGRAPHY: Typography = {
  body: { family: 'Inter', weight: 400, lineHeight: 1.6, size: { value: 1.0625, unit: 'rem' } },
  headings: { family: 'Archivo', weight: 750, lineHeight: 1.15 },
  levels: {},
}
