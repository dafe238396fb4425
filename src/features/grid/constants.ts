/**
 * The content grid's constants (spec §9 "Grid defaults", "Grid gallery rotation", "Grid lightbox",
 * §2 "Content grid"), named for what they mean. docs/product.md, Grids.
 */

/** URL keys of a grid's state, as the old site wrote them: `e-filter-{widgetId}-{taxonomy}`, `e-page-{widgetId}`. */
export const FILTER_PARAM_PREFIX = 'e-filter-'
export const PAGE_PARAM_PREFIX = 'e-page-'

/** Joins between a filter's terms in the URL: + for AND, ~ for OR, ! for NOT (spec §2). */
export const JOIN_SEPARATORS = { AND: '+', OR: '~', NOT: '!' } as const
export type LogicalJoin = keyof typeof JOIN_SEPARATORS
/** A filter's logic when the URL or the settings say nothing (spec §5 "Grid filter logic defaults to AND"). */
export const DEFAULT_LOGICAL_JOIN: LogicalJoin = 'AND'

/** Bounds on what a URL may ask, so a crafted address costs no more than a real one. */
export const MAX_TERMS_PER_FILTER = 20
export const MAX_FILTERS_PER_GRID = 10
export const MAX_SLUG_LENGTH = 200
/** A page number beyond any real grid: larger values are refused, not clamped. */
export const MAX_PAGE = 10_000

/** Search box: 200 ms after the last key (spec §2). */
export const SEARCH_DEBOUNCE_MS = 200
/** The grid's minimum height while a page changes (spec §4 "Content grid"). */
export const GRID_MIN_HEIGHT_WHILE_PAGING_PX = 250

/**
 * Columns and row heights by viewport width (spec §9 "Grid defaults"): 4 columns above 1200 px,
 * 3 up to 1200, 3 up to 980, 2 up to 768, 1 up to 480 and up to 320; rows 240, 240, 220, 220, 200, 200.
 * Each entry applies up to and including `maxWidth` (the first entry has no upper bound).
 */
export const GRID_BREAKPOINTS = [
  { maxWidth: Infinity, columns: 4, rowHeight: 240 },
  { maxWidth: 1200, columns: 3, rowHeight: 240 },
  { maxWidth: 980, columns: 3, rowHeight: 220 },
  { maxWidth: 768, columns: 2, rowHeight: 220 },
  { maxWidth: 480, columns: 1, rowHeight: 200 },
  { maxWidth: 320, columns: 1, rowHeight: 200 },
] as const

/** Slider defaults (spec §9): cycle 5000 ms, swing speed 500, slider speed 1000. */
export const SLIDER_CYCLE_MS = 5000
export const SLIDER_SWING_SPEED_MS = 500
export const SLIDER_SPEED_MS = 1000
/** The timed image gallery's rotation (spec §9). */
export const GALLERY_ROTATION_MS = 3500

/** The grids' own collections (the other sources read the news and the réalisations). */
export const GRID_COLLECTIONS = {
  media: 'grid-media',
  machines: 'machines',
  machineTypes: 'machine-types',
  machineUses: 'machine-uses',
} as const

/** An item's link that carries a media for the lightbox (render/html.ts `itemHtml`). */
export const MEDIA_LINK = 'a.grid-item__link[data-type]'

/** The links the island answers without leaving the page: a filter, a page, « Voir plus ». */
export const VIEW_LINKS = 'a.grid-filter, a.grid-page, a.grid-more'

/** Every link of a grid its code answers: held while that code waits for the visitor's first sign. */
export const GRID_LINKS = `${MEDIA_LINK}, ${VIEW_LINKS}`
