/** The home page is stored with this slug and served at "/". */
export const HOME_SLUG = 'accueil'

/** Lower-case words separated by hyphens, optionally nested with "/" (services/terrassement). */
export const PAGE_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*$/

export const pagePath = (slug: string) => (slug === HOME_SLUG ? '/' : `/${slug}`)

export const slugFromSegments = (segments: string[] | undefined) =>
  segments && segments.length ? segments.map((s) => decodeURIComponent(s)).join('/') : HOME_SLUG
