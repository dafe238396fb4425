import { describe, expect, it } from 'vitest'

import { buildSearchText, collectText, normaliseForSearch } from './normalise'

describe('normaliseForSearch', () => {
  it('ignores case and French accents', () => {
    expect(normaliseForSearch('Déblai ÉCOLE Çà où')).toBe('deblai ecole ca ou')
    expect(normaliseForSearch('deblai')).toBe(normaliseForSearch('DÉBLAI'))
  })
  it('spells out ligatures and splits on apostrophes', () => {
    expect(normaliseForSearch('Œuvre d’art  cœur')).toBe('oeuvre d art coeur')
  })
})

describe('collectText', () => {
  it('reads block prose and Lexical text, not links or settings', () => {
    const doc = {
      title: 'Titre',
      layout: [
        { blockType: 'hero', heading: 'Bandeau', actions: [{ label: 'Devis', href: '/secret-path' }], settings: { anchor: 'zzz' } },
        { blockType: 'richText', content: { root: { children: [{ type: 'paragraph', children: [{ type: 'text', text: 'Déblai' }] }] } } },
      ],
    }
    const text = buildSearchText(doc)
    expect(text).toContain('titre')
    expect(text).toContain('bandeau')
    expect(text).toContain('devis')
    expect(text).toContain('deblai')
    expect(text).not.toContain('secret-path')
    expect(text).not.toContain('zzz')
    expect(collectText(null)).toEqual([])
  })
})
