// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import * as appearModule from './appear'
import { BEHAVIOURS_ATTRIBUTE, startPageBehaviours, type BehaviourLoaders } from './start'

/** The behaviours' code, held until the test lets it come (a slow link); what it installs records the clicks it is given. */
function slowBehaviours() {
  let arrive: () => void = () => {}
  let fail: () => void = () => {}
  const answered: string[] = []
  const installPageBehaviours = vi.fn(() => {
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element).closest('a')
      if (!link) return
      answered.push(`${event.type}:${event.button}${event.ctrlKey ? '+ctrl' : ''} ${link.getAttribute('href')}`)
      event.preventDefault()
    }
    document.addEventListener('click', onClick)
    document.addEventListener('auxclick', onClick)
    return () => {
      document.removeEventListener('click', onClick)
      document.removeEventListener('auxclick', onClick)
    }
  })
  const behaviours = vi.fn(
    () =>
      new Promise<Pick<typeof import('./install'), 'installPageBehaviours'>>((resolve, reject) => {
        arrive = () => resolve({ installPageBehaviours })
        fail = () => reject(new Error('Failed to load chunk'))
      }),
  )
  return { behaviours, installPageBehaviours, answered, arrive: () => arrive(), fail: () => fail() }
}

const appearances = vi.fn(async () => appearModule)
const flush = () => new Promise((resolve) => setTimeout(resolve, 0))
const frames = async (count: number) => {
  for (let i = 0; i < count; i++) await new Promise((resolve) => requestAnimationFrame(resolve))
}
/** Clicks as the browser dispatches them, returning whether the default (following the link) was prevented. */
const click = (target: Element, init: MouseEventInit = {}) =>
  !target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init }))

let stop: (() => void) | null = null
const start = (behaviours: BehaviourLoaders['behaviours']) => {
  stop = startPageBehaviours({ imageLightbox: true, particlesScriptUrl: null }, { behaviours, appearances })
}

/** What the appearances' observers watch (lazy backgrounds, reveals, particles). */
const observed = new Set<Element>()

beforeEach(() => {
  history.replaceState(null, '', '/page')
  observed.clear()
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      observe(target: Element) {
        observed.add(target)
      }
      unobserve() {}
      disconnect() {}
    },
  )
  vi.stubGlobal('matchMedia', () => ({ matches: false, addEventListener() {}, removeEventListener() {} }))
  document.body.innerHTML = `<a id="section" href="#services">Services</a> <a id="page" href="/contact">Contact</a>
    <a id="file" href="/media/plan.pdf" download>Plan</a> <a id="tab" href="/devis" target="_blank">Devis</a>
    <a id="zoom" href="/media/fouille.webp" data-lightbox-kind="image" data-lightbox-midclick>Fouille</a>
    <a id="call" href="tel:+33240000000">Appeler</a> <a id="away" href="https://www.exemple.fr/">Ailleurs</a>
    <a id="photo" href="https://images.exemple.fr/fouille.jpg" data-lightbox="yes">Photo</a>`
})

afterEach(() => {
  stop?.()
  stop = null
  document.body.innerHTML = ''
  document.documentElement.removeAttribute('data-reveal-ready')
  appearances.mockClear()
  vi.unstubAllGlobals()
})

describe('the behaviours that answer the visitor', () => {
  it('are not fetched with the page, but at the first sign of the visitor', async () => {
    const code = slowBehaviours()
    start(code.behaviours)
    await flush()
    expect(code.behaviours).not.toHaveBeenCalled()
    expect(document.documentElement.getAttribute(BEHAVIOURS_ATTRIBUTE)).toBe('waiting')

    document.getElementById('page')!.dispatchEvent(new Event('pointerover', { bubbles: true }))
    expect(code.behaviours).toHaveBeenCalledTimes(1)
    code.arrive()
    await flush()
    expect(code.installPageBehaviours).toHaveBeenCalledTimes(1)
    expect(document.documentElement.getAttribute(BEHAVIOURS_ATTRIBUTE)).toBe('ready')
  })

  it.each([
    ['a scroll', () => window.dispatchEvent(new Event('scroll'))],
    ['a key', () => document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'End', bubbles: true }))],
    ['a new hash', () => window.dispatchEvent(new Event('hashchange'))],
  ])('are fetched at %s', (_sign, sign) => {
    const code = slowBehaviours()
    start(code.behaviours)
    sign()
    expect(code.behaviours).toHaveBeenCalledTimes(1)
  })

  it('are fetched at once when a control of the header was pressed before the page’s scripts ran', () => {
    document.documentElement.setAttribute('data-header-pressed', '0')
    const code = slowBehaviours()
    start(code.behaviours)
    expect(code.behaviours).toHaveBeenCalledTimes(1)
    document.documentElement.removeAttribute('data-header-pressed')
  })

  it('are fetched at once when the address holds a hash to act on', () => {
    history.replaceState(null, '', '/page#action-lightbox')
    const code = slowBehaviours()
    start(code.behaviours)
    expect(code.behaviours).toHaveBeenCalledTimes(1)
  })

  it('give again, once they are here, the last plain click on a link made before', async () => {
    const code = slowBehaviours()
    start(code.behaviours)
    expect(click(document.getElementById('section')!), 'the browser does not jump without the header’s offset').toBe(true)
    expect(click(document.getElementById('page')!), 'the page is not left before the router is here').toBe(true)
    expect(code.answered).toEqual([])

    code.arrive()
    await flush()
    expect(code.answered).toEqual(['click:0 /contact'])
    // Afterwards, clicks are the behaviours' alone: given once.
    click(document.getElementById('section')!)
    expect(code.answered).toEqual(['click:0 /contact', 'click:0 #services'])
  })

  it('give again, with its button and keys, a middle or modified click on a link the lightbox opens on those too', async () => {
    const code = slowBehaviours()
    start(code.behaviours)
    const zoom = document.getElementById('zoom')!
    expect(zoom.dispatchEvent(new MouseEvent('auxclick', { bubbles: true, cancelable: true, button: 1 })), 'no new tab').toBe(
      false,
    )
    code.arrive()
    await flush()
    expect(code.answered).toEqual(['auxclick:1 /media/fouille.webp'])

    const other = slowBehaviours()
    stop?.()
    start(other.behaviours)
    expect(click(zoom, { ctrlKey: true })).toBe(true)
    other.arrive()
    await flush()
    expect(other.answered).toEqual(['click:0+ctrl /media/fouille.webp'])
  })

  it('leave to the browser a modified click, a download, a link for another window, another site, a phone number', () => {
    const code = slowBehaviours()
    start(code.behaviours)
    expect(click(document.getElementById('page')!, { ctrlKey: true })).toBe(false)
    expect(click(document.getElementById('page')!, { button: 1 })).toBe(false)
    expect(click(document.getElementById('file')!)).toBe(false)
    expect(click(document.getElementById('tab')!)).toBe(false)
    expect(
      document.getElementById('page')!.dispatchEvent(new MouseEvent('auxclick', { bubbles: true, cancelable: true, button: 1 })),
    ).toBe(true)
    expect(click(document.getElementById('call')!), 'the phone’s app opens while the tap still counts').toBe(false)
    expect(click(document.getElementById('away')!)).toBe(false)
    // Another site's image marked to open in the lightbox: held.
    expect(click(document.getElementById('photo')!)).toBe(true)
  })

  it('let a held click follow its link once it has waited 3 s', async () => {
    vi.useFakeTimers()
    const code = slowBehaviours()
    start(code.behaviours)
    const link = document.getElementById('page')!
    click(link)
    // Clicked again, with nothing holding it: the browser follows the link (hold-presses.test.ts).
    const follow = vi.spyOn(link, 'click').mockImplementation(() => {})
    vi.advanceTimersByTime(2_999)
    expect(follow).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(follow).toHaveBeenCalledTimes(1)
    // The behaviours that come later answer the next clicks; the first is not given twice.
    code.arrive()
    await vi.runAllTimersAsync()
    expect(code.answered).toEqual([])
    click(document.getElementById('section')!)
    expect(code.answered).toEqual(['click:0 #services'])
    vi.useRealTimers()
  })

  it('give the held click to what did install, even when installing failed midway', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const code = slowBehaviours()
    let undo = () => {}
    const broken = vi.fn(() => {
      undo = code.installPageBehaviours()
      throw new Error('cassé')
    })
    start(async () => ({ installPageBehaviours: broken }))
    click(document.getElementById('page')!)
    await flush()
    expect(code.answered).toEqual(['click:0 /contact'])
    expect(error).toHaveBeenCalled()
    // Not installed again at the next sign.
    window.dispatchEvent(new Event('scroll'))
    await flush()
    expect(broken).toHaveBeenCalledTimes(1)
    error.mockRestore()
    undo()
  })

  it('that cannot come answer a press on the header made before: the search page, or a message with « Réessayer »', async () => {
    const assign = vi.fn()
    vi.stubGlobal('location', { ...window.location, hash: '', search: '', assign })
    document.body.insertAdjacentHTML(
      'afterbegin',
      '<header><button class="site-search__toggle" data-header-control>Rechercher</button><button data-header-control>Menu</button></header>',
    )
    const root = document.documentElement
    let code = slowBehaviours()
    start(code.behaviours)
    root.setAttribute('data-header-pressed', '0')
    window.dispatchEvent(new Event('scroll'))
    code.fail()
    await flush()
    expect(assign).toHaveBeenCalledWith('/recherche')
    stop?.()

    code = slowBehaviours()
    start(code.behaviours)
    root.setAttribute('data-header-pressed', '1')
    window.dispatchEvent(new Event('scroll'))
    code.fail()
    await flush()
    expect(root.hasAttribute('data-header-pressed'), 'forgotten: a later gesture does not play it').toBe(false)
    const retry = document.querySelector<HTMLButtonElement>('.lazy-failure button')!
    expect(retry.textContent).toBe('Réessayer')
    retry.click()
    expect(root.getAttribute('data-header-pressed'), 'given again once the code is here').toBe('1')
    expect(code.behaviours).toHaveBeenCalledTimes(2)
    document.querySelector('.lazy-failure')?.remove()
    root.removeAttribute('data-header-pressed')
  })

  it('that cannot come leave the held click to the link, and are asked for again at the next sign', async () => {
    const code = slowBehaviours()
    start(code.behaviours)
    const link = document.getElementById('page')!
    click(link)
    const follow = vi.spyOn(link, 'click').mockImplementation(() => {})
    code.fail()
    await flush()
    expect(follow).toHaveBeenCalledTimes(1)
    expect(code.installPageBehaviours).not.toHaveBeenCalled()

    window.dispatchEvent(new Event('scroll'))
    expect(code.behaviours).toHaveBeenCalledTimes(2)
    code.arrive()
    await flush()
    expect(code.installPageBehaviours).toHaveBeenCalledTimes(1)
  })
})

describe('what appears as the page scrolls', () => {
  /** Lays the element out `top` px from the top of the screen (jsdom lays nothing out). */
  const placeAt = (element: Element, top: number) => {
    element.getBoundingClientRect = () => ({
      top,
      bottom: top + 300,
      left: 0,
      right: 400,
      width: 400,
      height: 300,
      x: 0,
      y: top,
      toJSON() {},
    })
  }
  const add = (html: string, top: number) => {
    document.body.insertAdjacentHTML('beforeend', html)
    placeAt(document.body.lastElementChild!, top)
  }
  const waiting = () => document.documentElement.hasAttribute('data-appear-waiting')

  it('is not fetched for a page that holds none of it', async () => {
    start(slowBehaviours().behaviours)
    window.dispatchEvent(new Event('scroll'))
    await frames(2)
    expect(appearances).not.toHaveBeenCalled()
    expect(waiting()).toBe(false)
  })

  it('below the screen, waits for the visitor’s first sign, and the failsafe with it', async () => {
    add('<section data-reveal="fade-up"></section>', innerHeight + 250)
    add('<section data-lazy-bg="/fond.webp"></section>', innerHeight + 900)
    start(slowBehaviours().behaviours)
    await flush()
    expect(appearances).not.toHaveBeenCalled()
    expect(waiting()).toBe(true)

    window.dispatchEvent(new Event('scroll'))
    expect(appearances).toHaveBeenCalledTimes(1)
    expect(waiting()).toBe(false)
    await flush()
    expect(document.documentElement.hasAttribute('data-reveal-ready')).toBe(true)
    expect([...observed].map((element) => element.tagName)).toEqual(['SECTION', 'SECTION'])
  })

  it('is fetched with the page when some of it is on screen or within 200 px of it', async () => {
    add('<section data-lazy-bg="/fond.webp"></section>', innerHeight + 150)
    start(slowBehaviours().behaviours)
    expect(appearances).toHaveBeenCalledTimes(1)
    expect(waiting()).toBe(false)
    await flush()
    expect(observed.has(document.querySelector('section')!)).toBe(true)
  })

  it('does not count what is not shown (a closed dialog) as near', () => {
    document.body.insertAdjacentHTML('beforeend', '<dialog><div data-reveal="fade-in"></div></dialog>')
    start(slowBehaviours().behaviours)
    expect(appearances).not.toHaveBeenCalled()
    expect(waiting()).toBe(true)
  })

  it('is fetched with the page whose address wanted the behaviours at once', () => {
    history.replaceState(null, '', '/page#services')
    add('<section data-reveal="fade-up"></section>', innerHeight + 2000)
    start(slowBehaviours().behaviours)
    expect(appearances).toHaveBeenCalledTimes(1)
  })

  it('follows what comes later: near the screen before the sign, anywhere after it', async () => {
    start(slowBehaviours().behaviours)
    add('<div data-reveal="fade-up"></div>', innerHeight + 2000)
    await frames(2)
    expect(appearances).not.toHaveBeenCalled()
    // A popup opens with an element to reveal in it.
    add('<div id="late" data-reveal="fade-up"></div>', 100)
    await frames(2)
    expect(appearances).toHaveBeenCalledTimes(1)
    await flush()
    expect(observed.has(document.getElementById('late')!)).toBe(true)

    document.body.insertAdjacentHTML('beforeend', '<div id="later" data-lazy-bg="/plus-tard.webp"></div>')
    await frames(2)
    expect(observed.has(document.getElementById('later')!)).toBe(true)
    expect(appearances).toHaveBeenCalledTimes(1)
  })

  it('after the sign, is fetched for a page that comes later with some of it far down (a client-side navigation)', async () => {
    start(slowBehaviours().behaviours)
    window.dispatchEvent(new Event('pointerdown'))
    add('<div data-reveal="fade-up"></div>', innerHeight + 2000)
    await frames(2)
    expect(appearances).toHaveBeenCalledTimes(1)
  })

  it('no longer holds the failsafe back once the page is left', () => {
    add('<section data-reveal="fade-up"></section>', innerHeight + 250)
    start(slowBehaviours().behaviours)
    expect(waiting()).toBe(true)
    stop?.()
    stop = null
    expect(waiting()).toBe(false)
  })
})
