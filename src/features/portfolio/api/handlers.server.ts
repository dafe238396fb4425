import 'server-only'

import { type TaxonomyKind } from '../constants'
import { wpMessages } from '../messages'
import { findPortfolioItem, findPortfolioItems, findPortfolioTerm, listPortfolioTerms } from '../queries.server'
import { parseItemsParams, parseTermsParams } from './params'
import { invalidParams, methodNotAllowed, noRoute, pagingHeaders, withoutBody, wpError, wpJson } from './responses'

/**
 * The WordPress-compatible read API (docs/api.md), called by the thin route handlers under
 * src/app/wp-json/wp/v2/. Reads as an anonymous visitor whatever the request carries: answers are
 * public and cacheable, and never contain a draft or a private réalisation.
 */

function internalError(error: unknown): Response {
  console.error('API portfolio :', error)
  return wpError('internal_server_error', wpMessages.internal, 500)
}

/** WordPress refuses a page past the last one, unless there is nothing at all. */
const pageOutOfRange = (page: number, total: number, totalPages: number) => total > 0 && page > totalPages

/** GET /wp-json/wp/v2/portfolio */
export async function getPortfolioItems(request: Request): Promise<Response> {
  const parsed = parseItemsParams(new URL(request.url).searchParams)
  if (!parsed.ok) return invalidParams(parsed.errors)
  const { page, perPage, categories, otherCategories, tags, search } = parsed.value
  try {
    const result = await findPortfolioItems({ page, perPage, categories, otherCategories, tags, search })
    if (pageOutOfRange(page, result.total, result.totalPages)) {
      return wpError('rest_post_invalid_page_number', wpMessages.invalidPageNumber, 400)
    }
    return wpJson(result.docs, { headers: pagingHeaders(request.url, page, result.total, result.totalPages) })
  } catch (error) {
    return internalError(error)
  }
}

/** GET /wp-json/wp/v2/portfolio-categories, -other-categories, -tags */
export async function getPortfolioTerms(kind: TaxonomyKind, request: Request): Promise<Response> {
  const parsed = parseTermsParams(new URL(request.url).searchParams)
  if (!parsed.ok) return invalidParams(parsed.errors)
  const { page, perPage } = parsed.value
  try {
    const result = await listPortfolioTerms(kind, { page, perPage })
    if (pageOutOfRange(page, result.total, result.totalPages)) {
      return wpError('rest_term_invalid_page_number', wpMessages.invalidPageNumber, 400)
    }
    return wpJson(result.docs, { headers: pagingHeaders(request.url, page, result.total, result.totalPages) })
  } catch (error) {
    return internalError(error)
  }
}

/** WordPress's single routes match `(?P<id>[\d]+)` only: anything else is no route at all. */
const routeId = (segment: string): number | null => (/^\d{1,15}$/.test(segment) ? Number(segment) : null)

/** GET /wp-json/wp/v2/portfolio/<id>: a published, public réalisation, else rest_post_invalid_id. */
export async function getPortfolioItem(request: Request, segment: string): Promise<Response> {
  const id = routeId(segment)
  if (id === null) return noRoute()
  try {
    const item = await findPortfolioItem(id)
    return item ? wpJson(item) : wpError('rest_post_invalid_id', wpMessages.invalidPostId, 404)
  } catch (error) {
    return internalError(error)
  }
}

/** GET /wp-json/wp/v2/portfolio-categories/<id> (and the two others): a term, else rest_term_invalid. */
export async function getPortfolioTerm(kind: TaxonomyKind, request: Request, segment: string): Promise<Response> {
  const id = routeId(segment)
  if (id === null) return noRoute()
  try {
    const term = await findPortfolioTerm(kind, id)
    return term ? wpJson(term) : wpError('rest_term_invalid', wpMessages.invalidTerm, 404)
  } catch (error) {
    return internalError(error)
  }
}

type Handler = (request: Request) => Promise<Response> | Response
type SingleHandler = (request: Request, id: string) => Promise<Response> | Response
/** What Next.js passes a dynamic route handler. */
type IdContext = { params: Promise<{ id: string }> }

/** The exports of one read-only route file: GET and HEAD read, every writing method answers 405. */
export function readOnlyRoute(get: Handler) {
  return {
    GET: get,
    HEAD: (request: Request) => withoutBody(Promise.resolve(get(request))),
    POST: methodNotAllowed,
    PUT: methodNotAllowed,
    PATCH: methodNotAllowed,
    DELETE: methodNotAllowed,
  }
}

/** The exports of a single-item route file (`…/[id]/route.ts`). */
export function readOnlySingleRoute(get: SingleHandler) {
  const read = async (request: Request, context: IdContext) => get(request, (await context.params).id)
  // A writing method on a route that does not exist is no route, as on WordPress.
  const refuse = async (request: Request, context: IdContext) => (routeId((await context.params).id) === null ? noRoute() : methodNotAllowed())
  return {
    GET: read,
    HEAD: (request: Request, context: IdContext) => withoutBody(read(request, context)),
    POST: refuse,
    PUT: refuse,
    PATCH: refuse,
    DELETE: refuse,
  }
}

/** Every other address under /wp-json, whatever the method. */
export const unknownApiRoute = { GET: noRoute, HEAD: () => withoutBody(Promise.resolve(noRoute())), POST: noRoute, PUT: noRoute, PATCH: noRoute, DELETE: noRoute, OPTIONS: noRoute }

export const portfolioItemsRoute = readOnlyRoute(getPortfolioItems)
export const portfolioItemRoute = readOnlySingleRoute(getPortfolioItem)
export const portfolioCategoryRoute = readOnlySingleRoute((request, id) => getPortfolioTerm('categories', request, id))
export const portfolioOtherCategoryRoute = readOnlySingleRoute((request, id) => getPortfolioTerm('otherCategories', request, id))
export const portfolioTagRoute = readOnlySingleRoute((request, id) => getPortfolioTerm('tags', request, id))
export const portfolioCategoriesRoute = readOnlyRoute((request) => getPortfolioTerms('categories', request))
export const portfolioOtherCategoriesRoute = readOnlyRoute((request) => getPortfolioTerms('otherCategories', request))
export const portfolioTagsRoute = readOnlyRoute((request) => getPortfolioTerms('tags', request))
