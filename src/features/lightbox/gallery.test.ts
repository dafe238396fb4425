import { describe, expect, it } from 'vitest'

import { nextLightboxState, preloadIndices, wrapIndex } from './gallery'

describe('gallery index (wrap-around)', () => {
  it('wraps past both ends', () => {
    expect(wrapIndex(3, 3)).toBe(0)
    expect(wrapIndex(-1, 3)).toBe(2)
    expect(wrapIndex(-4, 3)).toBe(2)
    expect(wrapIndex(7, 3)).toBe(1)
    expect(wrapIndex(0, 1)).toBe(0)
    expect(wrapIndex(5, 0)).toBe(0)
  })
})

describe('gallery preload (spec §9: 0 before, 2 after)', () => {
  it('fetches the two slides after the current one, wrapping, none before', () => {
    expect(preloadIndices(0, 5)).toEqual([1, 2])
    expect(preloadIndices(3, 5)).toEqual([4, 0])
    expect(preloadIndices(4, 5)).toEqual([0, 1])
  })

  it('never the current slide nor one twice in a short gallery', () => {
    expect(preloadIndices(0, 1)).toEqual([])
    expect(preloadIndices(1, 2)).toEqual([0])
    expect(preloadIndices(2, 3)).toEqual([0, 1])
  })

  it('takes other counts when asked', () => {
    expect(preloadIndices(0, 6, 1, 1)).toEqual([1, 5])
  })
})

describe('lightbox states (spec §4)', () => {
  it('opening → ready → closing → closed, and closing straight from opening', () => {
    expect(nextLightboxState('opening', 'opened')).toBe('ready')
    expect(nextLightboxState('ready', 'close')).toBe('closing')
    expect(nextLightboxState('closing', 'closed')).toBe('closed')
    expect(nextLightboxState('opening', 'close')).toBe('closing')
  })

  it('ignores what does not apply: a late end of zoom while closing, a second close', () => {
    expect(nextLightboxState('closing', 'opened')).toBe('closing')
    expect(nextLightboxState('closing', 'close')).toBe('closing')
    expect(nextLightboxState('closed', 'close')).toBe('closed')
  })
})
