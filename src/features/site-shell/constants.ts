/**
 * Site-shell constants. Values marked "spec" are the product's own constants (docs/product.md, Constants and limits); the others
 * are our own choices and say why.
 */
import { HEADER_BREAKPOINT } from '../site-settings/breakpoint'

/** docs/product.md, Shell, first reading: the button appears after 100 px, fades in 300 ms, scrolls in 300 ms. */
export const SCROLL_TOP_SIMPLE_THRESHOLD_PX = 100
export const SCROLL_TOP_FADE_MS = 300
export const SCROLL_TOP_SCROLL_MS = 300
/** docs/product.md, Shell, second reading: 300 px, or header height + 100 px when a header exists. */
export const SCROLL_TOP_OFFSET_THRESHOLD_PX = 300
export const SCROLL_TOP_HEADER_EXTRA_PX = 100

export { LAZY_BACKGROUND_MARGIN_PX, LAZY_BG_ATTRIBUTE, PARTICLES_ATTRIBUTE, SEARCH_PATH, SITE_HEADER_SELECTOR } from './first-load'

/** docs/product.md, Shell "Search field focus delay" and §4 search box fade timings. */
export const SEARCH_FOCUS_DELAY_MS = 200
export const SEARCH_CLOSE_ANIMATION_MS = 200
export const SEARCH_OPEN_DELAY_MS = 1
/** docs/product.md, Shell "Resize debounce default". */
export const RESIZE_DEBOUNCE_MS = 200

/** docs/product.md, Shell "Animation delay default"; the cap stops a typo in the back office hiding a block for minutes. */
export const ANIMATION_DELAY_DEFAULT_MS = 0
export const ANIMATION_DELAY_MAX_MS = 10_000
/**
 * If the page-behaviours island never starts (script blocked, chunk failed), reveal-animated
 * elements would stay invisible: CSS shows them anyway after this long. Mirrored in shell.css.
 */
export const REVEAL_FAILSAFE_MS = 4_000

/** docs/product.md, Shell "Delays: dropdown hide 400 ms" — the hover account menu closes this long after the pointer leaves. */
export const DROPDOWN_HIDE_DELAY_MS = 400

/**
 * docs/product.md, Shell "Lowest device width for breakpoints" (320); the bounds are the site settings' own, so the
 * back office and the header clamp the same way.
 */
export const HEADER_BREAKPOINT_MIN_PX = HEADER_BREAKPOINT.min
export const HEADER_BREAKPOINT_MAX_PX = HEADER_BREAKPOINT.max
export const HEADER_BREAKPOINT_DEFAULT_PX = HEADER_BREAKPOINT.default

/**
 * Fixed header heights (reserved by CSS so the header never shifts the page). Exposed as
 * `--header-height` for the smooth-anchor and scroll-top offsets.
 */
export const HEADER_HEIGHT_DESKTOP_PX = 80
export const HEADER_HEIGHT_MOBILE_PX = 64

export const SEARCH_PARAM = 's'
export const LOGIN_PATH = '/connexion'
export const ACCOUNT_PATH = '/compte'
export const ADMIN_PATH = '/admin'
export const ME_ENDPOINT = '/api/users/me'
export const LOGOUT_ENDPOINT = '/api/users/logout'
export const MAIN_CONTENT_ID = 'contenu'


/**
 * Marks the header's buttons whose code comes when the visitor turns to the header
 * (behaviours/header.ts, docs/decisions/071): a click before it came is given again once it is here.
 */
export { HEADER_CONTROL_ATTRIBUTE } from './inline-scripts.mjs'
