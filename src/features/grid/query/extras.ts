/**
 * The sort, order and search of a grid in the address, next to the old site's e-filter / e-page
 * (which had them only in the page's script): `e-sort-{widgetId}=key`, `e-order-{widgetId}=asc|desc`,
 * `e-search-{widgetId}=text`. They make the no-JavaScript form and a copied link reopen the same
 * view (docs/decisions/043). Read like the rest of the codec: a bad value is left out and named.
 */
import type { SortOrder } from './sort'

export const SORT_PARAM_PREFIX = 'e-sort-'
export const ORDER_PARAM_PREFIX = 'e-order-'
export const SEARCH_PARAM_PREFIX = 'e-search-'
export const MAX_SEARCH_LENGTH = 100

export type GridExtras = { sort: string | null; order: SortOrder | null; search: string }

const SORT_KEY = /^[a-z0-9_-]{1,40}$/

export function readGridExtras(params: URLSearchParams, widgetId: string): GridExtras & { problems: string[] } {
  const problems: string[] = []
  const sortValue = params.get(`${SORT_PARAM_PREFIX}${widgetId}`)
  const orderValue = params.get(`${ORDER_PARAM_PREFIX}${widgetId}`)
  let sort: string | null = null
  if (sortValue) {
    if (SORT_KEY.test(sortValue)) sort = sortValue
    else problems.push(`tri illisible : ${sortValue.slice(0, 40)}`)
  }
  let order: SortOrder | null = null
  if (orderValue) {
    if (orderValue === 'asc' || orderValue === 'desc') order = orderValue
    else problems.push(`ordre illisible : ${orderValue.slice(0, 10)}`)
  }
  const search = (params.get(`${SEARCH_PARAM_PREFIX}${widgetId}`) ?? '').trim().slice(0, MAX_SEARCH_LENGTH)
  return { sort, order, search, problems }
}

export function writeGridExtras(params: URLSearchParams, widgetId: string, extras: GridExtras): URLSearchParams {
  const out = new URLSearchParams([...params].filter(([key]) => ![SORT_PARAM_PREFIX, ORDER_PARAM_PREFIX, SEARCH_PARAM_PREFIX].some((p) => key === `${p}${widgetId}`)))
  if (extras.sort) out.set(`${SORT_PARAM_PREFIX}${widgetId}`, extras.sort)
  if (extras.order) out.set(`${ORDER_PARAM_PREFIX}${widgetId}`, extras.order)
  if (extras.search) out.set(`${SEARCH_PARAM_PREFIX}${widgetId}`, extras.search)
  return out
}
