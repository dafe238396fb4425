import { NextResponse, type NextRequest } from 'next/server'

import { hasGridParams } from './features/grid/request'
import { filteredViewPath, viewRoutePath } from './features/portfolio/url-state'
import { badRequestResponse, isDecodablePath } from './features/site-shell/bad-request'

/**
 * A page requested with a portfolio view in its query (?categorie, ?autre, ?q) is rendered by the
 * per-request route that applies it (docs/decisions/007-portfolio-filtered-views.md). A path whose
 * percent-encoding is broken gets the French 400 page before Next.js fails on it with a bare 500
 * (docs/decisions/018-e2e-variants-and-error-pages.md). A grid's view in the address goes to the same
 * route (docs/decisions/043-grid-sources-block-and-views.md). Every other request never reaches this
 * function (matcher).
 */
export function proxy(request: NextRequest) {
  if (!isDecodablePath(request.nextUrl.pathname)) return badRequestResponse()
  const { pathname, searchParams } = request.nextUrl
  // A grid's view (e-filter-…, e-page-…, e-sort-…, e-search-…) goes to the same per-request route.
  const target = filteredViewPath(pathname, searchParams) ?? (hasGridParams(searchParams) ? viewRoutePath(pathname) : null)
  if (!target) return NextResponse.next()
  const url = request.nextUrl.clone()
  url.pathname = target
  return NextResponse.rewrite(url)
}

// Requests carrying one of the view parameters, outside Next.js and Payload's own paths, and any
// path with a percent sign (the only ones whose decoding can fail).
// Matchers must be literals (read at build time): they repeat URL_PARAMS of features/portfolio/constants.
export const config = {
  matcher: [
    { source: '/((?!_next/|api/|admin|wp-json/).*)', has: [{ type: 'query', key: 'categorie' }] },
    { source: '/((?!_next/|api/|admin|wp-json/).*)', has: [{ type: 'query', key: 'autre' }] },
    { source: '/((?!_next/|api/|admin|wp-json/).*)', has: [{ type: 'query', key: 'q' }] },
    { source: '/(.*%.*)' },
    // A grid's keys (e-filter-{widget}-{taxonomy}, e-page-{widget}…) hold the widget's id, and a
    // matcher only knows literal keys: every page path runs the proxy, which returns at once when
    // no key starts with e- (docs/decisions/043). Files (a dot in the path) never do.
    { source: '/((?!_next/|api/|admin|wp-json/)[^.]*)' },
  ],
}
