import 'server-only'

import { type TaxonomyKind } from '../constants'
import { wpMessages } from '../messages'
import { findPortfolioItems, listPortfolioTerms } from '../queries.server'
import { parseItemsParams, parseTermsParams } from './params'
import { invalidParams, methodNotAllowed, pagingHeaders, withoutBody, wpError, wpJson } from './responses'

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
  const { page, perPage, categories, otherCategories, tags } = parsed.value
  try {
    const result = await findPortfolioItems({ page, perPage, categories, otherCategories, tags })
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

type Handler = (request: Request) => Promise<Response> | Response

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

export const portfolioItemsRoute = readOnlyRoute(getPortfolioItems)
export const portfolioCategoriesRoute = readOnlyRoute((request) => getPortfolioTerms('categories', request))
export const portfolioOtherCategoriesRoute = readOnlyRoute((request) => getPortfolioTerms('otherCategories', request))
export const portfolioTagsRoute = readOnlyRoute((request) => getPortfolioTerms('tags', request))
