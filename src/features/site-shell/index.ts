/** What the root layout needs from the site shell. */
export { Header, type HeaderProps } from './Header'
export { ScrollTop, type ScrollTopProps } from './ScrollTop'
export { PageBehaviours, type PageBehavioursProps } from './PageBehaviours.client'
export { FirstScreenReveal, ScriptsAfterHero } from './FirstScreenReveal'
// Features that run in the browser (popups, off-canvas, grids) reach the link-action bus and the
// lightbox through their own entries, features/link-actions and features/lightbox.
