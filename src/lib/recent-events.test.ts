import { describe, expect, it } from 'vitest'

import { RecentEvents } from './recent-events'

describe('RecentEvents', () => {
  it('counts the events of a key within the window only', () => {
    const events = new RecentEvents(1000)
    events.add('a', 0)
    events.add('a', 500)
    events.add('b', 500)
    expect(events.count('a', 900)).toBe(2)
    expect(events.count('a', 1200)).toBe(1)
    expect(events.count('a', 1600)).toBe(0)
    expect(events.count('b', 900)).toBe(1)
  })

  it('allows up to the limit in the window, then again once the oldest has left it', () => {
    const events = new RecentEvents(1000)
    expect([0, 1, 2, 3].map((t) => events.allow('a', 3, t))).toEqual([true, true, true, false])
    expect(events.allow('a', 3, 1000)).toBe(true)
  })

  it('takes back one event, or forgets a key', () => {
    const events = new RecentEvents(1000)
    events.add('a', 1)
    events.add('a', 2)
    events.remove('a', 1)
    expect(events.count('a', 10)).toBe(1)
    events.forget('a')
    expect(events.count('a', 10)).toBe(0)
  })

  it('forgets every count rather than grow past its number of keys', () => {
    const events = new RecentEvents(1000, 3)
    for (const key of ['a', 'b', 'c']) events.add(key, 0)
    events.add('a', 1)
    expect(events.count('a', 2)).toBe(2)
    events.add('d', 2)
    expect(events.count('a', 2)).toBe(0)
    expect(events.count('d', 2)).toBe(1)
  })
})
