import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { disablePopup, emptyCounts, readCounts, recordPageView, recordShow, timesShown } from './counters'

const NOW = Date.UTC(2026, 10, 25, 14, 0)

describe('the visitor’s popup counters', () => {
  it('counts page views, sessions, shows and “ne plus afficher”, and reads back what it wrote', () => {
    let counts = emptyCounts(NOW)
    counts = recordPageView(counts, { newSession: true })
    counts = recordPageView(counts, { newSession: false })
    counts = recordShow(counts, 'bienvenue', 'week', NOW)
    counts = disablePopup(counts, 'rappel')
    const read = readCounts(JSON.stringify(counts), NOW + 1)
    expect(read).toEqual(counts)
    expect(read).toMatchObject({ pageViews: 2, sessions: 1 })
    expect(read.popups.bienvenue).toEqual({ times: { count: 1, until: NOW + 7 * 24 * 3600_000, period: 'week' }, disable: false, impressions: 1 })
    expect(read.popups.rappel?.disable).toBe(true)
    expect(timesShown(read, 'bienvenue', 'week', NOW + 7 * 24 * 3600_000)).toBe(0)
  })

  it('starts afresh from any corrupted store, and keeps the valid parts of a damaged one', () => {
    for (const stored of [null, '', '{', 'null', '[]', '"texte"', '42', '{"pageViews":"beaucoup","popups":[1,2]}']) {
      const read = readCounts(stored, NOW)
      expect(read.pageViews).toBe(0)
      expect(read.popups).toEqual({})
    }
    const damaged = readCounts(JSON.stringify({ pageViews: 4, sessions: -3, firstSeen: NOW + 1e9, popups: { ok: { disable: true }, 'bad id!': { disable: true }, broken: 'x' } }), NOW)
    expect(damaged).toMatchObject({ pageViews: 4, sessions: 0, firstSeen: NOW })
    expect(Object.keys(damaged.popups)).toEqual(['ok'])
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const read = readCounts(JSON.stringify(value), NOW)
        expect(Number.isInteger(read.pageViews) && read.pageViews >= 0).toBe(true)
      }),
    )
  })
})
