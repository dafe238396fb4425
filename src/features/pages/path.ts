/** The home page is stored with this slug and served at "/". */
export const HOME_SLUG = 'accueil'

/** Lower-case words separated by hyphens, optionally nested with "/" (services/terrassement). */
export { PAGE_SLUG_PATTERN } from './views.mjs'

export const pagePath = (slug: string) => (slug === HOME_SLUG ? '/' : `/${slug}`)

export const slugFromSegments = (segments: string[] | undefined) =>
  segments && segments.length ? segments.map((s) => decodeURIComponent(s)).join('/') : HOME_SLUG
