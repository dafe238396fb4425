import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { breakpointFor } from './breakpoints'
import { justified, masonry, packery, type Box } from './geometry'

const overlap = (a: Box, b: Box) => a.x < b.x + b.width - 1e-6 && b.x < a.x + a.width - 1e-6 && a.y < b.y + b.height - 1e-6 && b.y < a.y + a.height - 1e-6
const ratio = fc.double({ min: 0.3, max: 3, noNaN: true })

describe('grid layouts', () => {
  it('uses the spec’s columns and row heights per width', () => {
    expect([1400, 1200, 1000, 980, 800, 768, 500, 480, 360, 320].map((w) => breakpointFor(w).columns)).toEqual([4, 3, 3, 3, 3, 2, 2, 1, 1, 1])
    expect([1400, 1000, 900, 600, 400, 300].map((w) => breakpointFor(w).rowHeight)).toEqual([240, 240, 220, 220, 200, 200])
  })

  it('masonry: no two items overlap, each stays inside the width, in the shortest column', () => {
    fc.assert(
      fc.property(fc.array(ratio, { maxLength: 30 }), fc.integer({ min: 1, max: 5 }), fc.integer({ min: 0, max: 20 }), (ratios, columns, gutter) => {
        const { boxes, height } = masonry(ratios, 1000, columns, gutter)
        for (const [i, a] of boxes.entries()) {
          expect(a.x + a.width).toBeLessThanOrEqual(1000 + 1e-6)
          expect(a.y + a.height).toBeLessThanOrEqual(height + 1e-6)
          for (const b of boxes.slice(i + 1)) expect(overlap(a, b)).toBe(false)
        }
      }),
    )
    // Three equal squares in two columns: the third goes under the first.
    expect(masonry([1, 1, 1], 210, 2, 10).boxes[2]).toEqual({ x: 0, y: 110, width: 100, height: 100 })
  })

  it('packery: spans fill holes, never overlap and never leave the grid', () => {
    const { cells } = packery([{ col: 2, row: 2 }, { col: 1, row: 1 }, { col: 1, row: 1 }, { col: 1, row: 1 }, { col: 1, row: 1 }], 300, 3, 100, 0)
    // The big one top-left, the small ones down the right column, then the hole below.
    expect(cells).toEqual([{ column: 0, row: 0 }, { column: 2, row: 0 }, { column: 2, row: 1 }, { column: 0, row: 2 }, { column: 1, row: 2 }])
    fc.assert(
      fc.property(fc.array(fc.record({ col: fc.integer({ min: 0, max: 6 }), row: fc.integer({ min: 0, max: 3 }) }), { maxLength: 20 }), fc.integer({ min: 1, max: 4 }), (spans, columns) => {
        const { boxes, height } = packery(spans, 400, columns, 50, 4)
        for (const [i, a] of boxes.entries()) {
          expect(a.x + a.width).toBeLessThanOrEqual(400 + 1e-6)
          expect(a.y + a.height).toBeLessThanOrEqual(height + 1e-6)
          for (const b of boxes.slice(i + 1)) expect(overlap(a, b)).toBe(false)
        }
      }),
    )
  })

  it('justified: every full row fills the width exactly, at or under the row height, ratios kept', () => {
    fc.assert(
      fc.property(fc.array(ratio, { minLength: 1, maxLength: 30 }), fc.integer({ min: 0, max: 12 }), (ratios, gutter) => {
        const width = 900
        const { boxes } = justified(ratios, width, 200, gutter)
        const rows = new Map<number, Box[]>()
        for (const box of boxes) rows.set(box.y, [...(rows.get(box.y) ?? []), box])
        const ys = [...rows.keys()].sort((a, b) => a - b)
        for (const [i, y] of ys.entries()) {
          const row = rows.get(y)!
          const right = Math.max(...row.map((b) => b.x + b.width))
          if (i < ys.length - 1) {
            expect(right).toBeCloseTo(width, 6)
            expect(row[0]!.height).toBeLessThanOrEqual(200 + 1e-6)
          } else expect(right).toBeLessThanOrEqual(width + 1e-6)
        }
        boxes.forEach((box, i) => expect(box.width / box.height).toBeCloseTo(ratios[i]!, 6))
      }),
    )
  })
})
