import { describe, expect, it } from 'vitest'

import { spread } from './stats.mjs'
import { renderVisitCost, visitFigures } from './visit-cost.mjs'

/**
 * A repeat visit that no request of which reached the site still counts the site's timers when one
 * runs during it (issue 17: the forms' poll every 15 s). The bench reads a visit's own cost as the
 * median of its visits, so one such visit shows as the highest, not as the visit's cost.
 */
const visit = (spent: number, atRest = 0) => ({ spent, atRest, siteSpent: spent })

function result(repeatSpent: number[]) {
  return {
    path: '/',
    first: visitFigures([6, 7, 8].map((ms) => visit(ms, 0.5))),
    repeat: visitFigures(repeatSpent.map((ms) => visit(ms))),
    firstRequests: [{ path: '/', status: 200 }],
    repeatRequests: [],
    costs: [],
  }
}

describe('a visit’s own cost in the bench', () => {
  it('is the middle visit, the mean of the two middle ones for an even count', () => {
    expect(spread([3, 1, 2])).toEqual({ median: 2, low: 1, high: 3 })
    expect(spread([4, 1, 3, 2])).toEqual({ median: 2.5, low: 1, high: 4 })
  })

  it('leaves out a timer of the site that ran during one visit, and shows it as the highest', () => {
    const row = renderVisitCost([result([0.4, 0.3, 28.5, 0.5, 0.4, 0.3, 0.4, 0.5, 0.3, 0.4])], { date: '2026-12-05', machine: 'test' })
      .split('\n')
      .find((line) => line.startsWith('| `/`'))
    // First visit: median 6.5 of 5.5, 6.5, 7.5; repeat: median 0.4, the 28.5 ms visit shown as the highest, the mean 3.2.
    expect(row).toContain('| 6.5 ✅ (5.5–7.5 ; en moyenne 7.0 comptées, dont 0.5 au repos) |')
    expect(row).toContain('| 0.4 ✅ (0.3–28.5 ; en moyenne 3.2 comptées, dont 0.0 au repos) |')
  })

  it('fails the goal when most visits cost more than it', () => {
    const row = renderVisitCost([result([2.6, 2.8, 3.0, 0.4, 2.7])], { date: '2026-12-05', machine: 'test' })
    expect(row).toContain('| 2.7 ❌ (0.4–3.0 ;')
  })
})
