import { describe, expect, it } from 'vitest'

import { filterByTitle, titleMatches } from './search'
import type { WpPortfolioItem } from './types'

const item = (id: number, rendered: string) => ({ id, title: { rendered } }) as WpPortfolioItem

describe('titleMatches', () => {
  it('matches a substring of the title, whatever the case', () => {
    expect(titleMatches('Lotissement de Chécy', 'lotissement')).toBe(true)
    expect(titleMatches('Lotissement de Chécy', 'LOTISSEMENT DE')).toBe(true)
    expect(titleMatches('Lotissement de Chécy', 'piscine')).toBe(false)
  })

  it('ignores accents and apostrophe styles, as the site search does', () => {
    expect(titleMatches('Déblai à Olivet', 'deblai a')).toBe(true)
    expect(titleMatches('Location d’engins', "d'engins")).toBe(true)
  })

  it('treats regular-expression characters as plain text', () => {
    expect(titleMatches('Lotissement de Chécy', '(.*')).toBe(false)
    expect(titleMatches('Lotissement de Chécy', '.*')).toBe(false)
    expect(titleMatches('Lotissement de Chécy', '[')).toBe(false)
    expect(titleMatches('Réseaux (phase 2) à 50 % + options', '(phase 2)')).toBe(true)
    expect(titleMatches('Réseaux (phase 2) à 50 % + options', '50 % +')).toBe(true)
    expect(titleMatches('a.b', '.')).toBe(true)
  })

  it('decodes the rendered title before matching', () => {
    expect(titleMatches('Cour &amp; allée', 'cour & allée')).toBe(true)
    expect(titleMatches('Cour &amp; allée', 'amp')).toBe(false)
  })

  it('matches everything for an empty search', () => {
    expect(titleMatches('Anything', '')).toBe(true)
    expect(titleMatches('Anything', '   ')).toBe(true)
  })
})

describe('filterByTitle', () => {
  it('keeps the order and returns the same list for no search', () => {
    const items = [item(1, 'Tranchée'), item(2, 'Terrasse'), item(3, 'Démolition')]
    expect(filterByTitle(items, '')).toBe(items)
    expect(filterByTitle(items, 'tr').map((i) => i.id)).toEqual([1])
    expect(filterByTitle(items, 'te').map((i) => i.id)).toEqual([2])
    expect(filterByTitle(items, 'zzz')).toEqual([])
  })
})
