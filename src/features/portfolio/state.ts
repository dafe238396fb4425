/**
 * The island's state machine (docs/product.md, Portfolio "Portfolio block"), pure so it can be tested step by step:
 * - both selections start at "all" (or at the view in the address, beyond the old site);
 * - changing either selection, or the preset lists, clears the items, resets the total and the
 *   page to 1 and fetches page 1 (a new generation: answers for an older one are dropped);
 * - the search is the API's (WordPress's `search`), over every réalisation: a new text is a new
 *   generation too, but the items on screen stay (narrowed by the same match on their titles) until
 *   its first page arrives;
 * - Load More moves to the next page and appends it, remembering where each page starts (the
 *   masonry lays each page out below the previous ones, so appending moves nothing);
 * - the total is read once per generation, from the first answer's X-WP-Total.
 * Effects (fetching, aborting, the address bar) live in use-portfolio.ts.
 */
import { filterByTitle } from './search'
import type { Selection, WpPortfolioItem } from './types'
import type { ViewState } from './url-state'

export type PortfolioState = {
  /** False until the island has read its configuration: nothing is fetched before. */
  active: boolean
  /** True once a first page has been received: the island may then replace the server's markup. */
  ready: boolean
  view: ViewState
  items: WpPortfolioItem[]
  /** Where each page after the first starts in `items`. */
  pageStarts: number[]
  /** null until the generation's first answer. */
  total: number | null
  page: number
  loading: boolean
  /** The last request failed (logged); nothing more is shown about it. */
  failed: boolean
  generation: number
}

export type PortfolioAction =
  | { type: 'activate'; view: ViewState }
  | { type: 'select'; category?: Selection; otherCategory?: Selection }
  | { type: 'restore'; view: ViewState }
  | { type: 'search'; text: string }
  | { type: 'presets-changed' }
  | { type: 'load-more' }
  | { type: 'loaded'; generation: number; page: number; items: WpPortfolioItem[]; total: number | null }
  | { type: 'failed'; generation: number; page: number }

export function initialState(view: ViewState, { active = true }: { active?: boolean } = {}): PortfolioState {
  return { active, ready: false, view, items: [], pageStarts: [], total: null, page: 1, loading: true, failed: false, generation: 0 }
}

function restart(state: PortfolioState, view: ViewState, { keepItems = false } = {}): PortfolioState {
  return {
    ...state,
    view,
    items: keepItems ? state.items : [],
    pageStarts: keepItems ? state.pageStarts : [],
    total: null,
    page: 1,
    loading: true,
    failed: false,
    generation: state.generation + 1,
  }
}

const sameSearch = (a: string, b: string) => a.trim() === b.trim()

function appendNew(current: WpPortfolioItem[], next: WpPortfolioItem[]): WpPortfolioItem[] {
  // A réalisation published between two pages shifts the offsets: never show one twice.
  const seen = new Set(current.map((item) => item.id))
  return [...current, ...next.filter((item) => !seen.has(item.id))]
}

export function portfolioReducer(state: PortfolioState, action: PortfolioAction): PortfolioState {
  switch (action.type) {
    case 'activate':
      // The view in the address at start-up is the first view, not a change of selection.
      return state.active ? state : { ...state, active: true, view: action.view }
    case 'select': {
      const category = action.category ?? state.view.category
      const otherCategory = action.otherCategory ?? state.view.otherCategory
      if (category === state.view.category && otherCategory === state.view.otherCategory) return state
      return restart(state, { ...state.view, category, otherCategory })
    }
    case 'restore': {
      const { category, otherCategory, search } = action.view
      if (category === state.view.category && otherCategory === state.view.otherCategory) {
        if (search === state.view.search) return state
        if (sameSearch(search, state.view.search)) return { ...state, view: { ...state.view, search } }
        return restart(state, { ...state.view, search }, { keepItems: true })
      }
      return restart(state, { category, otherCategory, search })
    }
    case 'search':
      if (action.text === state.view.search) return state
      // Spaces around the text change nothing the API would answer: no new request for them.
      if (sameSearch(action.text, state.view.search)) return { ...state, view: { ...state.view, search: action.text } }
      return restart(state, { ...state.view, search: action.text }, { keepItems: true })
    case 'presets-changed':
      return restart(state, state.view)
    case 'load-more':
      if (!canLoadMore(state)) return state
      return { ...state, page: state.page + 1, loading: true, failed: false }
    case 'loaded': {
      if (action.generation !== state.generation || action.page !== state.page || !state.loading) return state
      const first = action.page === 1
      return {
        ...state,
        items: first ? action.items : appendNew(state.items, action.items),
        pageStarts: first ? [] : [...state.pageStarts, state.items.length],
        total: state.total ?? action.total ?? action.items.length,
        loading: false,
        failed: false,
        ready: true,
      }
    }
    case 'failed': {
      if (action.generation !== state.generation || action.page !== state.page || !state.loading) return state
      // Going back a page lets the Load More button ask for the same page again.
      return { ...state, loading: false, failed: true, page: Math.max(1, state.page - 1) }
    }
    default: {
      const _unknown: never = action
      return state
    }
  }
}

/** docs/product.md, Portfolio: Load More shows only while fewer items are loaded than the total and nothing is loading. */
export function canLoadMore(state: PortfolioState): boolean {
  return !state.loading && state.total !== null && state.items.length < state.total
}

export const visibleItems = (state: PortfolioState): WpPortfolioItem[] => filterByTitle(state.items, state.view.search)

/** Where each page after the first starts among the visible items (a page the search empties has none). */
export function visiblePageStarts(state: PortfolioState): number[] {
  const starts: number[] = []
  const pageStarts = new Set(state.pageStarts)
  let shown = 0
  for (const [index, item] of state.items.entries()) {
    if (pageStarts.has(index) && shown > 0 && starts[starts.length - 1] !== shown) starts.push(shown)
    if (filterByTitle([item], state.view.search).length) shown++
  }
  return starts.filter((start) => start < shown)
}

/** "No items found" once an answer is in and the search (or the selection) leaves nothing. */
export const showNoItems = (state: PortfolioState): boolean =>
  !state.loading && !state.failed && visibleItems(state).length === 0
