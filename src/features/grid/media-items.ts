/**
 * The states of the grid's videos played in place (spec §4 "Media items": initialised, playing or
 * force-play, paused; starting one pauses the others). Pure: the island (in-place.ts) runs what it
 * says — pausing a file in the browser's player, or putting a provider's poster back.
 * A visitor's click is the one way a video starts here (nothing plays on its own), so the spec's
 * force-play, a start that overrides the item's settings, is that click: `play`.
 */
export type MediaItemState = 'initialised' | 'playing' | 'paused'
export type MediaItems = Readonly<Record<string, MediaItemState>>
export type MediaItemEvent = { type: 'play'; id: string } | { type: 'pause'; id: string } | { type: 'reset'; id: string }

/** The items after `event`, and the ones it paused (what the island must stop). */
export function mediaItemsAfter(items: MediaItems, event: MediaItemEvent): { items: MediaItems; paused: string[] } {
  switch (event.type) {
    case 'play': {
      const paused = Object.keys(items).filter((id) => id !== event.id && items[id] === 'playing')
      const next: Record<string, MediaItemState> = { ...items, [event.id]: 'playing' }
      for (const id of paused) next[id] = 'paused'
      return { items: next, paused }
    }
    case 'pause':
      return items[event.id] === 'playing' ? { items: { ...items, [event.id]: 'paused' }, paused: [] } : { items, paused: [] }
    case 'reset': {
      // Its player is gone (its poster is back, or the grid's items were replaced).
      const rest: Record<string, MediaItemState> = { ...items }
      delete rest[event.id]
      return { items: rest, paused: [] }
    }
  }
}

/** An item the island has not met yet is `initialised`. */
export const mediaItemState = (items: MediaItems, id: string): MediaItemState => items[id] ?? 'initialised'
