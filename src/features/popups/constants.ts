/**
 * Popups' constants (spec §3 "Popup settings", §5 "Popup display conditions", §9), named for what
 * they mean. docs/product.md, Planned "Overlays"; docs/decisions/039.
 */

/** The site's own time zone, for schedules set in "site" time. */
export const SITE_TIME_ZONE = 'Europe/Paris'

/** Search engines of the "search" source (spec §5). */
export const SEARCH_ENGINES = ['google', 'yahoo', 'bing', 'yandex', 'baidu'] as const

/** Sources a popup may be limited to; all three selected means always (spec §5). */
export const SOURCES = ['internal', 'external', 'search'] as const
export type Source = (typeof SOURCES)[number]

export const DEVICES = ['desktop', 'tablet', 'mobile'] as const
export type Device = (typeof DEVICES)[number]
/** Device modes by viewport width: mobile up to 767 px, tablet up to 1024 px (the lowest width is 320, spec §9). */
export const DEVICE_MAX_WIDTH = { mobile: 767, tablet: 1024 } as const

export const BROWSERS = ['chrome', 'firefox', 'safari', 'edge', 'opera', 'samsung'] as const
export type Browser = (typeof BROWSERS)[number]

/** Periods of a show limit (spec §5 "times"): none counts for ever. */
export const TIMES_PERIODS = ['none', 'session', 'day', 'week', 'month'] as const
export type TimesPeriod = (typeof TIMES_PERIODS)[number]
/**
 * How long a period's count lasts from the first show in it (a session ends with the tab): spec §9
 * "Time frames", day 86,400 s, week 604,800 s, month 2,628,288 s (a twelfth of a year, not 30 days).
 */
export const PERIOD_MS = { day: 86_400_000, week: 604_800_000, month: 2_628_288_000 } as const

/** The visitor's storage: one key for the site-wide counts, one per popup (spec §3 storage keys). */
export const STORAGE_KEY = 'vitrine-popups'
export const SESSION_STORAGE_KEY = 'vitrine-popups-session'

/** Windows opened by links (spec §9): 500 × 300, the share popup 626 × 436. */
export const POPUP_WINDOW = { width: 500, height: 300 } as const
export const SHARE_WINDOW = { width: 626, height: 436 } as const

/** Focus moves into an opened popup after 250 ms (spec §9 "focus delay"). */
export const POPUP_FOCUS_DELAY_MS = 250
