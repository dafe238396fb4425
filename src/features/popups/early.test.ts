// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { encodeActionHash } from '../../lib/hash'
import { POPUP_CODE_LEAD_MS } from './arm'
import { armingTime, POPUP_ARM_LEAD_MS } from './arming'
import { watchPagePopups, type ArmPopups, type BeforeArming } from './early'

/** As the page's (site-shell/behaviours/start.ts): a click is a sign. */
const SIGNS = ['pointerdown', 'click', 'keydown', 'scroll'] as const

/** A page holding one popup, with what the server wrote on its dialog (server.tsx). */
function pageWith(attributes: Record<string, string> = {}) {
  document.body.innerHTML = `<a href="/devis" class="ouvrir">Devis</a><a href="/contact" class="autre">Contact</a><a id="action" href="${encodeActionHash('popup:open', { id: '7' })}">Ouvrir</a>`
  const dialog = document.createElement('dialog')
  dialog.dataset.popup = JSON.stringify({ id: '7', triggers: {}, conditions: {} })
  for (const [name, value] of Object.entries(attributes)) dialog.setAttribute(name, value)
  document.body.append(dialog)
  return dialog
}

/** The arming module, held until the test lets it come (a slow link) or fail. */
function slowModule() {
  /** What the module was given, as it was then. */
  const given: BeforeArming[] = []
  const stop = vi.fn()
  const armPagePopups = vi.fn<ArmPopups>((_signs, _load, _doc, before) => {
    given.push({ ...before })
    return stop
  })
  let settle = { arrive: () => {}, fail: () => {} }
  const load = vi.fn(
    () =>
      new Promise<{ armPagePopups: ArmPopups }>((resolve, reject) => {
        settle = { arrive: () => resolve({ armPagePopups }), fail: () => reject(new Error('Failed to load chunk')) }
      }),
  )
  return { load, arm: armPagePopups, given, stop, arrive: () => settle.arrive(), fail: () => settle.fail() }
}

const watched: (() => void)[] = []
const watch = (load: () => Promise<{ armPagePopups: ArmPopups }>) => {
  const stop = watchPagePopups(SIGNS, load)
  watched.push(stop)
  return stop
}

const flush = async () => {
  for (let i = 0; i < 20; i++) await Promise.resolve()
}

/** A plain click on the element, as the visitor makes it; returns the event (was it kept from its default?). */
const click = (selector: string, init: MouseEventInit = {}) => {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, ...init })
  document.querySelector(selector)!.dispatchEvent(event)
  return event
}

beforeEach(() => {
  vi.useFakeTimers()
  window.location.hash = ''
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true })
})
afterEach(() => {
  for (const stop of watched.splice(0)) stop()
  document.documentElement.removeAttribute('data-behaviours')
  vi.useRealTimers()
  document.body.innerHTML = ''
})

describe('the popups’ arming module comes when one of them nears or at the first sign (decision 078)', () => {
  it('a page without a popup asks for nothing and holds no click', () => {
    document.body.innerHTML = '<a href="/devis" class="ouvrir">Devis</a>'
    const arming = slowModule()
    watch(arming.load)
    window.dispatchEvent(new Event('pointerdown'))
    expect(click('.ouvrir').defaultPrevented).toBe(false)
    expect(arming.load).not.toHaveBeenCalled()
  })

  it('a popup only a sign leads to: not with the page, at the visitor’s first sign', async () => {
    const dialog = pageWith()
    const arming = slowModule()
    watch(arming.load)
    expect(dialog.hasAttribute('data-popup-waiting')).toBe(true)
    vi.advanceTimersByTime(60_000)
    expect(arming.load).not.toHaveBeenCalled()
    window.dispatchEvent(new Event('scroll'))
    window.dispatchEvent(new Event('keydown'))
    expect(arming.load).toHaveBeenCalledOnce()
    arming.arrive()
    await flush()
    // The sign wants the popups' code at once, and inactivity counts from it; a delay, from the page.
    expect(arming.given).toEqual([{ pageStart: 0, signed: true, clicks: 0, held: null }])
    expect(arming.arm.mock.calls[0][0]).toBe(SIGNS)
  })

  it('a popup whose moment is a time: at the server’s time, without a sign', async () => {
    pageWith({ 'data-popup-arm': '2000' })
    const arming = slowModule()
    watch(arming.load)
    vi.advanceTimersByTime(1999)
    expect(arming.load).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(arming.load).toHaveBeenCalledOnce()
    arming.arrive()
    await flush()
    expect(arming.given).toEqual([{ pageStart: 0, signed: false, clicks: 0, held: null }])
    // Asked once: a sign after it asks for nothing more.
    window.dispatchEvent(new Event('scroll'))
    expect(arming.load).toHaveBeenCalledOnce()
  })

  it.each<[string, () => void]>([
    ['the server’s 0 (a moment that may come with the page)', () => pageWith({ 'data-popup-arm': '0' })],
    [
      'a hash in the address (an action may be in it)',
      () => {
        pageWith()
        window.location.hash = 'action-popup:open'
      },
    ],
    [
      'a page restored below its top',
      () => {
        pageWith()
        Object.defineProperty(window, 'scrollY', { value: 400, configurable: true })
      },
    ],
    [
      'a visitor whose sign brought the page behaviours already (a client-side navigation)',
      () => {
        pageWith()
        document.documentElement.setAttribute('data-behaviours', 'ready')
      },
    ],
  ])('at once for %s', (_name, prepare) => {
    prepare()
    const arming = slowModule()
    watch(arming.load)
    expect(arming.load).toHaveBeenCalledOnce()
  })

  it('the smallest of the page’s times', () => {
    pageWith({ 'data-popup-arm': '9000' })
    const second = document.createElement('dialog')
    second.dataset.popup = '{}'
    second.setAttribute('data-popup-arm', '3000')
    document.body.append(second)
    const arming = slowModule()
    watch(arming.load)
    vi.advanceTimersByTime(3000)
    expect(arming.load).toHaveBeenCalledOnce()
  })

  it('a plain click on the open selector or on a popup:open link before the module came is held and handed to it', async () => {
    pageWith({ 'data-popup-opener': '.ouvrir' })
    const arming = slowModule()
    watch(arming.load)
    expect(click('.autre').defaultPrevented, 'a link that asks for no popup').toBe(false)
    expect(click('.ouvrir', { ctrlKey: true }).defaultPrevented, 'a new tab stays the browser’s').toBe(false)
    expect(click('#action').defaultPrevented).toBe(true)
    const opener = click('.ouvrir')
    expect(opener.defaultPrevented).toBe(true)
    arming.arrive()
    await flush()
    // The click asked for the module; the last held is handed over, every click counted.
    expect(arming.load).toHaveBeenCalledOnce()
    expect(arming.given[0].held).toBe(opener)
    expect(arming.given[0].clicks).toBe(4)
    // The module's own listeners answer from now on.
    expect(click('.ouvrir').defaultPrevented).toBe(false)
  })

  it('an open selector staff mistyped holds no click and breaks nothing: the click brings the module', () => {
    pageWith({ 'data-popup-opener': 'a[href=' })
    const arming = slowModule()
    watch(arming.load)
    expect(click('.ouvrir').defaultPrevented).toBe(false)
    expect(click('#action').defaultPrevented).toBe(false)
    expect(arming.load).toHaveBeenCalledOnce()
  })

  it('a module that cannot come gives the held click back, and is asked again at the next sign', async () => {
    pageWith({ 'data-popup-opener': '.ouvrir' })
    const arming = slowModule()
    watch(arming.load)
    const given: Event[] = []
    document.querySelector('.ouvrir')!.addEventListener('click', (event) => given.push(event))
    click('.ouvrir')
    arming.fail()
    await flush()
    expect(given).toHaveLength(2)
    expect(given[1].isTrusted).toBe(false)
    expect(given[1].defaultPrevented, 'the link does what it says').toBe(false)
    window.dispatchEvent(new Event('pointerdown'))
    expect(arming.load).toHaveBeenCalledTimes(2)
    arming.arrive()
    await flush()
    expect(arming.given[0].held).toBeNull()
  })

  it('a page left before the module came: nothing started, nothing held', async () => {
    const dialog = pageWith({ 'data-popup-opener': '.ouvrir', 'data-popup-arm': '2000' })
    const arming = slowModule()
    const stop = watch(arming.load)
    window.dispatchEvent(new Event('pointerdown'))
    stop()
    expect(dialog.hasAttribute('data-popup-waiting')).toBe(false)
    expect(click('.ouvrir').defaultPrevented).toBe(false)
    arming.arrive()
    await flush()
    vi.advanceTimersByTime(5000)
    expect(arming.arm).not.toHaveBeenCalled()
    expect(arming.load).toHaveBeenCalledOnce()
  })

  it('a page left after: the armed popups are stopped', async () => {
    pageWith()
    const arming = slowModule()
    const stop = watch(arming.load)
    window.dispatchEvent(new Event('keydown'))
    arming.arrive()
    await flush()
    stop()
    expect(arming.stop).toHaveBeenCalledOnce()
  })
})

describe('the server’s time for the arming module', () => {
  const leads = POPUP_CODE_LEAD_MS + POPUP_ARM_LEAD_MS

  it.each<[string, Parameters<typeof armingTime>[0], number | null]>([
    ['a delay: both leads before it', { load: { delay: 6 } }, 6000 - leads],
    ['an inactivity', { inactivity: { seconds: 30 } }, 30_000 - leads],
    ['the earliest of both', { load: { delay: 60 }, inactivity: { seconds: 10 } }, 10_000 - leads],
    ['a delay shorter than the leads: with the page', { load: { delay: 1 } }, 0],
    [
      'an element to reach, perhaps on screen with the page',
      { scrollToElement: { selector: '#tarifs' }, load: { delay: 60 } },
      0,
    ],
    [
      'only signs lead to it',
      { scroll: { direction: 'down', offset: 50 }, exitIntent: {}, openSelector: { selector: '.x' }, clicks: { clicks: 2 } },
      null,
    ],
  ])('%s', (_name, triggers, expected) => {
    expect(armingTime(triggers)).toBe(expected)
  })
})
