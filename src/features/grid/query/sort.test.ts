import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { sortItems } from './sort'

const item = (data: Record<string, string | number | null>, meta?: Record<string, string | number>) => ({ data, meta })

describe('grid sorting over data attributes', () => {
  it('sorts prices as numbers, titles in French order, dates as instants', () => {
    const items = [item({ title: 'Pelle 10 t', 'regular-price': 250, date: '2026-03-01' }), item({ title: 'Pelle 9 t', 'regular-price': 90, date: '2025-12-31' }), item({ title: 'Élévateur', 'regular-price': 1200, date: '2026-01-15' })]
    expect(sortItems(items, 'regular-price', 'asc').map((i) => i.data['regular-price'])).toEqual([90, 250, 1200])
    expect(sortItems(items, 'title', 'asc').map((i) => i.data.title)).toEqual(['Élévateur', 'Pelle 9 t', 'Pelle 10 t'])
    expect(sortItems(items, 'date', 'desc').map((i) => i.data.date)).toEqual(['2026-03-01', '2026-01-15', '2025-12-31'])
  })

  it('puts items without the value last in both directions', () => {
    const items = [item({ id: 1, 'sale-price': null }), item({ id: 2, 'sale-price': 30 }), item({ id: 3, 'sale-price': 10 })]
    expect(sortItems(items, 'sale-price', 'asc').map((i) => i.data.id)).toEqual([3, 2, 1])
    expect(sortItems(items, 'sale-price', 'desc').map((i) => i.data.id)).toEqual([2, 3, 1])
  })

  it('sorts custom meta keys as numbers when they all are', () => {
    const items = [item({ id: 1 }, { tonnage: '10' }), item({ id: 2 }, { tonnage: '2,5' }), item({ id: 3 }, { tonnage: '8' })]
    expect(sortItems(items, 'tonnage', 'asc').map((i) => i.data.id)).toEqual([2, 3, 1])
  })

  it('keeps the source order for equal values, and descending reverses ascending otherwise', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 5 }), { maxLength: 30 }), (prices) => {
        const items = prices.map((price, id) => item({ id, 'total-sales': price }))
        const asc = sortItems(items, 'total-sales', 'asc')
        const desc = sortItems(items, 'total-sales', 'desc')
        for (let i = 1; i < asc.length; i++) {
          const [a, b] = [asc[i - 1]!.data, asc[i]!.data]
          expect(a['total-sales']! <= b['total-sales']!).toBe(true)
          if (a['total-sales'] === b['total-sales']) expect(a.id! < b.id!).toBe(true)
        }
        expect(desc.map((i) => i.data['total-sales'])).toEqual(asc.map((i) => i.data['total-sales']).reverse())
        expect([...asc].sort((x, y) => Number(x.data.id) - Number(y.data.id))).toEqual(items)
      }),
    )
  })
})
