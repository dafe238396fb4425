// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { encodeActionHash } from '../../lib/hash'
import { armPagePopups, POPUP_CODE_LEAD_MS, type EarlyVisit, type StartPopups } from './arm'
import type { BeforeArming } from './early'
import type { PopupTriggers } from './triggers'

const SIGNS = ['pointerdown', 'keydown', 'scroll'] as const

/** A page holding one popup with these triggers, as the server renders it (server.tsx). */
function pageWith(triggers: PopupTriggers, id = '7', settings?: string) {
  document.body.innerHTML = `<a href="/devis" class="ouvrir">Devis</a><a id="action" href="${encodeActionHash('popup:open', { id })}">Ouvrir</a><section id="tarifs">Tarifs</section>`
  addPopup(triggers, id, settings)
}

/** One more popup on the page. */
function addPopup(triggers: PopupTriggers, id: string, settings?: string) {
  const dialog = document.createElement('dialog')
  dialog.dataset.popup = settings ?? JSON.stringify({ id, name: `Fenêtre ${id}`, triggers, conditions: {} })
  document.body.append(dialog)
}

/** The popups' code, held until the test lets it come (a slow link) or fail. */
function slowCode() {
  /** What the code was given, as it was then. */
  const started: EarlyVisit[] = []
  /** The same, live: what the code answers goes through it. */
  const given: EarlyVisit[] = []
  const stop = vi.fn()
  const start: StartPopups = (early) => {
    started.push({ ...early, asked: new Set(early.asked) })
    given.push(early)
    return stop
  }
  let settle: { arrive: () => void; fail: () => void } = { arrive: () => {}, fail: () => {} }
  const load = vi.fn(
    () =>
      new Promise<StartPopups>((resolve, reject) => {
        settle = { arrive: () => resolve(start), fail: () => reject(new Error('Failed to load chunk')) }
      }),
  )
  return { load, started, given, stop, arrive: () => settle.arrive(), fail: () => settle.fail() }
}

/** Every arming of a test, stopped after it: its listeners must not hear the next test's page. */
const armed: (() => void)[] = []
const arm = (...args: Parameters<typeof armPagePopups>) => {
  const stop = armPagePopups(...args)
  armed.push(stop)
  return stop
}

const flush = async () => {
  for (let i = 0; i < 20; i++) await Promise.resolve()
}

beforeEach(() => {
  vi.useFakeTimers()
  window.location.hash = ''
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true })
  Object.defineProperty(window, 'innerHeight', { value: 800, configurable: true })
})
afterEach(() => {
  for (const stop of armed.splice(0)) stop()
  document.documentElement.removeAttribute('data-behaviours')
  vi.useRealTimers()
  document.body.innerHTML = ''
})

describe('the popups’ code comes when one of them can open (decision 074)', () => {
  it('a page without a popup asks for nothing', () => {
    document.body.innerHTML = '<p>Rien</p>'
    const code = slowCode()
    arm(SIGNS, code.load)
    window.dispatchEvent(new Event('pointerdown'))
    expect(code.load).not.toHaveBeenCalled()
  })

  it('a delayed popup: not with the page, but a lead before its delay', async () => {
    pageWith({ load: { delay: 6 } })
    const code = slowCode()
    arm(SIGNS, code.load)
    expect(document.querySelector('dialog')!.hasAttribute('data-popup-waiting')).toBe(true)
    vi.advanceTimersByTime(6000 - POPUP_CODE_LEAD_MS - 1)
    expect(code.load).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(code.load).toHaveBeenCalledOnce()
    code.arrive()
    await flush()
    expect(code.started).toHaveLength(1)
    expect(document.querySelector('dialog')!.hasAttribute('data-popup-waiting')).toBe(false)
    // The delay counts from the page's start: the popup still opens 6 s after it.
    expect(code.started[0].pageStart).toBe(0)
  })

  it('at the visitor’s first sign, once, whatever the triggers', async () => {
    pageWith({ scroll: { direction: 'down', offset: 50 }, exitIntent: {} })
    const code = slowCode()
    arm(SIGNS, code.load)
    vi.advanceTimersByTime(60_000)
    expect(code.load).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1000)
    window.dispatchEvent(new Event('scroll'))
    window.dispatchEvent(new Event('keydown'))
    expect(code.load).toHaveBeenCalledOnce()
    code.arrive()
    await flush()
    // Inactivity would count from that sign.
    expect(code.started[0].quietSince).toBe(61_000)
  })

  it.each<[string, PopupTriggers, () => void]>([
    ['a short delay', { load: { delay: 1 } }, () => {}],
    ['a short inactivity', { inactivity: { seconds: 2 } }, () => {}],
    [
      'an element to reach already on screen',
      { scrollToElement: { selector: '#tarifs' } },
      () => {
        document.getElementById('tarifs')!.getBoundingClientRect = () => ({ top: 100, bottom: 200 }) as DOMRect
      },
    ],
    [
      'a page restored below its top, for a scroll down',
      { scroll: { direction: 'down', offset: 50 } },
      () => {
        Object.defineProperty(window, 'scrollY', { value: 400, configurable: true })
      },
    ],
    [
      'a hash in the address (an action may be in it)',
      {},
      () => {
        window.location.hash = 'action-popup:open'
      },
    ],
    [
      'a visitor whose sign came before this module (the page behaviours it brought are here)',
      { exitIntent: {} },
      () => {
        document.documentElement.setAttribute('data-behaviours', 'ready')
      },
    ],
  ])('at once for %s', (_name, triggers, prepare) => {
    pageWith(triggers)
    prepare()
    const code = slowCode()
    arm(SIGNS, code.load)
    expect(code.load).toHaveBeenCalledOnce()
  })

  it('at once when a popup’s settings cannot be read (its code marks it out of play)', () => {
    pageWith({}, '7', '{pas du json')
    const code = slowCode()
    arm(SIGNS, code.load)
    expect(code.load).toHaveBeenCalledOnce()
  })

  it('an element to reach below the screen waits for a sign', () => {
    pageWith({ scrollToElement: { selector: '#tarifs' } })
    document.getElementById('tarifs')!.getBoundingClientRect = () => ({ top: 1200, bottom: 1300 }) as DOMRect
    const code = slowCode()
    arm(SIGNS, code.load)
    expect(code.load).not.toHaveBeenCalled()
  })

  it('a click on the open selector before the code came: the link is not followed, the popup is asked for', async () => {
    pageWith({ openSelector: { selector: '.ouvrir' }, clicks: { clicks: 3 } })
    const code = slowCode()
    arm(SIGNS, code.load)
    window.dispatchEvent(new Event('pointerdown'))
    const click = new MouseEvent('click', { bubbles: true, cancelable: true })
    document.querySelector('.ouvrir')!.dispatchEvent(click)
    expect(click.defaultPrevented).toBe(true)
    document.body.click()
    code.arrive()
    await flush()
    expect(code.started[0].asked).toEqual(new Set(['7']))
    expect(code.started[0].clicks).toBe(2)
    // Once the code is here, its own triggers answer: a click is no longer held here.
    const later = new MouseEvent('click', { bubbles: true, cancelable: true })
    document.querySelector('.ouvrir')!.dispatchEvent(later)
    expect(later.defaultPrevented).toBe(false)
  })

  it('a held click whose popups do not open (their conditions failed) is given back: its link does what it says', async () => {
    pageWith({ openSelector: { selector: '.ouvrir' } })
    addPopup({ openSelector: { selector: '.ouvrir' } }, '8')
    const code = slowCode()
    arm(SIGNS, code.load)
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: false })
    document.querySelector('.ouvrir')!.dispatchEvent(click)
    expect(click.defaultPrevented).toBe(true)
    code.arrive()
    await flush()
    const followed: MouseEvent[] = []
    document.addEventListener('click', (event) => followed.push(event))
    const [early] = code.given
    early.answer('7', false)
    expect(followed).toHaveLength(0)
    early.answer('8', false)
    expect(followed).toHaveLength(1)
    expect(followed[0].target).toBe(document.querySelector('.ouvrir'))
    expect(followed[0].defaultPrevented).toBe(false)
  })

  it('a held click whose popup opens is not given back', async () => {
    pageWith({ openSelector: { selector: '.ouvrir' } })
    const code = slowCode()
    arm(SIGNS, code.load)
    document.querySelector<HTMLElement>('.ouvrir')!.click()
    code.arrive()
    await flush()
    const followed = vi.fn()
    document.addEventListener('click', followed)
    code.given[0].answer('7', true)
    expect(followed).not.toHaveBeenCalled()
  })

  it('the address’s popup:open asks for its popup, the code at once', async () => {
    pageWith({ exitIntent: {} })
    window.location.hash = encodeActionHash('popup:open', { id: '7' })
    const code = slowCode()
    arm(SIGNS, code.load)
    expect(code.load).toHaveBeenCalledOnce()
    code.arrive()
    await flush()
    expect(code.started[0].asked).toEqual(new Set(['7']))
  })

  it('two popups on the same open selector are both asked for: their conditions decide', async () => {
    pageWith({ openSelector: { selector: '.ouvrir' } })
    addPopup({ openSelector: { selector: 'footer a, .ouvrir' } }, '8')
    const code = slowCode()
    arm(SIGNS, code.load)
    document.querySelector<HTMLElement>('.ouvrir')!.click()
    code.arrive()
    await flush()
    expect(code.started[0].asked).toEqual(new Set(['7', '8']))
  })

  it('a popup:open link before the code came asks for its popup; one for another popup is left alone', async () => {
    pageWith({ exitIntent: {} })
    const code = slowCode()
    arm(SIGNS, code.load)
    const click = new MouseEvent('click', { bubbles: true, cancelable: true })
    document.getElementById('action')!.dispatchEvent(click)
    expect(click.defaultPrevented).toBe(true)
    const other = document.createElement('a')
    other.href = encodeActionHash('popup:open', { id: '99' })
    document.body.append(other)
    const elsewhere = new MouseEvent('click', { bubbles: true, cancelable: true })
    other.dispatchEvent(elsewhere)
    expect(elsewhere.defaultPrevented).toBe(false)
    // A new tab is the browser's, as the link action leaves it.
    const newTab = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true })
    document.getElementById('action')!.dispatchEvent(newTab)
    expect(newTab.defaultPrevented).toBe(false)
    window.dispatchEvent(new Event('pointerdown'))
    code.arrive()
    await flush()
    expect(code.started[0].asked).toEqual(new Set(['7']))
  })

  it('a code that cannot come: a popup the visitor asked for says so, « Réessayer » asks again', async () => {
    pageWith({ openSelector: { selector: '.ouvrir' } })
    const code = slowCode()
    arm(SIGNS, code.load)
    window.dispatchEvent(new Event('pointerdown'))
    document.querySelector<HTMLElement>('.ouvrir')!.click()
    code.fail()
    await flush()
    const alert = document.querySelector('[role="alert"]')
    expect(alert?.textContent).toContain('Réessayer')
    const retry = [...alert!.querySelectorAll('button')].find((b) => b.textContent?.includes('Réessayer'))!
    retry.click()
    expect(code.load).toHaveBeenCalledTimes(2)
    code.arrive()
    await flush()
    expect(code.started[0].asked).toEqual(new Set(['7']))
    expect(document.querySelector('[role="alert"]')).toBeNull()
  })

  it('a code that cannot come, the visitor not retrying: said once, and a later sign bringing it opens nothing unasked', async () => {
    pageWith({ openSelector: { selector: '.ouvrir' } })
    const code = slowCode()
    arm(SIGNS, code.load)
    document.querySelector<HTMLElement>('.ouvrir')!.click()
    code.fail()
    await flush()
    expect(document.querySelectorAll('[role="alert"]')).toHaveLength(1)
    document.querySelector<HTMLElement>('[role="alert"] button')!.blur()
    window.dispatchEvent(new Event('keydown'))
    code.fail()
    await flush()
    // Not said again: the visitor typing elsewhere keeps their focus.
    expect(document.querySelectorAll('[role="alert"]')).toHaveLength(1)
    expect(document.activeElement).not.toBe(document.querySelector('[role="alert"] button'))
    window.dispatchEvent(new Event('keydown'))
    code.arrive()
    await flush()
    expect(code.started[0].asked).toEqual(new Set())
    expect(document.querySelector('[role="alert"]')).toBeNull()
  })

  it('a code that cannot come, nobody asking: nothing is said, the next sign asks again', async () => {
    pageWith({ exitIntent: {} })
    const code = slowCode()
    arm(SIGNS, code.load)
    window.dispatchEvent(new Event('pointerdown'))
    code.fail()
    await flush()
    expect(document.querySelector('[role="alert"]')).toBeNull()
    window.dispatchEvent(new Event('keydown'))
    expect(code.load).toHaveBeenCalledTimes(2)
  })

  it('a page left before the code came: nothing starts, nothing is held', async () => {
    pageWith({ load: { delay: 6 }, openSelector: { selector: '.ouvrir' } })
    const code = slowCode()
    const stop = arm(SIGNS, code.load)
    window.dispatchEvent(new Event('pointerdown'))
    stop()
    code.arrive()
    await flush()
    expect(code.started).toHaveLength(0)
    const click = new MouseEvent('click', { bubbles: true, cancelable: true })
    document.querySelector('.ouvrir')!.dispatchEvent(click)
    expect(click.defaultPrevented).toBe(false)
    vi.advanceTimersByTime(10_000)
    expect(code.load).toHaveBeenCalledOnce()
  })

  it('a page left after the code came stops its popups', async () => {
    pageWith({ exitIntent: {} })
    const code = slowCode()
    const stop = arm(SIGNS, code.load)
    window.dispatchEvent(new Event('pointerdown'))
    code.arrive()
    await flush()
    stop()
    expect(code.stop).toHaveBeenCalledOnce()
  })
})

describe('what the page kept before this module came (early.ts, decision 078)', () => {
  /** What early.ts hands over, for a page that started at 0. */
  const kept = (over: Partial<BeforeArming> = {}): BeforeArming => ({
    pageStart: 0,
    signed: false,
    clicks: 0,
    held: null,
    ...over,
  })
  /** A plain click the visitor made on the element, its default action kept from running (early.ts). */
  const heldOn = (selector: string) => {
    const event = new MouseEvent('click', { bubbles: true, cancelable: true })
    document.querySelector(selector)!.dispatchEvent(event)
    return event
  }

  it('a delay counts from the page’s start, not from this module’s', () => {
    pageWith({ load: { delay: 6 } })
    vi.advanceTimersByTime(3000)
    const code = slowCode()
    arm(SIGNS, code.load, document, kept())
    vi.advanceTimersByTime(6000 - POPUP_CODE_LEAD_MS - 3000 - 1)
    expect(code.load).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(code.load).toHaveBeenCalledOnce()
  })

  it('a module a sign brought asks for the code at once, with the clicks, inactivity counted from then', async () => {
    pageWith({ exitIntent: {}, clicks: { clicks: 3 } })
    vi.advanceTimersByTime(5000)
    const code = slowCode()
    arm(SIGNS, code.load, document, kept({ signed: true, clicks: 2 }))
    expect(code.load).toHaveBeenCalledOnce()
    code.arrive()
    await flush()
    expect(code.started[0]).toMatchObject({ pageStart: 0, quietSince: 5000, clicks: 2 })
  })

  it('a click held on the open selector asks for its popup, the code at once', async () => {
    pageWith({ openSelector: { selector: '.ouvrir' } })
    const code = slowCode()
    arm(SIGNS, code.load, document, kept({ clicks: 1, held: heldOn('.ouvrir') }))
    expect(code.load).toHaveBeenCalledOnce()
    code.arrive()
    await flush()
    expect(code.started[0].asked).toEqual(new Set(['7']))
    expect(code.started[0].clicks).toBe(1)
  })

  it('a click held on a link that asks for no popup of the page is given back at once: its link does what it says', async () => {
    pageWith({ exitIntent: {} })
    // The link names popup 7; the page holds popup 8 only.
    document.querySelector('dialog')!.dataset.popup = JSON.stringify({
      id: '8',
      name: 'Fenêtre 8',
      triggers: { exitIntent: {} },
      conditions: {},
    })
    const held = heldOn('#action')
    const given: MouseEvent[] = []
    document.addEventListener('click', (event) => given.push(event as MouseEvent))
    const code = slowCode()
    arm(SIGNS, code.load, document, kept({ clicks: 1, held }))
    expect(given).toHaveLength(1)
    expect(given[0].target).toBe(document.getElementById('action'))
    expect(given[0].defaultPrevented).toBe(false)
    expect(code.load).not.toHaveBeenCalled()
    // Counted once, for the nth-click trigger.
    window.dispatchEvent(new Event('keydown'))
    code.arrive()
    await flush()
    expect(code.started[0].clicks).toBe(1)
  })
})
