/**
 * The filtered view in the address bar (beyond the old site): `?categorie=<id>&autre=<id>&q=<text>`.
 * The island writes it with history.pushState/replaceState so a view can be shared and the back
 * button restores it; the server reads it (src/proxy.ts sends such requests to a route rendered per
 * request) so the first page, and visitors without JavaScript, see the same view.
 */
import { RESERVED_TOP_SEGMENTS, viewRoutePath } from '../pages/views.mjs'
import { SEARCH_MAX_LENGTH, URL_PARAMS } from './constants'
import type { Selection } from './types'

export type ViewState = { category: Selection; otherCategory: Selection; search: string }

export const INITIAL_VIEW: ViewState = { category: 'all', otherCategory: 'all', search: '' }

type ParamSource = URLSearchParams | Record<string, string | string[] | undefined>

function param(source: ParamSource, key: string): string {
  if (source instanceof URLSearchParams) return source.get(key) ?? ''
  const value = source[key]
  return (Array.isArray(value) ? value[0] : value) ?? ''
}

/** A term id, or "all" for anything that is not one (missing, `abc`, `0`, `-1`, `1e3`). */
export function parseSelection(value: string | null | undefined): Selection {
  return typeof value === 'string' && /^[1-9]\d{0,9}$/.test(value.trim()) ? Number(value.trim()) : 'all'
}

export function readViewState(source: ParamSource): ViewState {
  return {
    category: parseSelection(param(source, URL_PARAMS.category)),
    otherCategory: parseSelection(param(source, URL_PARAMS.otherCategory)),
    search: param(source, URL_PARAMS.search).slice(0, SEARCH_MAX_LENGTH),
  }
}

/** The query string of a view, other parameters of `base` kept; "" when nothing is filtered. */
export function viewQuery(view: ViewState, base: URLSearchParams = new URLSearchParams()): string {
  const params = new URLSearchParams(base)
  const set = (key: string, value: string | null) => (value ? params.set(key, value) : params.delete(key))
  set(URL_PARAMS.category, view.category === 'all' ? null : String(view.category))
  set(URL_PARAMS.otherCategory, view.otherCategory === 'all' ? null : String(view.otherCategory))
  set(URL_PARAMS.search, view.search.trim() ? view.search : null)
  return params.toString()
}

/** The address of a view of the page at `path` (used by the filter links, which work without JavaScript). */
export function viewHref(path: string, view: ViewState): string {
  const query = viewQuery(view)
  return query ? `${path}?${query}` : path
}

export { RESERVED_TOP_SEGMENTS, viewRoutePath }

export function hasViewParams(params: URLSearchParams): boolean {
  return Object.values(URL_PARAMS).some((key) => params.has(key))
}

/**
 * Where src/proxy.ts rewrites a page request that carries view parameters: the same page under
 * the per-request route. Null for anything that is not a page of the catch-all.
 */
export function filteredViewPath(pathname: string, params: URLSearchParams): string | null {
  return hasViewParams(params) ? viewRoutePath(pathname) : null
}


/** A view selecting a term outside the block's preset lists selects "all" instead: the block never shows more than it was set to. */
export function constrainView(view: ViewState, presets: { categorySelectedNum: number[]; otherCategorySelectedNum: number[] }): ViewState {
  const allowed = (selection: Selection, preset: number[]): Selection =>
    selection !== 'all' && preset.length > 0 && !preset.includes(selection) ? 'all' : selection
  return {
    ...view,
    category: allowed(view.category, presets.categorySelectedNum),
    otherCategory: allowed(view.otherCategory, presets.otherCategorySelectedNum),
  }
}
