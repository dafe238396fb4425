/**
 * The grid island's states (spec §4 "Content grid", "Loop widget", §8 "Grid", "Loop refresh"), pure
 * so each rule is tested alone; the effects (requests, the address bar, the markup) live in the
 * island. docs/product.md, Planned "Content grids"; docs/decisions/038.
 * - The grid is `loading` until its images have loaded; a filter or sort before that is ignored.
 * - One request at a time (the ajax lock): while one is in flight, page links, load more, filters and
 *   sorts are ignored, and so is a click on the current page.
 * - Load more moves the counter first; an answer with `success: false` shows its message and moves
 *   the counter back, an empty one (or one marked `last`) marks "no more items", an HTTP error moves the counter back.
 * - A loop refresh (filter change) or a page change shows the loading overlay; an answer that is
 *   not usable leaves the markup as it was (and the view with it), and the overlay goes either way.
 * Answers carry the generation of their request: a late answer to an older one is dropped.
 */
import { toggleTerm } from './query/logic'
import type { SortOrder } from './query/sort'
import type { GridView, TaxonomyFilter } from './query/url'

/** `previous` is the view to come back to when the answer cannot be used. */
export type GridRequest = { kind: 'page' | 'more' | 'refresh'; generation: number; previous: GridView }

export type GridState = {
  loaded: boolean
  view: GridView
  sort: { key: string; order: SortOrder } | null
  search: string
  /** The request in flight, if any: the ajax lock. */
  request: GridRequest | null
  /** The loading overlay over the markup (loop refresh and page change). */
  overlay: boolean
  noMore: boolean
  /** A message from the server to show (load more with `success: false`). */
  message: string | null
  /** Markup to put in place of the current one, or to append (load more). */
  markup: { html: string; mode: 'replace' | 'append' } | null
  generation: number
}

export type GridAction =
  | { type: 'images-loaded' }
  | { type: 'filter'; taxonomy: string; term: string; combined: boolean }
  | { type: 'sort'; key: string; order: SortOrder }
  | { type: 'search'; text: string }
  | { type: 'go-to-page'; page: number }
  | { type: 'load-more' }
  | { type: 'more-answered'; generation: number; success: boolean; message?: string; content: string; last?: boolean }
  | { type: 'refresh-answered'; generation: number; html: string | null }
  | { type: 'request-failed'; generation: number }
  | { type: 'restore'; view: GridView }

export function initialGridState(view: GridView): GridState {
  return { loaded: false, view, sort: null, search: '', request: null, overlay: false, noMore: false, message: null, markup: null, generation: 0 }
}

function withFilter(filters: readonly TaxonomyFilter[], taxonomy: string, terms: string[]): TaxonomyFilter[] {
  const current = filters.find((f) => f.taxonomy === taxonomy)
  const rest = filters.filter((f) => f.taxonomy !== taxonomy)
  return terms.length ? [...rest, { taxonomy, terms, join: current?.join ?? 'AND' }] : rest
}

function start(state: GridState, kind: GridRequest['kind'], view: GridView): GridState {
  const generation = state.generation + 1
  return { ...state, view, request: { kind, generation, previous: state.view }, overlay: kind !== 'more', message: null, markup: null, generation }
}

const current = (state: GridState, generation: number) => state.request?.generation === generation

export function gridReducer(state: GridState, action: GridAction): GridState {
  switch (action.type) {
    case 'images-loaded':
      return state.loaded ? state : { ...state, loaded: true }
    case 'filter': {
      if (!state.loaded || state.request) return state
      const selected = state.view.filters.find((f) => f.taxonomy === action.taxonomy)?.terms ?? []
      const filters = withFilter(state.view.filters, action.taxonomy, toggleTerm(selected, action.term, action.combined))
      return { ...start(state, 'refresh', { filters, page: 1 }), noMore: false }
    }
    case 'sort':
      if (!state.loaded || state.request) return state
      return { ...state, sort: { key: action.key, order: action.order } }
    case 'search':
      return state.loaded ? { ...state, search: action.text } : state
    case 'go-to-page':
      if (state.request || action.page === state.view.page || action.page < 1) return state
      return start(state, 'page', { ...state.view, page: action.page })
    case 'load-more':
      if (state.request || state.noMore || !state.loaded) return state
      return start(state, 'more', { ...state.view, page: state.view.page + 1 })
    case 'more-answered': {
      if (!current(state, action.generation)) return state
      const settled = { ...state, request: null, overlay: false }
      if (!action.success) return { ...settled, message: action.message ?? null, view: state.request!.previous }
      if (!action.content.trim()) return { ...settled, noMore: true }
      // `last`: the answer says this page was the last one, so « Voir plus » goes at once.
      return { ...settled, markup: { html: action.content, mode: 'append' }, noMore: action.last === true }
    }
    case 'refresh-answered': {
      if (!current(state, action.generation)) return state
      if (!action.html) return { ...state, request: null, overlay: false, view: state.request!.previous }
      return { ...state, request: null, overlay: false, markup: { html: action.html, mode: 'replace' } }
    }
    case 'request-failed': {
      if (!current(state, action.generation)) return state
      return { ...state, request: null, overlay: false, view: state.request!.previous }
    }
    case 'restore':
      // The back button: the address's view, fetched again, whatever is in flight.
      return { ...start(state, 'refresh', action.view), noMore: false }
    default: {
      const _exhaustive: never = action
      return state
    }
  }
}
