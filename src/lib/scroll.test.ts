// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { scrollWindowTo } from './scroll'

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true })
})

function fakeFrames() {
  const queue: FrameRequestCallback[] = []
  vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => queue.push(cb))
  vi.stubGlobal('cancelAnimationFrame', () => {})
  return (time: number) => queue.splice(0).forEach((cb) => cb(time))
}

describe('scrollWindowTo', () => {
  it('animates over the duration, timed from the first frame, ending exactly on target', async () => {
    const frame = fakeFrames()
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {})
    Object.defineProperty(window, 'scrollY', { value: 600, configurable: true })
    const done = scrollWindowTo(0, 300)
    frame(5_000) // first frame: progress 0
    frame(5_150) // half way
    frame(5_300) // end
    await done
    const tops = scrollTo.mock.calls.map(([options]) => (options as ScrollToOptions).top)
    expect(tops[0]).toBe(600)
    expect(tops[1]).toBeGreaterThan(0)
    expect(tops[1]).toBeLessThan(600)
    expect(tops.at(-1)).toBe(0)
    expect(tops.every((top) => top! >= 0 && top! <= 600)).toBe(true)
  })

  it('jumps at once when the visitor prefers reduced motion', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce') }))
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {})
    Object.defineProperty(window, 'scrollY', { value: 600, configurable: true })
    await scrollWindowTo(0, 300)
    expect(scrollTo).toHaveBeenCalledExactlyOnceWith({ top: 0, behavior: 'instant' })
  })

  it('stops when the visitor scrolls with the wheel', async () => {
    const frame = fakeFrames()
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {})
    Object.defineProperty(window, 'scrollY', { value: 600, configurable: true })
    const done = scrollWindowTo(0, 300)
    frame(0)
    window.dispatchEvent(new Event('wheel'))
    await done
    frame(300)
    expect(scrollTo).toHaveBeenCalledTimes(1)
  })
})
