import { NextResponse, type NextRequest } from 'next/server'

import { filteredViewPath } from './features/portfolio/url-state'

/**
 * A page requested with a portfolio view in its query (?categorie, ?autre, ?q) is rendered by the
 * per-request route that applies it; every other request never reaches this function (matcher).
 * docs/decisions/007-portfolio-filtered-views.md.
 */
export function proxy(request: NextRequest) {
  const target = filteredViewPath(request.nextUrl.pathname, request.nextUrl.searchParams)
  if (!target) return NextResponse.next()
  const url = request.nextUrl.clone()
  url.pathname = target
  return NextResponse.rewrite(url)
}

// Only requests carrying one of the view parameters, outside Next.js and Payload's own paths.
// Matchers must be literals (read at build time): they repeat URL_PARAMS of features/portfolio/constants.
export const config = {
  matcher: [
    { source: '/((?!_next/|api/|admin|wp-json/).*)', has: [{ type: 'query', key: 'categorie' }] },
    { source: '/((?!_next/|api/|admin|wp-json/).*)', has: [{ type: 'query', key: 'autre' }] },
    { source: '/((?!_next/|api/|admin|wp-json/).*)', has: [{ type: 'query', key: 'q' }] },
  ],
}
