// @vitest-environment jsdom
import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { BrandName } from './brand-name'

/** The name's words as drawn, a soft hyphen shown as « - » (where a word may be cut). */
const words = (name: string) => {
  const { container } = render(<BrandName name={name} />)
  const text = container.textContent
  return { text, words: [...container.querySelectorAll('.site-header__brand-word')].map((w) => w.textContent!.replaceAll('\u00AD', '-')) }
}

describe('the site’s name in the header', () => {
  it('is a box per word, each marked where French cuts it, and reads as the name', () => {
    const morel = words('Morel Terrassement')
    expect(morel.words).toEqual(['Mo-rel', 'Ter-ras-se-ment'])
    expect(morel.text?.replaceAll('\u00AD', '')).toBe('Morel Terrassement')
    expect(words('Établissements  Lefèvre & Fils').words).toEqual(['Éta-blis-se-ments', 'Le-fèvre', '&', 'Fils'])
  })

  it('leaves short words and initials whole', () => {
    expect(words('TP VRD 45').words).toEqual(['TP', 'VRD', '45'])
  })
})
