/** A grid's view request read from an address (the page's query or a loop refresh's base URL). */
import { readGridExtras } from './query/extras'
import { readGridView } from './query/url'
import type { ViewRequest } from './view'

export function readViewRequest(params: URLSearchParams, widgetId: string): ViewRequest {
  const view = readGridView(params, widgetId)
  const extras = readGridExtras(params, widgetId)
  const explicit = [...params.keys()].some((key) => key.startsWith('e-') && (key.endsWith(`-${widgetId}`) || key.startsWith(`e-filter-${widgetId}-`)))
  return { filters: view.filters, page: view.page, sort: extras.sort, order: extras.order, search: extras.search, problems: [...view.problems, ...extras.problems], explicit }
}

/** A page's query as the block context holds it (Next.js's searchParams), as URLSearchParams. */
export function queryParams(query: Record<string, string | string[] | undefined> | undefined): URLSearchParams {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query ?? {})) {
    if (Array.isArray(value)) value.forEach((v) => params.append(key, v))
    else if (value !== undefined) params.append(key, value)
  }
  return params
}
