import { describe, expect, it } from 'vitest'

import { filterTerms } from './terms'
import type { WpTerm } from './types'

const term = (id: number, name: string, count: number): WpTerm => ({ id, name, count, slug: `t${id}`, description: '', parent: 0, taxonomy: 'astra-portfolio-categories' })
const terms = [term(1, 'Terrassement', 4), term(2, 'Aménagements &amp; extérieurs', 2), term(3, 'Vide', 0), term(4, 'Location d&#8217;engins', 1)]

describe('filterTerms', () => {
  it('hides terms with no réalisation and decodes the names', () => {
    expect(filterTerms(terms, [], [])).toEqual([
      { id: 1, label: 'Terrassement' },
      { id: 2, label: 'Aménagements & extérieurs' },
      { id: 4, label: 'Location d’engins' },
    ])
  })

  it('keeps only the block’s selection, by id or else by label', () => {
    expect(filterTerms(terms, [4, 3], ['Terrassement']).map((t) => t.id)).toEqual([4])
    expect(filterTerms(terms, [], ['Aménagements &amp; extérieurs', 'Vide']).map((t) => t.id)).toEqual([2])
  })
})
