import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { debounce } from './debounce'
import { throttle } from './throttle'

describe('debounce and throttle', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('debounce runs once with the last arguments after the quiet period', () => {
    const fn = vi.fn()
    const debounced = debounce(fn, 200)
    debounced(1)
    vi.advanceTimersByTime(150)
    debounced(2)
    vi.advanceTimersByTime(199)
    expect(fn).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(fn).toHaveBeenCalledTimes(1)
    expect(fn).toHaveBeenCalledWith(2)
  })

  it('debounce can be cancelled', () => {
    const fn = vi.fn()
    const debounced = debounce(fn, 200)
    debounced()
    debounced.cancel()
    vi.advanceTimersByTime(500)
    expect(fn).not.toHaveBeenCalled()
  })

  it('throttle runs the first call and drops calls inside the window', () => {
    const fn = vi.fn()
    const throttled = throttle(fn, 300)
    expect(throttled('a')).toBe(true)
    vi.advanceTimersByTime(100)
    expect(throttled('b')).toBe(false)
    vi.advanceTimersByTime(200)
    expect(throttled('c')).toBe(true)
    expect(fn.mock.calls).toEqual([['a'], ['c']])
  })
})
