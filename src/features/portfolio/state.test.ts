import { describe, expect, it } from 'vitest'

import { canLoadMore, initialState, portfolioReducer, showNoItems, visibleItems, visiblePageStarts, type PortfolioAction, type PortfolioState } from './state'
import type { WpPortfolioItem } from './types'
import { INITIAL_VIEW } from './url-state'

const item = (id: number, title = `Réalisation ${id}`) => ({ id, title: { rendered: title } }) as WpPortfolioItem
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => item(from + i))

const run = (state: PortfolioState, ...actions: PortfolioAction[]) => actions.reduce(portfolioReducer, state)
const loaded = (state: PortfolioState, items: WpPortfolioItem[], total: number | null): PortfolioAction => ({
  type: 'loaded',
  generation: state.generation,
  page: state.page,
  items,
  total,
})

describe('the portfolio state machine', () => {
  it('starts at "all"/"all" on page 1, loading, with no total', () => {
    const s = initialState(INITIAL_VIEW)
    expect(s).toEqual({ active: true, ready: false, view: INITIAL_VIEW, items: [], pageStarts: [], total: null, page: 1, loading: true, failed: false, generation: 0 })
    expect(canLoadMore(s)).toBe(false)
    expect(showNoItems(s)).toBe(false)
  })

  it('starts from the address’s view when activated, without counting it as a change', () => {
    const idle = initialState(INITIAL_VIEW, { active: false })
    const view = { category: 4, otherCategory: 'all' as const, search: 'x' }
    const s = run(idle, { type: 'activate', view })
    expect(s).toMatchObject({ active: true, view, generation: 0, loading: true })
    expect(run(s, { type: 'activate', view: INITIAL_VIEW })).toBe(s)
  })

  it('is ready once a first page has come, and stays so through later changes', () => {
    let s = initialState(INITIAL_VIEW)
    s = run(s, loaded(s, range(1, 2), 2))
    expect(s.ready).toBe(true)
    s = run(s, { type: 'select', category: 3 })
    expect(s.ready).toBe(true)
    const failedFirst = run(initialState(INITIAL_VIEW), { type: 'failed', generation: 0, page: 1 })
    expect(failedFirst.ready).toBe(false)
  })

  it('shows Load More only while fewer items are loaded than the total and nothing loads', () => {
    let s = initialState(INITIAL_VIEW)
    s = run(s, loaded(s, range(1, 4), 10))
    expect(s.items).toHaveLength(4)
    expect(s.total).toBe(10)
    expect(canLoadMore(s)).toBe(true)

    s = run(s, { type: 'load-more' })
    expect(s.page).toBe(2)
    expect(s.loading).toBe(true)
    expect(canLoadMore(s)).toBe(false)
    // A second click while loading changes nothing.
    expect(run(s, { type: 'load-more' })).toBe(s)

    s = run(s, loaded(s, range(5, 8), 10))
    expect(s.items.map((i) => i.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8])
    s = run(s, { type: 'load-more' })
    s = run(s, loaded(s, range(9, 10), 10))
    expect(s.items).toHaveLength(10)
    expect(canLoadMore(s)).toBe(false)
    expect(run(s, { type: 'load-more' })).toBe(s)
  })

  it('reads the total once per selection: later pages do not change it', () => {
    let s = initialState(INITIAL_VIEW)
    s = run(s, loaded(s, range(1, 4), 10))
    s = run(s, { type: 'load-more' })
    s = run(s, loaded(s, range(5, 8), 99))
    expect(s.total).toBe(10)
  })

  it('takes the number of items as the total when the header is missing', () => {
    const s = initialState(INITIAL_VIEW)
    expect(run(s, loaded(s, range(1, 3), null)).total).toBe(3)
  })

  it('clears the items, resets total and page and refetches page 1 when a selection changes', () => {
    let s = initialState(INITIAL_VIEW)
    s = run(s, loaded(s, range(1, 4), 10), { type: 'load-more' })
    s = run(s, loaded(s, range(5, 8), 10))
    const before = s.generation
    s = run(s, { type: 'select', category: 7 })
    expect(s).toMatchObject({ view: { category: 7, otherCategory: 'all' }, items: [], total: null, page: 1, loading: true })
    expect(s.generation).toBe(before + 1)

    s = run(s, loaded(s, range(20, 22), 3))
    s = run(s, { type: 'select', otherCategory: 4 })
    expect(s).toMatchObject({ view: { category: 7, otherCategory: 4 }, items: [], total: null, page: 1, loading: true })

    // Selecting what is already selected is not a change.
    expect(run(s, { type: 'select', category: 7 })).toBe(s)
    s = run(s, { type: 'select', category: 'all' })
    expect(s.view.category).toBe('all')
  })

  it('restarts from page 1 when the preset lists change', () => {
    let s = initialState(INITIAL_VIEW)
    s = run(s, loaded(s, range(1, 4), 10), { type: 'load-more' })
    s = run(s, { type: 'presets-changed' })
    expect(s).toMatchObject({ items: [], total: null, page: 1, loading: true, generation: 1, ready: true })
  })

  it('drops answers for an older selection or another page', () => {
    let s = initialState(INITIAL_VIEW)
    const stale = loaded(s, range(1, 4), 10)
    s = run(s, { type: 'select', category: 3 })
    expect(run(s, stale)).toBe(s)
    expect(run(s, { type: 'loaded', generation: s.generation, page: 2, items: range(1, 4), total: 10 })).toBe(s)
    expect(run(s, { type: 'failed', generation: 0, page: 1 })).toBe(s)
  })

  it('appends a page without repeating an item already shown', () => {
    let s = initialState(INITIAL_VIEW)
    s = run(s, loaded(s, range(1, 4), 8), { type: 'load-more' })
    s = run(s, loaded(s, [item(4), ...range(5, 7)], 8))
    expect(s.items.map((i) => i.id)).toEqual([1, 2, 3, 4, 5, 6, 7])
  })

  it('after a failed load, stops loading, shows nothing more and lets Load More ask again', () => {
    let s = initialState(INITIAL_VIEW)
    s = run(s, loaded(s, range(1, 4), 10), { type: 'load-more' })
    s = run(s, { type: 'failed', generation: s.generation, page: 2 })
    expect(s).toMatchObject({ loading: false, failed: true, page: 1 })
    expect(s.items).toHaveLength(4)
    expect(canLoadMore(s)).toBe(true)
    expect(run(s, { type: 'load-more' })).toMatchObject({ page: 2, loading: true, failed: false })

    let first = run(initialState(INITIAL_VIEW), { type: 'select', category: 2 })
    first = run(first, { type: 'failed', generation: first.generation, page: 1 })
    expect(first).toMatchObject({ loading: false, failed: true, page: 1, items: [] })
    // A failure is not "nothing found".
    expect(showNoItems(first)).toBe(false)
  })

  it('asks the API for a search (a new generation), narrowing the items shown until it answers', () => {
    let s = initialState(INITIAL_VIEW)
    s = run(s, loaded(s, [item(1, 'Lotissement de Chécy'), item(2, 'Piscine à Olivet')], 20))
    const searched = run(s, { type: 'search', text: 'chécy' })
    expect(searched).toMatchObject({ loading: true, page: 1, total: null, generation: s.generation + 1 })
    expect(visibleItems(searched).map((i) => i.id)).toEqual([1])
    // Not « nothing found » while the answer is awaited: the réalisation may be on another page.
    const pending = run(s, { type: 'search', text: 'donnery' })
    expect(showNoItems(pending)).toBe(false)
    const answered = run(pending, loaded(pending, [item(31, 'Assainissement à Donnery')], 1))
    expect(visibleItems(answered).map((i) => i.id)).toEqual([31])
    expect(canLoadMore(answered)).toBe(false)
    const none = run(answered, { type: 'search', text: '(.*' })
    expect(showNoItems(run(none, loaded(none, [], 0)))).toBe(true)
    // Spaces around the text ask nothing new.
    expect(run(answered, { type: 'search', text: 'donnery ' })).toMatchObject({ loading: false, generation: answered.generation })
  })

  it('remembers where each loaded page starts, among the items shown too', () => {
    let s = initialState(INITIAL_VIEW)
    s = run(s, loaded(s, range(1, 3), 9))
    s = run(s, { type: 'load-more' })
    s = run(s, loaded(s, range(4, 6), 9))
    s = run(s, { type: 'load-more' })
    s = run(s, loaded(s, range(7, 9), 9))
    expect(s.pageStarts).toEqual([3, 6])
    expect(visiblePageStarts(s)).toEqual([3, 6])
  })

  it('restores a view from the address: a new selection or search refetches', () => {
    let s = initialState(INITIAL_VIEW)
    s = run(s, loaded(s, range(1, 2), 2))
    const searchOnly = run(s, { type: 'restore', view: { ...INITIAL_VIEW, search: 'x' } })
    expect(searchOnly).toMatchObject({ loading: true, generation: s.generation + 1, view: { search: 'x' } })
    expect(run(s, { type: 'restore', view: INITIAL_VIEW })).toBe(s)
    const back = run(s, { type: 'restore', view: { category: 5, otherCategory: 'all', search: 'y' } })
    expect(back).toMatchObject({ loading: true, page: 1, items: [], view: { category: 5, search: 'y' }, generation: s.generation + 1 })
  })
})
