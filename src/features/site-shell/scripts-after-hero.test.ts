// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { HELD_SCRIPT_SOURCE, HELD_SCRIPT_TYPE, SCRIPTS_AFTER_HERO, SCRIPTS_STATE_ATTRIBUTE } from './inline-scripts.mjs'

/** A page as the server sends it (docs/decisions/059): two held files, and a hero still on its way unless `heroLoaded`. */
function page({ hero = true, heroLoaded = false } = {}) {
  document.head.innerHTML =
    `<script type="${HELD_SCRIPT_TYPE}" ${HELD_SCRIPT_SOURCE}="/_next/static/chunks/a.js" async=""></script>` +
    `<script type="${HELD_SCRIPT_TYPE}" ${HELD_SCRIPT_SOURCE}="/_next/static/chunks/b.js" async="" crossorigin=""></script>`
  document.body.innerHTML = hero ? '<img src="/api/media/file/hero-800x450.webp" fetchpriority="high" alt="">' : '<h1>Mentions légales</h1>'
  const img = document.querySelector('img')
  if (img) Object.defineProperty(img, 'complete', { configurable: true, get: () => heroLoaded })
  // eslint-disable-next-line no-new-func -- the test runs the exact inline script the page ships
  new Function(SCRIPTS_AFTER_HERO)()
  return img
}

const state = () => document.documentElement.getAttribute(SCRIPTS_STATE_ATTRIBUTE)
/** The script elements the browser would fetch and run. */
const asked = () => [...document.querySelectorAll<HTMLScriptElement>('script[src]')]
const held = () => document.querySelectorAll(`script[type="${HELD_SCRIPT_TYPE}"]`).length
/** The two frames after the hero's paint, and the task after them. */
const nextFrame = () => vi.advanceTimersByTimeAsync(50)

describe('the framework’s files, asked for after the hero', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] })
  })
  afterEach(() => {
    vi.useRealTimers()
    document.documentElement.removeAttribute(SCRIPTS_STATE_ATTRIBUTE)
  })

  it('are held while the hero arrives, then asked for in the page’s order two frames after it is in', async () => {
    const hero = page()
    await nextFrame()
    expect(state()).toBe('held')
    expect(asked()).toEqual([])
    expect(held()).toBe(2)
    hero!.dispatchEvent(new Event('load'))
    await nextFrame()
    expect(state()).toBe('asked')
    expect(held()).toBe(0)
    expect(asked().map((s) => s.getAttribute('src'))).toEqual(['/_next/static/chunks/a.js', '/_next/static/chunks/b.js'])
    expect(asked().every((s) => s.async)).toBe(true)
    expect(asked()[1].crossOrigin).toBe('')
    // Once every file has run (or failed: the page then stays as the server made it), the page says so.
    asked()[0].dispatchEvent(new Event('load'))
    expect(state()).toBe('asked')
    asked()[1].dispatchEvent(new Event('error'))
    expect(state()).toBe('run')
  })

  it('wait for the hero to be decoded before those frames, so that the largest paint comes first', async () => {
    const hero = page()
    let decoded = () => {}
    Object.defineProperty(hero!, 'decode', { value: () => new Promise<void>((resolve) => (decoded = resolve)) })
    hero!.dispatchEvent(new Event('load'))
    await nextFrame()
    await nextFrame()
    expect(state()).toBe('held')
    decoded()
    await nextFrame()
    expect(state()).toBe('asked')
    expect(asked()).toHaveLength(2)
  })

  it('are asked for two frames after the parse when the hero is in already, or when the page has none', async () => {
    page({ heroLoaded: true })
    expect(asked()).toEqual([])
    await nextFrame()
    expect(asked()).toHaveLength(2)
    page({ hero: false })
    expect(held()).toBe(2)
    await nextFrame()
    expect(held()).toBe(0)
    expect(asked()).toHaveLength(2)
  })

  it('are asked for at once when the visitor taps, types or moves the focus before the hero is in', async () => {
    for (const type of ['pointerdown', 'keydown', 'touchstart', 'focusin']) {
      page()
      document.body.dispatchEvent(new Event(type, { bubbles: true }))
      expect(asked(), type).toHaveLength(2)
      expect(state(), type).toBe('asked')
    }
  })

  it('are asked for after 3 s at most, whatever holds the hero back, and only once', async () => {
    const hero = page()
    await vi.advanceTimersByTimeAsync(2_900)
    expect(asked()).toEqual([])
    await vi.advanceTimersByTimeAsync(100)
    expect(asked()).toHaveLength(2)
    hero!.dispatchEvent(new Event('load'))
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }))
    await nextFrame()
    expect(document.querySelectorAll('script')).toHaveLength(2)
  })
})
