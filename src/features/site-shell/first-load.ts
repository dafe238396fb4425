/**
 * What the shell's code that comes with every page (behaviours/start.ts, header-intent.ts) needs of
 * its constants, apart from constants.ts (which re-exports them): that module's every value would
 * otherwise come with it. The markers are here rather than beside the code that acts on them, which
 * is fetched when wanted.
 */
export const SITE_HEADER_SELECTOR = '[data-site-header]'
export const LAZY_BG_ATTRIBUTE = 'data-lazy-bg'
export const PARTICLES_ATTRIBUTE = 'data-particles'
/** docs/product.md, Shell "Lazy-load margin". */
export const LAZY_BACKGROUND_MARGIN_PX = 200
/** Where the header's links and forms go (routes built by the app). */
export const SEARCH_PATH = '/recherche'
