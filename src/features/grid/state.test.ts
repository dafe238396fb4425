import { describe, expect, it } from 'vitest'

import { gridReducer, initialGridState, type GridAction, type GridState } from './state'

const run = (state: GridState, ...actions: GridAction[]) => actions.reduce(gridReducer, state)
const loaded = () => run(initialGridState({ filters: [], page: 1 }), { type: 'images-loaded' })

describe('the grid’s states', () => {
  it('ignores filters and sorts until the grid has loaded', () => {
    const loading = initialGridState({ filters: [], page: 1 })
    expect(run(loading, { type: 'filter', taxonomy: 'category', term: 'voirie', combined: false })).toBe(loading)
    expect(run(loading, { type: 'sort', key: 'title', order: 'asc' })).toBe(loading)
    const state = run(loading, { type: 'images-loaded' }, { type: 'sort', key: 'title', order: 'desc' })
    expect(state.sort).toEqual({ key: 'title', order: 'desc' })
  })

  it('locks while a request is in flight: pages, load more and filters wait, and the current page is no request', () => {
    const paging = run(loaded(), { type: 'go-to-page', page: 2 })
    expect(paging.request?.kind).toBe('page')
    expect(paging.overlay).toBe(true)
    expect(run(paging, { type: 'go-to-page', page: 3 })).toBe(paging)
    expect(run(paging, { type: 'load-more' })).toBe(paging)
    expect(run(paging, { type: 'filter', taxonomy: 'category', term: 'a', combined: true })).toBe(paging)
    const settled = run(paging, { type: 'refresh-answered', generation: paging.generation, html: '<li>2</li>' })
    expect(settled.request).toBeNull()
    expect(run(settled, { type: 'go-to-page', page: 2 })).toBe(settled)
  })

  it('load more: success false shows the message and moves the counter back; empty content is the end', () => {
    const more = run(loaded(), { type: 'load-more' })
    expect(more.view.page).toBe(2)
    const refused = run(more, { type: 'more-answered', generation: more.generation, success: false, message: 'Jeton expiré', content: '' })
    expect(refused).toMatchObject({ message: 'Jeton expiré', request: null, noMore: false })
    expect(refused.view.page).toBe(1)
    const again = run(refused, { type: 'load-more' })
    const end = run(again, { type: 'more-answered', generation: again.generation, success: true, content: '  ' })
    expect(end.noMore).toBe(true)
    expect(run(end, { type: 'load-more' })).toBe(end)
    const appended = run(again, { type: 'more-answered', generation: again.generation, success: true, content: '<li>13</li>' })
    expect(appended.markup).toEqual({ html: '<li>13</li>', mode: 'append' })
    expect(appended.view.page).toBe(2)
    expect(appended.noMore).toBe(false)
    const last = run(again, { type: 'more-answered', generation: again.generation, success: true, content: '<li>13</li>', last: true })
    expect(last).toMatchObject({ noMore: true, markup: { html: '<li>13</li>', mode: 'append' } })
    expect(run(last, { type: 'load-more' })).toBe(last)
  })

  it('an HTTP error moves the load-more counter back; a late answer to an older request is dropped', () => {
    const more = run(loaded(), { type: 'load-more' })
    const failed = run(more, { type: 'request-failed', generation: more.generation })
    expect(failed.view.page).toBe(1)
    expect(failed.request).toBeNull()
    expect(run(failed, { type: 'more-answered', generation: more.generation, success: true, content: '<li>late</li>' })).toBe(failed)
  })

  it('a filter change refreshes from page 1; an unusable answer leaves markup and view as they were', () => {
    const paged = run(loaded(), { type: 'go-to-page', page: 3 })
    const onThree = run(paged, { type: 'refresh-answered', generation: paged.generation, html: '<li>p3</li>' })
    const filtering = run(onThree, { type: 'filter', taxonomy: 'category', term: 'voirie', combined: true })
    expect(filtering.view).toEqual({ filters: [{ taxonomy: 'category', terms: ['voirie'], join: 'AND' }], page: 1 })
    expect(filtering.overlay).toBe(true)
    const kept = run(filtering, { type: 'refresh-answered', generation: filtering.generation, html: null })
    expect(kept.overlay).toBe(false)
    expect(kept.markup).toBeNull()
    expect(kept.view).toEqual(onThree.view)
    const combined = run(filtering, { type: 'refresh-answered', generation: filtering.generation, html: '<li>v</li>' }, { type: 'filter', taxonomy: 'category', term: 'enrobe', combined: true })
    expect(combined.view.filters).toEqual([{ taxonomy: 'category', terms: ['voirie', 'enrobe'], join: 'AND' }])
  })

  it('the back button restores the address’s view even while a request is in flight', () => {
    const paging = run(loaded(), { type: 'go-to-page', page: 2 })
    const restored = run(paging, { type: 'restore', view: { filters: [], page: 1 } })
    expect(restored.view.page).toBe(1)
    expect(restored.generation).toBeGreaterThan(paging.generation)
    expect(run(restored, { type: 'refresh-answered', generation: paging.generation, html: '<li>old</li>' })).toBe(restored)
  })
})
