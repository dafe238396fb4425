import type { MetadataRoute } from 'next'

import { siteUrl } from '@/lib/site-url'

// Built per request like the sitemap: prerendered at build time, it would name the build
// machine's default origin (SITE_URL is a run-time setting) instead of the site's.
export const dynamic = 'force-dynamic'

export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/admin', '/api/', '/recherche', '/compte', '/connexion'] }],
    sitemap: `${siteUrl()}/sitemap.xml`,
  }
}
