import { firstGridWidgetId } from '@/features/grid/options'
import { getPublishedPage } from '@/features/pages/queries.server'
import { legacyListPage, NEWS_PAGE_SLUG, NEWS_PATH } from '@/features/posts/paths'

type Context = { params: Promise<{ n: string }> }

export const dynamic = 'force-dynamic'

/**
 * The old news list's pages, /actualites/page/N, lead for good (308) to the same page of the news
 * page's grid, `/actualites?e-page-{grid}=N`, or to /actualites if staff removed that grid. A route
 * handler rather than a page's permanentRedirect(), whose answer, once through the production
 * server, carried its Location twice (docs/decisions/057).
 */
export async function GET(_request: Request, { params }: Context): Promise<Response> {
  const page = legacyListPage((await params).n)
  if (page === null) {
    // The production server puts the site's own 404 page in place of any HTML 404 (src/server/error-pages.mjs).
    return new Response('<!doctype html><html lang="fr"><title>Page introuvable</title></html>', {
      status: 404,
      headers: { 'Content-Type': 'text/html; charset=utf-8' },
    })
  }
  const news = await getPublishedPage(NEWS_PAGE_SLUG)
  const widgetId = news ? firstGridWidgetId(news.layout as never, 'posts') : null
  const location = widgetId ? `${NEWS_PATH}?e-page-${widgetId}=${page}` : NEWS_PATH
  return new Response(null, { status: 308, headers: { Location: location, 'Cache-Control': 'public, max-age=3600' } })
}
