import { describe, expect, it } from 'vitest'

import { visibilityOf } from './engine'
import { computeVisibility, hiddenNextBefore, lastShownPage, logicShows, resolveTargetPage, ruleMatches } from './logic'
import { quoteForm, quoteFormWithNextLogic, quoteRaw } from './testing/fixtures'
import type { AnyField } from './types'

describe('conditional logic rules', () => {
  it('compares text case- and space-insensitively', () => {
    expect(ruleMatches({ field: 'a', operator: 'is', value: 'Oui' }, ' oui ')).toBe(true)
    expect(ruleMatches({ field: 'a', operator: 'isnot', value: 'oui' }, 'non')).toBe(true)
    expect(ruleMatches({ field: 'a', operator: 'contains', value: 'fosse' }, 'Fosse toutes eaux')).toBe(true)
    expect(ruleMatches({ field: 'a', operator: 'starts_with', value: 'mic' }, 'Micro-station')).toBe(true)
    expect(ruleMatches({ field: 'a', operator: 'ends_with', value: 'station' }, 'Micro-station')).toBe(true)
  })

  it('compares numbers, with a decimal comma, and never matches a non-number', () => {
    expect(ruleMatches({ field: 'a', operator: 'gt', value: '100' }, '150,5')).toBe(true)
    expect(ruleMatches({ field: 'a', operator: 'lt', value: '100' }, '99.9')).toBe(true)
    expect(ruleMatches({ field: 'a', operator: 'gt', value: '100' }, 'beaucoup')).toBe(false)
    expect(ruleMatches({ field: 'a', operator: 'lt', value: '100' }, '')).toBe(false)
  })

  it('reads several values as "one of them"', () => {
    expect(ruleMatches({ field: 'a', operator: 'is', value: 'Garage' }, ['Maison', 'Garage'])).toBe(true)
    expect(ruleMatches({ field: 'a', operator: 'isnot', value: 'Garage' }, ['Maison', 'Garage'])).toBe(false)
    expect(ruleMatches({ field: 'a', operator: 'is', value: '' }, [])).toBe(true)
  })

  it('shows or hides when all / any rules match', () => {
    const values: Record<string, string> = { a: '1', b: '2' }
    const valueOf = (k: string) => values[k] ?? ''
    const rules = [
      { field: 'a', operator: 'is' as const, value: '1' },
      { field: 'b', operator: 'is' as const, value: '3' },
    ]
    expect(logicShows({ action: 'show', match: 'all', rules }, valueOf)).toBe(false)
    expect(logicShows({ action: 'show', match: 'any', rules }, valueOf)).toBe(true)
    expect(logicShows({ action: 'hide', match: 'any', rules }, valueOf)).toBe(false)
    expect(logicShows(null, valueOf)).toBe(true)
  })
})

describe('visibility of fields, pages and the submit button', () => {
  it('follows the answers', () => {
    const def = quoteForm()
    const raw = quoteRaw()
    let vis = visibilityOf(def, raw)
    expect(vis.fields.has('assainissement')).toBe(false)
    expect(vis.fields.has('precisions')).toBe(true)
    expect(vis.pages).toEqual(new Set([1, 2, 4]))
    expect(vis.fields.has('a_demolir')).toBe(false)
    expect(vis.submit).toBe(true)

    vis = visibilityOf(def, { ...raw, input_travaux: ['assainissement'], input_acces: ['facile'], input_surface: ['60000'] })
    expect(vis.fields.has('assainissement')).toBe(true)
    expect(vis.fields.has('precisions')).toBe(false)
    expect(vis.submit).toBe(false)

    vis = visibilityOf(def, { ...raw, input_travaux: ['demolition'] })
    expect(vis.pages).toEqual(new Set([1, 2, 3, 4]))
    expect(vis.fields.has('a_demolir')).toBe(true)
  })

  it('shows or hides the Next button of a page by its own logic', () => {
    const def = quoteFormWithNextLogic()
    expect(visibilityOf(def, quoteRaw()).next).toEqual(new Set([1, 2, 3, 4]))
    expect(visibilityOf(def, { ...quoteRaw(), input_surface: ['8'] }).next).toEqual(new Set([2, 3, 4]))
    // A form without Next logic shows every Next button.
    expect(visibilityOf(quoteForm(), { ...quoteRaw(), input_surface: ['8'] }).next).toEqual(new Set([1, 2, 3, 4]))
  })

  it('finds the shown page whose hidden Next blocks the way', () => {
    const vis = { fields: new Set<string>(), pages: new Set([1, 2, 4]), submit: true, next: new Set([1, 4]) }
    expect(hiddenNextBefore(vis, 1, 2)).toBeNull()
    expect(hiddenNextBefore(vis, 1, 4)).toBe(2)
    // A hidden page's own Next does not matter: the visitor never sees it.
    expect(hiddenNextBefore({ ...vis, next: new Set([1, 2]) }, 1, 4)).toBeNull()
  })

  it('never shows a field of an unknown type', () => {
    expect(visibilityOf(quoteForm(), quoteRaw()).fields.has('mystere')).toBe(false)
  })

  it('treats a hidden field as empty in other rules', () => {
    const fields = [
      { type: 'text', key: 'a', page: 1, logic: { action: 'show', match: 'all', rules: [{ field: 'b', operator: 'is', value: 'x' }] } },
      { type: 'text', key: 'b', page: 1, logic: { action: 'hide', match: 'all', rules: [{ field: 'c', operator: 'is', value: 'hide' }] } },
      { type: 'text', key: 'c', page: 1, logic: null },
    ] as unknown as AnyField[]
    const def = { fields, pages: [{ number: 1, name: '', logic: null, nextLabel: '', previousLabel: '', nextLogic: null }], submitLogic: null }
    const valueOf = (f: AnyField, raw: Record<string, string[]>) => raw[`input_${f.key}`]?.[0] ?? ''
    expect(computeVisibility(def, { input_b: ['x'], input_c: [''] }, valueOf).fields.has('a')).toBe(true)
    expect(computeVisibility(def, { input_b: ['x'], input_c: ['hide'] }, valueOf).fields.has('a')).toBe(false)
  })

  it('survives rules that loop', () => {
    const fields = [
      { type: 'text', key: 'a', page: 1, logic: { action: 'show', match: 'all', rules: [{ field: 'b', operator: 'is', value: '1' }] } },
      { type: 'text', key: 'b', page: 1, logic: { action: 'show', match: 'all', rules: [{ field: 'a', operator: 'is', value: '1' }] } },
    ] as unknown as AnyField[]
    const def = { fields, pages: [{ number: 1, name: '', logic: null, nextLabel: '', previousLabel: '', nextLogic: null }], submitLogic: null }
    const vis = computeVisibility(def, { input_a: ['1'], input_b: ['1'] }, (f, raw) => raw[`input_${f.key}`]?.[0] ?? '')
    expect(vis.fields.size).toBeGreaterThanOrEqual(0)
  })

  it('skips hidden pages in both directions', () => {
    const vis = { fields: new Set<string>(), pages: new Set([1, 2, 4]), submit: true, next: new Set([1, 2, 3, 4]) }
    expect(resolveTargetPage(vis, 4, 2, 3)).toBe(4)
    expect(resolveTargetPage(vis, 4, 4, 3)).toBe(2)
    expect(resolveTargetPage(vis, 4, 1, 9)).toBe(4)
    expect(lastShownPage(vis, 4)).toBe(4)
    expect(lastShownPage({ ...vis, pages: new Set([1, 2]) }, 4)).toBe(2)
  })
})
