/**
 * The island's effects around the pure state machine (state.ts): one request at a time, the
 * previous one aborted when the selection moves on, a time-out treated as a failure, and the view
 * kept in the address bar (push for a selection, replace while typing, restored on back/forward).
 */
import { useCallback, useEffect, useMemo, useReducer, useRef } from 'react'

import { fetchItemsPage } from './api-client'
import { PORTFOLIO_FETCH_TIMEOUT_MS } from './constants'
import { logs } from './messages'
import { canLoadMore, initialState, portfolioReducer, showNoItems, visibleItems, visiblePageStarts, type PortfolioState } from './state'
import type { PortfolioAttributes, Selection } from './types'
import { constrainView, INITIAL_VIEW, readViewState, viewQuery, type ViewState } from './url-state'

function writeAddress(view: ViewState, mode: 'push' | 'replace') {
  const url = new URL(window.location.href)
  url.search = viewQuery(view, url.searchParams)
  if (url.href === window.location.href) return
  // Next.js patches these to keep its router in step (App Router "native history" support): it
  // copies its own state into the entry when given none, so Back stays within the page.
  if (mode === 'push') window.history.pushState(null, '', url)
  else window.history.replaceState(null, '', url)
}

export type PortfolioController = {
  state: PortfolioState
  items: PortfolioState['items']
  /** Where each loaded page after the first starts among `items`. */
  pageStarts: number[]
  showLoadMore: boolean
  showNoItems: boolean
  selectCategory: (selection: Selection) => void
  selectOtherCategory: (selection: Selection) => void
  search: (text: string) => void
  loadMore: () => void
}

/**
 * `attributes` and `view` are null until the island has read its configuration; the state machine
 * starts then, from the view in the address.
 */
export function usePortfolio(attributes: PortfolioAttributes | null, startView: ViewState | null): PortfolioController {
  const [state, dispatch] = useReducer(portfolioReducer, INITIAL_VIEW, (view) => initialState(view, { active: false }))
  const { generation, page, loading, active } = state
  const { category, otherCategory } = state.view
  // Trimmed: spaces around the text start no new generation (state.ts), so no new request.
  const searched = state.view.search.trim()

  useEffect(() => {
    if (attributes && startView) dispatch({ type: 'activate', view: startView })
  }, [attributes, startView])

  useEffect(() => {
    if (!attributes || !active || !loading) return
    const controller = new AbortController()
    let timedOut = false
    const timer = setTimeout(() => {
      timedOut = true
      controller.abort()
    }, PORTFOLIO_FETCH_TIMEOUT_MS)
    const view = { category, otherCategory, search: searched }
    fetchItemsPage(attributes, view, page, controller.signal)
      .then((result) => dispatch({ type: 'loaded', generation, page, ...result }))
      .catch((error: unknown) => {
        // Aborted because the selection moved on: the newer request answers instead.
        if (controller.signal.aborted && !timedOut) return
        console.error(logs.fetchData, error)
        dispatch({ type: 'failed', generation, page })
      })
      .finally(() => clearTimeout(timer))
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [attributes, active, generation, page, loading, category, otherCategory, searched])

  // The preset lists are part of the attributes: new presets start again from page 1 (docs/product.md, Portfolio).
  const presets = attributes ? `${attributes.categorySelectedNum}|${attributes.otherCategorySelectedNum}|${attributes.tagsSelectedNum}` : null
  const presetsRef = useRef(presets)
  useEffect(() => {
    if (presetsRef.current === presets) return
    const first = presetsRef.current === null
    presetsRef.current = presets
    if (first) return
    dispatch({ type: 'presets-changed' })
  }, [presets])

  useEffect(() => {
    if (!attributes) return
    const onPopState = () =>
      dispatch({ type: 'restore', view: constrainView(readViewState(new URLSearchParams(window.location.search)), attributes) })
    window.addEventListener('popstate', onPopState)
    return () => window.removeEventListener('popstate', onPopState)
  }, [attributes])

  const selectCategory = useCallback(
    (selection: Selection) => {
      dispatch({ type: 'select', category: selection })
      writeAddress({ ...state.view, category: selection }, 'push')
    },
    [state.view],
  )
  const selectOtherCategory = useCallback(
    (selection: Selection) => {
      dispatch({ type: 'select', otherCategory: selection })
      writeAddress({ ...state.view, otherCategory: selection }, 'push')
    },
    [state.view],
  )
  const search = useCallback(
    (text: string) => {
      dispatch({ type: 'search', text })
      writeAddress({ ...state.view, search: text }, 'replace')
    },
    [state.view],
  )
  const loadMore = useCallback(() => dispatch({ type: 'load-more' }), [])

  return useMemo(
    () => ({
      state,
      items: visibleItems(state),
      pageStarts: visiblePageStarts(state),
      showLoadMore: canLoadMore(state),
      showNoItems: showNoItems(state),
      selectCategory,
      selectOtherCategory,
      search,
      loadMore,
    }),
    [state, selectCategory, selectOtherCategory, search, loadMore],
  )
}
