/**
 * The island's state machine (spec §4 "Portfolio block"), pure so it can be tested step by step:
 * - both selections start at "all" (or at the view in the address, beyond the old site);
 * - changing either selection, or the preset lists, clears the items, resets the total and the
 *   page to 1 and fetches page 1 (a new generation: answers for an older one are dropped);
 * - Load More moves to the next page and appends it;
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
  return { active, ready: false, view, items: [], total: null, page: 1, loading: true, failed: false, generation: 0 }
}

function restart(state: PortfolioState, view: ViewState): PortfolioState {
  return { ...state, view, items: [], total: null, page: 1, loading: true, failed: false, generation: state.generation + 1 }
}

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
        return search === state.view.search ? state : { ...state, view: { ...state.view, search } }
      }
      return restart(state, { category, otherCategory, search })
    }
    case 'search':
      return action.text === state.view.search ? state : { ...state, view: { ...state.view, search: action.text } }
    case 'presets-changed':
      return restart(state, state.view)
    case 'load-more':
      if (!canLoadMore(state)) return state
      return { ...state, page: state.page + 1, loading: true, failed: false }
    case 'loaded': {
      if (action.generation !== state.generation || action.page !== state.page || !state.loading) return state
      return {
        ...state,
        items: action.page === 1 ? action.items : appendNew(state.items, action.items),
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

/** spec §4: Load More shows only while fewer items are loaded than the total and nothing is loading. */
export function canLoadMore(state: PortfolioState): boolean {
  return !state.loading && state.total !== null && state.items.length < state.total
}

export const visibleItems = (state: PortfolioState): WpPortfolioItem[] => filterByTitle(state.items, state.view.search)

/** "No items found" once an answer is in and the search (or the selection) leaves nothing. */
export const showNoItems = (state: PortfolioState): boolean =>
  !state.loading && !state.failed && visibleItems(state).length === 0
