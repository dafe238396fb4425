/**
 * Portfolio constants. Values marked "spec" are the product's own constants (docs/product.md, Constants and limits);
 * the others are our own choices and say why.
 */

/**
 * The `{prefix}` of the WordPress-compatible field and parameter names (docs/product.md, Portfolio). The old site
 * ran WP Portfolio, whose names all start with `astra-`: keeping it lets anything that read the old
 * API read ours unchanged. docs/decisions/006-portfolio-api-prefix.md.
 */
export const WP_PREFIX = 'astra'

/** Item fields and query parameters built from the prefix (docs/product.md, Portfolio "Portfolio item", §7). */
export const WP_FIELDS = {
  siteType: `${WP_PREFIX}-site-type`,
  siteUrl: `${WP_PREFIX}-site-url`,
  siteOpenInNewTab: `${WP_PREFIX}-site-open-in-new-tab`,
  siteOpenPortfolioIn: `${WP_PREFIX}-site-open-portfolio-in`,
} as const

export const WP_TAXONOMY_PARAMS = {
  categories: `${WP_PREFIX}-portfolio-categories`,
  otherCategories: `${WP_PREFIX}-portfolio-other-categories`,
  tags: `${WP_PREFIX}-portfolio-tags`,
} as const

export type TaxonomyKind = keyof typeof WP_TAXONOMY_PARAMS

/** Routes of the read API (Next route handlers under src/app/wp-json/wp/v2/). */
export const WP_API_BASE = '/wp-json/wp/v2'
export const PORTFOLIO_API_PATHS = {
  items: `${WP_API_BASE}/portfolio`,
  categories: `${WP_API_BASE}/portfolio-categories`,
  otherCategories: `${WP_API_BASE}/portfolio-other-categories`,
  tags: `${WP_API_BASE}/portfolio-tags`,
} as const

/** WordPress's own REST limits for `per_page`, and its default. */
export const WP_PER_PAGE_DEFAULT = 10
export const WP_PER_PAGE_MIN = 1
export const WP_PER_PAGE_MAX = 100
/** More comma-joined ids than this in one filter is not a real visitor; it only costs SQL. */
export const WP_MAX_FILTER_IDS = 100

/**
 * CDN caching of the read API: a minute fresh, then served stale for five while it refreshes, so a
 * réalisation published in the back office shows everywhere within about a minute.
 */
export const API_CACHE_S_MAXAGE_S = 60
export const API_CACHE_STALE_WHILE_REVALIDATE_S = 300

/** Payload collection slugs. */
export const PORTFOLIO_COLLECTIONS = {
  items: 'portfolio-items',
  categories: 'portfolio-categories',
  otherCategories: 'portfolio-other-categories',
  tags: 'portfolio-tags',
} as const satisfies Record<'items' | TaxonomyKind, string>

/** The item field holding each taxonomy's relationship. */
export const TAXONOMY_FIELDS = {
  categories: 'categories',
  otherCategories: 'otherCategories',
  tags: 'tags',
} as const satisfies Record<TaxonomyKind, string>

/** docs/product.md, Portfolio "portfolio-type": page, video, image or iframe (a site shown in a frame). */
export const PORTFOLIO_TYPES = ['image', 'video', 'page', 'iframe'] as const

/**
 * How a page or image item opens. docs/product.md, Portfolio: new-tab, same-tab, "or other meaning lightbox"; the
 * API writes WordPress's own value for the lightbox, `iframe`.
 */
export const OPEN_IN_VALUES = ['lightbox', 'new-tab', 'same-tab'] as const
export const WP_OPEN_IN_LIGHTBOX = 'iframe'

/** docs/product.md, Portfolio "Portfolio block attributes" thumbnailHoverStyle: style-1 is the tile grid, the others masonry. */
export const HOVER_STYLES = ['style-1', 'style-2', 'style-3'] as const
export const TITLE_POSITIONS = ['top', 'bottom'] as const
export const LOAD_MORE_SIZES = ['small', 'medium', 'large'] as const

/** Bounds of the block's numeric attributes (back office and client agree on them). */
export const BLOCK_LIMITS = {
  itemsPerPage: { min: 1, max: WP_PER_PAGE_MAX, default: 12 },
  columns: { min: 1, max: 4, default: 3 },
  /** Seconds a tall site screenshot takes to scroll through its tile on hover. */
  scrollSpeed: { min: 0, max: 30, default: 3 },
  padding: { min: 0, max: 60 },
  borderRadius: { min: 0, max: 60 },
  borderWidth: { min: 0, max: 10 },
} as const

/** docs/product.md, Portfolio "masonry breakpoints 350 px (1), 500 px (2), 900 px (configured); gutter 1 px". Mirrored in portfolio.css. */
export const MASONRY_ONE_COLUMN_BELOW_PX = 350
export const MASONRY_TWO_COLUMNS_FROM_PX = 500
export const MASONRY_CONFIGURED_COLUMNS_FROM_PX = 900
export const MASONRY_GUTTER_PX = 1

/** docs/product.md, Portfolio "Portfolio lightbox: iframe 600x550, video 800x450; close hook 500 ms". */
export const PREVIEW_FRAME_SIZE = { width: 600, height: 550 } as const
export const PREVIEW_VIDEO_SIZE = { width: 800, height: 450 } as const
export const PREVIEW_CLOSE_HOOK_DELAY_MS = 500
/** Widths of the lightbox's view toggles; desktop fills the dialog. */
export const PREVIEW_DEVICES = ['desktop', 'tablet', 'mobile'] as const
export const PREVIEW_DEVICE_WIDTH_PX = { desktop: null, tablet: 768, mobile: 375 } as const

/**
 * A request that has not answered after this long is abandoned and logged like a failure: the
 * visitor keeps what is on screen rather than a spinner that never ends.
 */
export const PORTFOLIO_FETCH_TIMEOUT_MS = 15_000

/** The element the island mounts on and the attribute holding its configuration (removed once read). */
export const BLOCK_MARKER_ATTRIBUTE = 'data-portfolio-block'
export const BLOCK_ATTRIBUTES_ATTRIBUTE = 'data-attributes'

/** Our own query parameters for a shareable filtered view (not in the old site). */
export const URL_PARAMS = { category: 'categorie', otherCategory: 'autre', search: 'q' } as const
export const SEARCH_MAX_LENGTH = 100

/** The internal route that renders a page for a filtered view (src/features/pages/views.mjs). */
export { FILTERED_VIEW_SEGMENT } from '../pages/views.mjs'

/** The demo page holding the portfolio block, where site-search hits for réalisations lead. */
export const PORTFOLIO_PAGE_PATH = '/realisations'
