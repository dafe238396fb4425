import { describe, expect, it } from 'vitest'

import { mediaItemsAfter, mediaItemState, type MediaItems } from './media-items'

describe('videos played in place (spec §4 "Media items")', () => {
  it('starts initialised; starting one pauses the one playing', () => {
    let items: MediaItems = {}
    expect(mediaItemState(items, 'a')).toBe('initialised')
    let step = mediaItemsAfter(items, { type: 'play', id: 'a' })
    expect(step).toEqual({ items: { a: 'playing' }, paused: [] })
    items = step.items
    step = mediaItemsAfter(items, { type: 'play', id: 'b' })
    expect(step).toEqual({ items: { a: 'paused', b: 'playing' }, paused: ['a'] })
    // Playing a paused one again pauses the other in turn.
    step = mediaItemsAfter(step.items, { type: 'play', id: 'a' })
    expect(step).toEqual({ items: { a: 'playing', b: 'paused' }, paused: ['b'] })
  })

  it('a pause concerns the playing item alone; a reset forgets the item', () => {
    const items: MediaItems = { a: 'playing', b: 'paused' }
    expect(mediaItemsAfter(items, { type: 'pause', id: 'a' }).items).toEqual({ a: 'paused', b: 'paused' })
    expect(mediaItemsAfter(items, { type: 'pause', id: 'c' }).items).toBe(items)
    const reset = mediaItemsAfter(items, { type: 'reset', id: 'a' })
    expect(reset).toEqual({ items: { b: 'paused' }, paused: [] })
    expect(mediaItemState(reset.items, 'a')).toBe('initialised')
  })
})
