import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { MAX_TERMS_PER_FILTER } from '../constants'
import { gridQueryString, parseFilterValue, readGridView, writeGridView, type GridView } from './url'

const slug = fc.stringMatching(/^[a-z0-9][a-z0-9_-]{0,20}$/)
const taxonomy = fc.stringMatching(/^[a-z][a-z0-9_-]{0,15}$/)
const join = fc.constantFrom('AND' as const, 'OR' as const, 'NOT' as const)
const filter = fc.record({ taxonomy, terms: fc.uniqueArray(slug, { minLength: 1, maxLength: 6 }), join }).map((f) => (f.terms.length === 1 && f.join === 'OR' ? { ...f, join: 'AND' as const } : f))
const view: fc.Arbitrary<GridView> = fc.record({
  filters: fc.uniqueArray(filter, { maxLength: 4, selector: (f) => f.taxonomy }),
  page: fc.integer({ min: 1, max: 9999 }),
})
const widget = fc.stringMatching(/^[a-z0-9]{1,10}$/)

/** What a browser's address bar gives back: the written string, read again. */
const reread = (params: URLSearchParams) => new URLSearchParams(gridQueryString(params))

describe('the grid view in the address (e-filter / e-page)', () => {
  it('reads back every view it writes, through the address bar', () => {
    fc.assert(
      fc.property(view, widget, (v, id) => {
        const read = readGridView(reread(writeGridView(new URLSearchParams(), id, v)), id)
        expect(read.problems).toEqual([])
        expect({ filters: read.filters, page: read.page }).toEqual(v)
      }),
    )
  })

  it('keeps other grids’ and other parameters’ values exactly, whatever they hold', () => {
    const other = fc.array(fc.tuple(fc.string({ minLength: 1, maxLength: 12 }), fc.string({ maxLength: 12 })), { maxLength: 5 })
    fc.assert(
      fc.property(other, view, (pairs, v) => {
        const base = new URLSearchParams(pairs.filter(([key]) => !key.startsWith('e-filter-w1-') && key !== 'e-page-w1'))
        const written = reread(writeGridView(base, 'w1', v))
        const others = [...written].filter(([key]) => !key.startsWith('e-filter-w1-') && key !== 'e-page-w1')
        expect(others).toEqual([...base])
      }),
    )
  })

  it('never throws on any address, and reads nothing it cannot understand', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (query) => {
        const read = readGridView(new URLSearchParams(query), 'w1')
        expect(read.page).toBeGreaterThanOrEqual(1)
        for (const f of read.filters) expect(f.terms.length).toBeGreaterThan(0)
      }),
    )
  })

  it('prints the old site’s addresses: a literal + for AND, ~ for OR, ! for NOT', () => {
    const params = writeGridView(new URLSearchParams('s=a+b'), 'a1b2c3', {
      filters: [
        { taxonomy: 'category', terms: ['terrassement', 'voirie'], join: 'AND' },
        { taxonomy: 'post_tag', terms: ['enrobe', 'pavage'], join: 'OR' },
        { taxonomy: 'usage', terms: ['location'], join: 'AND' },
        { taxonomy: 'type', terms: ['mini-pelle', 'camion'], join: 'NOT' },
        { taxonomy: 'marque', terms: ['acme'], join: 'NOT' },
      ],
      page: 3,
    })
    expect(gridQueryString(params)).toBe('s=a+b&e-filter-a1b2c3-category=terrassement+voirie&e-filter-a1b2c3-post_tag=enrobe~pavage&e-filter-a1b2c3-usage=location&e-filter-a1b2c3-type=mini-pelle!camion&e-filter-a1b2c3-marque=!acme&e-page-a1b2c3=3')
  })

  it('reads the old site’s addresses as pasted, with + seen as a space by the browser', () => {
    const read = readGridView(new URLSearchParams('e-filter-a1b2c3-category=terrassement+voirie&e-filter-a1b2c3-post_tag=enrobe%7Epavage&e-page-a1b2c3=2'), 'a1b2c3')
    expect(read).toEqual({
      filters: [
        { taxonomy: 'category', terms: ['terrassement', 'voirie'], join: 'AND' },
        { taxonomy: 'post_tag', terms: ['enrobe', 'pavage'], join: 'OR' },
      ],
      page: 2,
      problems: [],
    })
    // Accented slugs arrive percent-encoded, as WordPress prints them.
    expect(readGridView(new URLSearchParams('e-filter-x-category=d%C3%A9blai'), 'x').filters[0]?.terms).toEqual(['déblai'])
  })

  it('leaves malformed values out and names them, falling back to the unfiltered first page', () => {
    const read = readGridView(new URLSearchParams('e-filter-w-category=a+b~c&e-filter-w-tag=<script>&e-filter-w-ba%20d=x&e-page-w=0'), 'w')
    expect(read.filters).toEqual([])
    expect(read.page).toBe(1)
    expect(read.problems).toHaveLength(4)
    for (const page of ['-2', '1e3', '2.5', 'abc', '99999999', '']) expect(readGridView(new URLSearchParams(`e-page-w=${page}`), 'w').page).toBe(1)
    expect(parseFilterValue(Array(MAX_TERMS_PER_FILTER + 1).fill('t').map((t, i) => `${t}${i}`).join('+'))).toBeNull()
    expect(parseFilterValue('a++b')).toBeNull()
    expect(parseFilterValue('!!a')).toBeNull()
    expect(parseFilterValue('!a+b')).toBeNull()
    expect(parseFilterValue('!a!b')).toEqual({ terms: ['a', 'b'], join: 'NOT' })
  })

  it('reads only its own grid’s keys when several grids share the page', () => {
    const params = new URLSearchParams('e-filter-one-category=a&e-filter-two-category=b&e-page-two=4')
    expect(readGridView(params, 'one')).toEqual({ filters: [{ taxonomy: 'category', terms: ['a'], join: 'AND' }], page: 1, problems: [] })
    expect(readGridView(params, 'two').page).toBe(4)
  })
})
