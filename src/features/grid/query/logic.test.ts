import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { ALL_TERMS, consolidateLoopFilters, matchesFilter, matchesFilters, searchMatcher, toggleTerm } from './logic'

const term = fc.constantFrom<string>('a', 'b', 'c', 'd', 'e')
const terms = fc.uniqueArray(term, { maxLength: 5 })

describe('grid filter logic', () => {
  it('AND needs every term, OR any, NOT none (checked against the set definitions)', () => {
    fc.assert(
      fc.property(terms, terms, (own, wanted) => {
        const item = { category: own }
        const has = (t: string) => own.includes(t)
        const and = matchesFilter(item, { taxonomy: 'category', terms: wanted, join: 'AND' })
        const or = matchesFilter(item, { taxonomy: 'category', terms: wanted, join: 'OR' })
        const not = matchesFilter(item, { taxonomy: 'category', terms: wanted, join: 'NOT' })
        if (!wanted.length) {
          expect([and, or, not]).toEqual([true, true, true])
          return
        }
        expect(and).toBe(wanted.every(has))
        expect(or).toBe(wanted.some(has))
        expect(not).toBe(!or)
        // AND is never wider than OR.
        if (and) expect(or).toBe(true)
      }),
    )
  })

  it('combines filters on different taxonomies with AND', () => {
    const item = { category: ['terrassement'], usage: ['location'] }
    expect(matchesFilters(item, [{ taxonomy: 'category', terms: ['terrassement'], join: 'AND' }, { taxonomy: 'usage', terms: ['vente'], join: 'OR' }])).toBe(false)
    expect(matchesFilters(item, [{ taxonomy: 'category', terms: ['terrassement'], join: 'AND' }, { taxonomy: 'usage', terms: ['vente'], join: 'NOT' }])).toBe(true)
    expect(matchesFilters({}, [{ taxonomy: 'category', terms: ['x'], join: 'NOT' }])).toBe(true)
  })

  it('toggles a filter button in combined mode, replaces in single mode, and "all" clears both', () => {
    expect(toggleTerm(['a'], 'b', true)).toEqual(['a', 'b'])
    expect(toggleTerm(['a', 'b'], 'a', true)).toEqual(['b'])
    expect(toggleTerm(['a'], 'a', true)).toEqual([])
    expect(toggleTerm(['a'], 'b', false)).toEqual(['b'])
    expect(toggleTerm(['b'], 'b', false)).toEqual([])
    expect(toggleTerm(['a', 'b'], ALL_TERMS, true)).toEqual([])
    fc.assert(
      fc.property(terms, term, fc.boolean(), (selected, t, combined) => {
        // Two clicks on the same button come back to where they started in combined mode.
        if (combined) expect(toggleTerm(toggleTerm(selected, t, true), t, true).sort()).toEqual([...selected].sort())
        expect(new Set(toggleTerm(selected, t, combined)).size).toBe(toggleTerm(selected, t, combined).length)
      }),
    )
  })

  it('disables a loop filter whose operator is neither AND nor OR, and defaults to AND', () => {
    const filters = consolidateLoopFilters({
      filters: {
        category: { filterType: 'taxonomy', filterData: { terms: ['a'], selectedTaxonomy: 'category', logicalJoin: 'or' } },
        post_tag: { filterType: 'taxonomy', filterData: { terms: ['b'], selectedTaxonomy: 'post_tag', logicalJoin: 'XOR' } },
        usage: { filterType: 'taxonomy', filterData: { terms: ['c'], selectedTaxonomy: 'usage' } },
        price: { filterType: 'range', filterData: { terms: ['1'], selectedTaxonomy: 'price', logicalJoin: 'AND' } },
      },
    })
    expect(filters).toEqual([
      { taxonomy: 'category', terms: ['a'], join: 'OR' },
      { taxonomy: 'usage', terms: ['c'], join: 'AND' },
    ])
  })

  it('searches the typed text as text, ignoring case and accents', () => {
    expect(searchMatcher('DÉBLAI')('Déblai et remblai')).toBe(true)
    expect(searchMatcher('deblai')('DÉBLAI')).toBe(true)
    expect(searchMatcher('(.*')('Cour pavée')).toBe(false)
    expect(searchMatcher('3+')('Pelle 3+ tonnes')).toBe(true)
    expect(searchMatcher('  ')('tout')).toBe(true)
    fc.assert(
      fc.property(fc.string({ maxLength: 20 }), fc.string({ maxLength: 20 }), fc.string({ maxLength: 20 }), (before, typed, after) => {
        // Whatever is typed is found in a text that contains it.
        expect(searchMatcher(typed)(`${before}${typed}${after}`)).toBe(true)
      }),
    )
  })
})
