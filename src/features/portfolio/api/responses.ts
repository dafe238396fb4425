/**
 * Responses of the read API, as WordPress sends them: JSON in UTF-8, the totals in X-WP-Total and
 * X-WP-TotalPages (readable cross-origin), WordPress-style error bodies. Successful answers are the
 * same for every visitor, so a CDN may keep them (s-maxage) and serve them stale while refreshing.
 */
import { siteUrl } from '@/lib/site-url'

import { API_CACHE_S_MAXAGE_S, API_CACHE_STALE_WHILE_REVALIDATE_S } from '../constants'
import { wpMessages } from '../messages'
import type { ParamError } from './params'

export const JSON_CONTENT_TYPE = 'application/json; charset=UTF-8'
export const PUBLIC_CACHE = `public, s-maxage=${API_CACHE_S_MAXAGE_S}, stale-while-revalidate=${API_CACHE_STALE_WHILE_REVALIDATE_S}`
export const ALLOWED_METHODS = 'GET, HEAD'

export type WpErrorBody = {
  code: string
  message: string
  data: { status: number; params?: Record<string, string>; details?: Record<string, { code: string; message: string; data: null }> }
}

export function wpJson(body: unknown, { status = 200, headers = {} }: { status?: number; headers?: Record<string, string> } = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: {
      'Content-Type': JSON_CONTENT_TYPE,
      'Cache-Control': status < 400 ? PUBLIC_CACHE : 'no-store',
      Allow: ALLOWED_METHODS,
      'Access-Control-Expose-Headers': 'X-WP-Total, X-WP-TotalPages, Link',
      ...headers,
    },
  })
}

export function wpError(code: string, message: string, status: number, extra: Omit<WpErrorBody['data'], 'status'> = {}): Response {
  return wpJson({ code, message, data: { status, ...extra } } satisfies WpErrorBody, { status })
}

/** 400 rest_invalid_param, listing every invalid parameter (WP_REST_Request::has_valid_params). */
export function invalidParams(errors: ParamError[]): Response {
  const names = [...new Set(errors.map((e) => e.name))]
  return wpError('rest_invalid_param', wpMessages.invalidParams(names), 400, {
    params: Object.fromEntries(errors.map((e) => [e.name, e.message])),
    details: Object.fromEntries(errors.map((e) => [e.name, { code: e.code, message: e.message, data: null }])),
  })
}

/** The read API is read-only: any other method gets WordPress's "no route" error, with 405. */
export const methodNotAllowed = (): Response => wpError('rest_no_route', wpMessages.noRoute, 405)

/** An address under /wp-json that no route answers, whatever the method: WordPress's JSON 404. */
export const noRoute = (): Response => wpError('rest_no_route', wpMessages.unknownRoute, 404)

/** HEAD answers GET's status and headers without its body. */
export async function withoutBody(response: Promise<Response>): Promise<Response> {
  const full = await response
  return new Response(null, { status: full.status, headers: full.headers })
}

/**
 * The totals headers, and WordPress's Link header pointing at the previous and next pages. Its
 * URLs are absolute, from SITE_URL, as WordPress writes them: a client resolves a Link target
 * against the API's address only if it implements RFC 8288 fully, and most simply fetch it.
 */
export function pagingHeaders(requestUrl: string, page: number, total: number, totalPages: number): Record<string, string> {
  const url = new URL(requestUrl)
  const linkTo = (p: number) => {
    const params = new URLSearchParams(url.searchParams)
    params.set('page', String(p))
    return `<${siteUrl()}${url.pathname}?${params}>`
  }
  const links = [...(page > 1 && page <= totalPages + 1 ? [`${linkTo(page - 1)}; rel="prev"`] : []), ...(page < totalPages ? [`${linkTo(page + 1)}; rel="next"`] : [])]
  return {
    'X-WP-Total': String(total),
    'X-WP-TotalPages': String(totalPages),
    ...(links.length ? { Link: links.join(', ') } : {}),
  }
}
