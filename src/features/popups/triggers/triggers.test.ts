// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { attachTriggers, TRIGGERS } from './index'
import { scrolledPercent } from './scroll'

const env = () => ({ window, document })

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true })
  window.dispatchEvent(new Event('scroll'))
}

beforeEach(() => {
  vi.useFakeTimers()
  document.body.innerHTML = '<a href="/rappel" class="ouvrir-rappel"><span>Être rappelé</span></a><p>texte</p><section id="tarifs">Tarifs</section>'
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true })
  Object.defineProperty(window, 'innerHeight', { value: 800, configurable: true })
  Object.defineProperty(document.documentElement, 'scrollHeight', { value: 2800, configurable: true })
})
afterEach(() => vi.useRealTimers())

describe('popup triggers (spec §5)', () => {
  it('on load: after the delay, not before', () => {
    const fire = vi.fn()
    TRIGGERS.load({ delay: 3 }, env(), fire)
    vi.advanceTimersByTime(2999)
    expect(fire).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(fire).toHaveBeenCalledOnce()
  })

  it('scroll down: at or past the offset percentage, never when scrolling up', () => {
    expect(scrolledPercent(1000, 2800, 800)).toBe(50)
    expect(scrolledPercent(0, 500, 800)).toBe(100)
    const fire = vi.fn()
    TRIGGERS.scroll({ direction: 'down', offset: 50 }, env(), fire)
    scrollTo(999)
    expect(fire).not.toHaveBeenCalled()
    scrollTo(1000)
    expect(fire).toHaveBeenCalledOnce()
  })

  it('scroll up: at the first scroll up, whatever the offset', () => {
    const fire = vi.fn()
    scrollTo(600)
    TRIGGERS.scroll({ direction: 'up', offset: 90 }, env(), fire)
    scrollTo(700)
    expect(fire).not.toHaveBeenCalled()
    scrollTo(690)
    expect(fire).toHaveBeenCalledOnce()
  })

  it('scroll to an element: when it enters the screen; a mistyped selector never fires', () => {
    const section = document.getElementById('tarifs')!
    let top = 1200
    section.getBoundingClientRect = () => ({ top, bottom: top + 100 }) as DOMRect
    const fire = vi.fn()
    TRIGGERS.scrollToElement({ selector: '#tarifs' }, env(), fire)
    scrollTo(300)
    expect(fire).not.toHaveBeenCalled()
    top = 799
    scrollTo(402)
    expect(fire).toHaveBeenCalledOnce()
    const never = vi.fn()
    TRIGGERS.scrollToElement({ selector: '#[' }, env(), never)
    scrollTo(3000)
    vi.runAllTimers()
    expect(never).not.toHaveBeenCalled()
  })

  it('clicks: at the set count', () => {
    const fire = vi.fn()
    TRIGGERS.clicks({ clicks: 3 }, env(), fire)
    const p = document.querySelector('p')!
    p.click()
    p.click()
    expect(fire).not.toHaveBeenCalled()
    p.click()
    expect(fire).toHaveBeenCalledOnce()
    p.click()
    expect(fire).toHaveBeenCalledOnce()
  })

  it('inactivity: after the seconds without activity, each movement starting the wait again', () => {
    const fire = vi.fn()
    TRIGGERS.inactivity({ seconds: 10 }, env(), fire)
    vi.advanceTimersByTime(9000)
    window.dispatchEvent(new Event('mousemove'))
    vi.advanceTimersByTime(9000)
    expect(fire).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1000)
    expect(fire).toHaveBeenCalledOnce()
  })

  it('exit intent: the pointer leaving at the top edge, not at the sides or bottom', () => {
    const fire = vi.fn()
    TRIGGERS.exitIntent({}, env(), fire)
    document.dispatchEvent(new MouseEvent('mouseout', { clientY: 300, relatedTarget: null }))
    document.dispatchEvent(new MouseEvent('mouseout', { clientY: 0, relatedTarget: document.body }))
    expect(fire).not.toHaveBeenCalled()
    document.dispatchEvent(new MouseEvent('mouseout', { clientY: 0, relatedTarget: null }))
    expect(fire).toHaveBeenCalledOnce()
  })

  it('open selector: a click inside a matching element opens, and the link is not followed', () => {
    const fire = vi.fn()
    TRIGGERS.openSelector({ selector: '.ouvrir-rappel' }, env(), fire)
    const event = new MouseEvent('click', { bubbles: true, cancelable: true })
    document.querySelector('span')!.dispatchEvent(event)
    expect(fire).toHaveBeenCalledOnce()
    expect(event.defaultPrevented).toBe(true)
    document.querySelector('p')!.click()
    expect(fire).toHaveBeenCalledOnce()
  })

  it('destroys every trigger of a popup once one fires: it opens once per page', () => {
    const open = vi.fn()
    attachTriggers({ clicks: { clicks: 1 }, load: { delay: 5 }, scroll: { direction: 'down', offset: 10 } }, env(), open)
    document.querySelector('p')!.click()
    expect(open).toHaveBeenCalledOnce()
    scrollTo(2000)
    vi.advanceTimersByTime(10_000)
    document.querySelector('p')!.click()
    expect(open).toHaveBeenCalledOnce()
  })

  it('stops every trigger when the page lets go of the popup', () => {
    const open = vi.fn()
    const stop = attachTriggers({ load: { delay: 1 }, exitIntent: {} }, env(), open)
    stop()
    vi.advanceTimersByTime(5000)
    document.dispatchEvent(new MouseEvent('mouseout', { clientY: 0, relatedTarget: null }))
    expect(open).not.toHaveBeenCalled()
  })
})

/** The popups' code may come after the page (docs/decisions/074): what it missed still counts. */
describe('popup triggers whose code came late', () => {
  /** The page's clock, moved on by the fake timers. */
  const now = () => window.performance.now()

  it('on load: the delay counts from the page’s start, not from the code’s coming', () => {
    const pageStart = now()
    vi.advanceTimersByTime(4000)
    const fire = vi.fn()
    TRIGGERS.load({ delay: 6 }, { ...env(), pageStart }, fire)
    vi.advanceTimersByTime(1999)
    expect(fire).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(fire).toHaveBeenCalledOnce()
    // Already past: at once.
    const late = vi.fn()
    TRIGGERS.load({ delay: 3 }, { ...env(), pageStart }, late)
    vi.advanceTimersByTime(0)
    expect(late).toHaveBeenCalledOnce()
  })

  it('inactivity: the first spell counts from the visitor’s last sign, the next ones whole', () => {
    const quietSince = now()
    vi.advanceTimersByTime(3000)
    const fire = vi.fn()
    TRIGGERS.inactivity({ seconds: 5 }, { ...env(), quietSince }, fire)
    vi.advanceTimersByTime(1999)
    expect(fire).not.toHaveBeenCalled()
    window.dispatchEvent(new Event('keydown'))
    vi.advanceTimersByTime(4999)
    expect(fire).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(fire).toHaveBeenCalledOnce()
  })

  it('clicks: those made before the code came are counted', () => {
    const fire = vi.fn()
    TRIGGERS.clicks({ clicks: 3 }, { ...env(), clicksBefore: 2 }, fire)
    document.body.click()
    expect(fire).toHaveBeenCalledOnce()
    const reached = vi.fn()
    TRIGGERS.clicks({ clicks: 2 }, { ...env(), clicksBefore: 2 }, reached)
    vi.advanceTimersByTime(0)
    expect(reached).toHaveBeenCalledOnce()
  })

  it('scroll down: a page already past the offset fires without another scroll; short of it or at the top, it waits', () => {
    const short = vi.fn()
    Object.defineProperty(window, 'scrollY', { value: 500, configurable: true })
    TRIGGERS.scroll({ direction: 'down', offset: 50 }, env(), short)
    vi.advanceTimersByTime(0)
    expect(short).not.toHaveBeenCalled()
    const fire = vi.fn()
    Object.defineProperty(window, 'scrollY', { value: 1500, configurable: true })
    TRIGGERS.scroll({ direction: 'down', offset: 50 }, env(), fire)
    vi.advanceTimersByTime(0)
    expect(fire).toHaveBeenCalledOnce()
    const waits = vi.fn()
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true })
    TRIGGERS.scroll({ direction: 'down', offset: 0 }, env(), waits)
    vi.advanceTimersByTime(0)
    expect(waits).not.toHaveBeenCalled()
    scrollTo(10)
    expect(waits).toHaveBeenCalledOnce()
  })
})
