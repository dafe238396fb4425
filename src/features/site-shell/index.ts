/** What the root layout needs from the site shell. */
export { Header, type HeaderProps } from './Header'
export { ScrollTop, type ScrollTopProps } from './ScrollTop.client'
export { PageBehaviours, type PageBehavioursProps } from './PageBehaviours.client'
export { FirstScreenReveal, ThemeScript, type ThemeScriptProps } from './ThemeScript'
export { paletteCss } from './colour'
// Client features (popups, off-canvas, grids) import `./link-actions` (registerLinkAction) and
// `./lightbox-loader` (openLightbox) directly, so this server-side entry stays free of browser code.
