import { NextResponse, type NextRequest } from 'next/server'

import { filteredViewPath } from './features/portfolio/url-state'
import { badRequestResponse, isDecodablePath } from './features/site-shell/bad-request'

/**
 * A page requested with a portfolio view in its query (?categorie, ?autre, ?q) is rendered by the
 * per-request route that applies it (docs/decisions/007-portfolio-filtered-views.md). A path whose
 * percent-encoding is broken gets the French 400 page before Next.js fails on it with a bare 500
 * (docs/decisions/018-e2e-variants-and-error-pages.md). Every other request never reaches this
 * function (matcher). A grid's view goes to the same route, rewritten by the production server
 * (src/features/pages/views.mjs, docs/decisions/043).
 */
export function proxy(request: NextRequest) {
  if (!isDecodablePath(request.nextUrl.pathname)) return badRequestResponse()
  const target = filteredViewPath(request.nextUrl.pathname, request.nextUrl.searchParams)
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
  ],
}
