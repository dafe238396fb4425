import { pagePath } from '@/features/pages/path'
import { listPublishedPageSlugs } from '@/features/pages/queries.server'
import { postPath } from '@/features/posts/paths'
import { listPublishedPostSlugs } from '@/features/posts/queries.server'
import { siteUrl } from '@/lib/site-url'

export const dynamic = 'force-dynamic'

const escapeXml = (s: string) => s.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`)

export async function GET() {
  const base = siteUrl()
  const [pages, posts] = await Promise.all([listPublishedPageSlugs(), listPublishedPostSlugs()])
  const urls = [
    ...pages.map((p) => ({ loc: pagePath(p.slug), lastmod: p.updatedAt })),
    ...posts.map((p) => ({ loc: postPath(p.slug), lastmod: p.updatedAt })),
  ]
  const body =
    '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
    urls
      .map((u) => `  <url><loc>${escapeXml(base + u.loc)}</loc>${u.lastmod ? `<lastmod>${escapeXml(u.lastmod)}</lastmod>` : ''}</url>`)
      .join('\n') +
    '\n</urlset>\n'
  return new Response(body, {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=600' },
  })
}
