/** Public origin of the site, used for absolute URLs (sitemap, Open Graph) and origin checks. */
export const siteUrl = (): string =>
  (process.env.SITE_URL || `http://localhost:${process.env.PORT || 3000}`).replace(/\/+$/, '')
