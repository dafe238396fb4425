// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { encodeActionHash } from '../../../lib/hash'
import type { LightboxRequest } from '../../lightbox'
import { resolveRequest } from '../../lightbox/slides'

const openLightbox = vi.fn(async (_options: unknown) => {})
vi.mock('../../lightbox/loader', () => ({ openLightbox: (options: unknown) => openLightbox(options) }))

const { installPageBehaviours } = await import('./install')
const { registerLinkAction } = await import('../../link-actions')
const { isAllowedScriptUrl } = await import('./particles')
const { CONSENT_COOKIE, decide, serialiseChoices } = await import('../../consent/choices')
const { CONSENT_EVENT } = await import('../../consent/constants')
const { cssUrl } = await import('./lazy-backgrounds')
const { installAppearances } = await import('./appear')

type Observed = { callback: IntersectionObserverCallback; options?: IntersectionObserverInit; targets: Set<Element> }
let observers: Observed[] = []

class FakeIntersectionObserver {
  record: Observed
  constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
    this.record = { callback, options, targets: new Set() }
    observers.push(this.record)
  }
  observe(target: Element) {
    this.record.targets.add(target)
  }
  unobserve(target: Element) {
    this.record.targets.delete(target)
  }
  disconnect() {
    this.record.targets.clear()
  }
}

/** Simulates `element` entering the viewport for every observer watching it. */
function intersect(element: Element) {
  for (const observer of observers) {
    if (!observer.targets.has(element)) continue
    observer.callback([{ target: element, isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver)
  }
}

function rect(element: Element, top: number, height: number) {
  element.getBoundingClientRect = () => ({ top, height, bottom: top + height, left: 0, right: 0, width: 0, x: 0, y: top, toJSON() {} }) as DOMRect
}

const frames = async (count: number) => {
  for (let i = 0; i < count; i++) await new Promise((resolve) => requestAnimationFrame(resolve))
}

let reducedMotion = false
let cleanup: (() => void) | null = null
const install = (options: Partial<Parameters<typeof installPageBehaviours>[0]> = {}) => {
  cleanup = installPageBehaviours({ imageLightbox: true, particlesScriptUrl: null, ...options })
}

/** What appears as the page scrolls (appear.ts, fetched by start.ts when the page holds some of it). */
const appear = (particlesScriptUrl: string | null = null) => {
  const installed = installAppearances(particlesScriptUrl)
  cleanup = () => installed.disconnect()
}

beforeEach(() => {
  observers = []
  reducedMotion = false
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver)
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('reduce') && reducedMotion,
    addEventListener() {},
    removeEventListener() {},
  }))
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {})
  history.replaceState(null, '', '/page')
})

afterEach(() => {
  cleanup?.()
  cleanup = null
  document.body.innerHTML = ''
  document.head.querySelectorAll('script').forEach((s) => s.remove())
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  vi.useRealTimers()
  openLightbox.mockClear()
})

/**
 * Clicks and reports whether the page's handlers prevented the default. The last listener (on
 * window) records that, then prevents navigation itself, which jsdom cannot perform.
 */
function click(element: Element, init: MouseEventInit = {}) {
  let defaultPrevented = false
  const record = (event: Event) => {
    defaultPrevented = event.defaultPrevented
    event.preventDefault()
  }
  window.addEventListener('click', record)
  element.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init }))
  window.removeEventListener('click', record)
  return { defaultPrevented }
}

describe('smooth anchors', () => {
  beforeEach(() => {
    document.body.innerHTML = `
      <header data-site-header></header>
      <div data-sticky style="position: sticky"></div>
      <a id="go" href="#services">Nos services</a>
      <a id="bad" href="#1services">Mauvais</a>
      <a id="other" href="/autre#services">Ailleurs</a>
      <section id="services"><h2>Services</h2></section>`
    rect(document.querySelector('[data-site-header]')!, 0, 80)
    rect(document.querySelector('[data-sticky]')!, 80, 40)
    rect(document.getElementById('services')!, 900, 400)
  })

  it('scrolls below the header and sticky elements, focuses the target and pushes the hash', () => {
    install()
    const event = click(document.getElementById('go')!)
    expect(event.defaultPrevented).toBe(true)
    expect(window.scrollTo).toHaveBeenLastCalledWith({ top: 900 - 80 - 40, behavior: 'smooth' })
    const target = document.getElementById('services')!
    expect(document.activeElement).toBe(target)
    expect(target.getAttribute('tabindex')).toBe('-1')
    expect(location.hash).toBe('#services')
  })

  it('scrolls instantly with reduced motion', () => {
    reducedMotion = true
    install()
    click(document.getElementById('go')!)
    expect(window.scrollTo).toHaveBeenLastCalledWith({ top: 780, behavior: 'instant' })
  })

  it('ignores invalid ids, other pages, modified clicks and missing targets', () => {
    install()
    expect(click(document.getElementById('bad')!).defaultPrevented).toBe(false)
    expect(click(document.getElementById('other')!).defaultPrevented).toBe(false)
    expect(click(document.getElementById('go')!, { ctrlKey: true }).defaultPrevented).toBe(false)
    document.getElementById('services')!.remove()
    expect(click(document.getElementById('go')!).defaultPrevented).toBe(false)
    expect(window.scrollTo).not.toHaveBeenCalled()
  })

  it('aligns a hash present when the page loads, after the browser\'s own jump', async () => {
    history.replaceState(null, '', '/page#services')
    install()
    // The browser's last jump to the fragment comes in the frame after load: ours comes after it.
    expect(window.scrollTo).not.toHaveBeenCalled()
    await frames(2)
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 780, behavior: 'smooth' })
  })

  it('leaves the page where the visitor scrolled before it loaded', async () => {
    history.replaceState(null, '', '/page#services')
    install()
    window.dispatchEvent(new Event('wheel'))
    await frames(2)
    expect(window.scrollTo).not.toHaveBeenCalled()
  })

  it('survives a malformed hash on load', () => {
    history.replaceState(null, '', '/page#%E0%A4%A')
    expect(() => install()).not.toThrow()
    expect(window.scrollTo).not.toHaveBeenCalled()
  })

  it('scrolls to the template named by ?theme_template_id (digits only)', async () => {
    document.body.insertAdjacentHTML('beforeend', '<div data-theme-template-id="42"></div>')
    rect(document.querySelector('[data-theme-template-id]')!, 1500, 100)
    history.replaceState(null, '', '/page?theme_template_id=42%22%5D')
    install()
    await frames(2)
    expect(window.scrollTo).not.toHaveBeenCalled()
    cleanup?.()
    history.replaceState(null, '', '/page?theme_template_id=42')
    install()
    await frames(2)
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 1500 - 120, behavior: 'smooth' })
  })
})

describe('link actions on the page', () => {
  it('runs the action of a clicked action link instead of navigating', () => {
    const handler = vi.fn()
    registerLinkAction('popup:open', handler)
    document.body.innerHTML = `<a href="${encodeActionHash('popup:open', { id: 5 })}">Devis</a>`
    install()
    const link = document.querySelector('a')!
    expect(click(link).defaultPrevented).toBe(true)
    expect(handler).toHaveBeenCalledWith({ id: 5 }, expect.objectContaining({ trigger: link }))
  })

  it('runs the action in the page hash on load', () => {
    const handler = vi.fn()
    registerLinkAction('off_canvas:open', handler)
    history.replaceState(null, '', `/page${encodeActionHash('off_canvas:open', { id: 'menu' })}`)
    install()
    expect(handler).toHaveBeenCalledWith({ id: 'menu' }, { trigger: null, event: null })
  })
})

describe('image links', () => {
  beforeEach(() => {
    document.body.innerHTML = `
      <a id="one" href="/media/1.jpg" data-lightbox-gallery="g"><img alt="Pelle sur chenilles"></a>
      <a id="two" href="/media/2.png?v=2" data-lightbox-gallery="g" data-caption="Mur de soutènement"></a>
      <a id="solo" href="/media/solo.webp"><img alt="Seul"></a>
      <a id="pdf" href="/media/plan.pdf">Plan</a>
      <a id="forced" href="/galerie/3" data-lightbox="yes" data-caption="Forcé"></a>`
  })

  it('opens the gallery of the clicked link at its position', () => {
    install()
    expect(click(document.getElementById('two')!).defaultPrevented).toBe(true)
    // The page hands the link over; the lightbox's code gathers its gallery.
    expect(openLightbox.mock.calls[0][0]).toEqual({ link: document.getElementById('two') })
    const options = resolveRequest(openLightbox.mock.calls[0][0] as LightboxRequest)!
    expect(options.index).toBe(1)
    expect(options.slides.map((s) => s.caption)).toEqual(['Pelle sur chenilles', 'Mur de soutènement'])
    expect(options.slides[1].src).toBe(`${location.origin}/media/2.png?v=2`)
    expect(options.opener).toBe(document.getElementById('two'))
  })

  it('opens a single image without a gallery and leaves other links alone', () => {
    install()
    click(document.getElementById('solo')!)
    expect(resolveRequest(openLightbox.mock.calls[0][0] as LightboxRequest)!.slides).toHaveLength(1)
    expect(click(document.getElementById('pdf')!).defaultPrevented).toBe(false)
  })

  it('does nothing on modified or non-primary clicks', () => {
    install()
    expect(click(document.getElementById('solo')!, { metaKey: true }).defaultPrevented).toBe(false)
    expect(click(document.getElementById('solo')!, { button: 1 }).defaultPrevented).toBe(false)
    expect(openLightbox).not.toHaveBeenCalled()
  })

  it('opens on a modified or middle click only for a link that asks for midClick', () => {
    document.getElementById('solo')!.setAttribute('data-lightbox-midclick', '')
    install()
    expect(click(document.getElementById('solo')!, { ctrlKey: true }).defaultPrevented).toBe(true)
    const middle = new MouseEvent('auxclick', { bubbles: true, cancelable: true, button: 1 })
    document.getElementById('solo')!.dispatchEvent(middle)
    expect(middle.defaultPrevented).toBe(true)
    expect(openLightbox).toHaveBeenCalledTimes(2)
  })

  it('opens a link marked with a slide kind, before its #hash is taken for an anchor', () => {
    document.body.insertAdjacentHTML('beforeend', '<a id="steps" href="#etapes" data-lightbox-kind="inline">Étapes</a><section id="etapes"></section>')
    install({ imageLightbox: false })
    expect(click(document.getElementById('steps')!).defaultPrevented).toBe(true)
    expect(openLightbox).toHaveBeenCalledWith({ link: document.getElementById('steps') })
    expect(click(document.getElementById('steps')!, { shiftKey: true }).defaultPrevented).toBe(false)
    expect(openLightbox).toHaveBeenCalledOnce()
  })

  it('honours the page setting, except for links forced on', () => {
    install({ imageLightbox: false })
    expect(click(document.getElementById('solo')!).defaultPrevented).toBe(false)
    expect(click(document.getElementById('forced')!).defaultPrevented).toBe(true)
    expect(openLightbox).toHaveBeenCalledOnce()
  })
})

describe('links to the site’s pages', () => {
  const router = { push: vi.fn((_href: string) => {}) }
  const link = (href: string, attributes = '') => {
    document.body.insertAdjacentHTML('beforeend', `<a href="${href}" ${attributes}>lien</a>`)
    return document.body.lastElementChild as HTMLAnchorElement
  }
  /** Whether the browser was left to follow the click (read last, then stopped: jsdom does not navigate). */
  const click = (element: Element, init: MouseEventInit = {}) => {
    let followed = false
    const last = (event: Event) => {
      followed = !event.defaultPrevented
      event.preventDefault()
    }
    window.addEventListener('click', last, { once: true })
    element.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init }))
    return followed
  }

  beforeEach(() => {
    router.push.mockClear()
  })

  it('follows a plain click on a link to another page through the router, with its query and #fragment', () => {
    install({ router })
    expect(click(link('/contact?sujet=devis#formulaire'))).toBe(false)
    expect(router.push).toHaveBeenCalledWith('/contact?sujet=devis#formulaire')
    expect(click(link(`${window.location.origin}/services/terrassement`))).toBe(false)
    expect(router.push).toHaveBeenLastCalledWith('/services/terrassement')
  })

  it('leaves to the browser other sites, files, the API, the back office, new tabs, downloads and modified clicks', () => {
    install({ router })
    for (const element of [
      link('https://exemple.org/'),
      link('/sitemap.xml'),
      link('/api/media/file/plan.pdf'),
      link('/admin'),
      link('/formulaires/reprise/1/abc'),
      link('/contact', 'target="_blank"'),
      link('/contact', 'download'),
      link('mailto:contact@exemple.fr'),
      // Pages read afresh from the visitor's cookies, a link action to run on arrival, this very page.
      link('/gestion-des-cookies'),
      link('/compte'),
      link('/connexion?retour=%2Fcontact'),
      link('/contact#elementor-action%3Aaction%3Dpopup%3Aopen%26settings%3DeyJpZCI6IjEifQ%3D%3D'),
      link('#'),
      link('/page'),
      link('/interne/revalidation'),
    ])
      expect(click(element), element.outerHTML).toBe(true)
    expect(click(link('/contact'), { ctrlKey: true })).toBe(true)
    expect(click(link('/contact'), { button: 1 })).toBe(true)
    expect(router.push).not.toHaveBeenCalled()
  })

  it('leaves every link to the browser without a router', () => {
    install()
    expect(click(link('/contact'))).toBe(true)
  })
})

describe('lazy backgrounds', () => {
  it('sets the background within 200 px of the viewport, then marks it loaded', () => {
    document.body.innerHTML = `<section data-lazy-bg="/media/fond chantier.webp"></section><div data-lazy-bg="javascript:alert(1)"></div>`
    appear()
    const section = document.querySelector('section')!
    const observer = observers.find((o) => o.targets.has(section))!
    expect(observer.options?.rootMargin).toBe('200px')
    expect(section.style.backgroundImage).toBe('')
    intersect(section)
    expect(section.style.backgroundImage).toContain('/media/fond%20chantier.webp')
    expect(section.hasAttribute('data-lazy-bg')).toBe(false)
    expect(section.hasAttribute('data-lazy-bg-loaded')).toBe(true)
    const hostile = document.querySelector('div')!
    intersect(hostile)
    expect(hostile.style.backgroundImage).toBe('')
    expect(hostile.hasAttribute('data-lazy-bg-loaded')).toBe(true)
  })

  it('builds safe CSS urls', () => {
    expect(cssUrl('https://cdn.exemple.fr/a".jpg', 'https://site.fr/')).toBe('url("https://cdn.exemple.fr/a%22.jpg")')
    expect(cssUrl('data:image/png;base64,AAA', 'https://site.fr/')).toBeNull()
    expect(cssUrl('  ', 'https://site.fr/')).toBeNull()
  })
})

describe('reveal', () => {
  it('reveals on entering the viewport after the configured delay', () => {
    vi.useFakeTimers()
    document.body.innerHTML = `<div id="a" data-reveal="fade-up"></div><div id="b" data-reveal="fade-in" data-reveal-delay="300"></div><div id="c" data-reveal="fade-in" data-reveal-delay="abc"></div>`
    appear()
    expect(document.documentElement.hasAttribute('data-reveal-ready')).toBe(true)
    const [a, b, c] = ['a', 'b', 'c'].map((id) => document.getElementById(id)!)
    expect(a.hasAttribute('data-revealed')).toBe(false)
    intersect(a)
    intersect(b)
    intersect(c)
    expect(a.hasAttribute('data-revealed')).toBe(true)
    expect(c.hasAttribute('data-revealed')).toBe(true)
    expect(b.hasAttribute('data-revealed')).toBe(false)
    vi.advanceTimersByTime(299)
    expect(b.hasAttribute('data-revealed')).toBe(false)
    vi.advanceTimersByTime(1)
    expect(b.hasAttribute('data-revealed')).toBe(true)
  })

  it('shows everything at once with reduced motion', () => {
    reducedMotion = true
    document.body.innerHTML = `<div data-reveal="fade-up" data-reveal-delay="2000"></div>`
    appear()
    expect(document.querySelector('[data-reveal]')!.hasAttribute('data-revealed')).toBe(true)
  })
})

describe('particles', () => {
  it('loads the script once, when a particle section nears the viewport', () => {
    document.body.innerHTML = `<section data-particles></section><section data-particles></section>`
    appear('/scripts/particles.js')
    expect(document.querySelector('script[data-particles-script]')).toBeNull()
    const [first, second] = document.querySelectorAll('section')
    intersect(first)
    intersect(second)
    const scripts = document.querySelectorAll('script[data-particles-script]')
    expect(scripts).toHaveLength(1)
    expect((scripts[0] as HTMLScriptElement).getAttribute('src')).toBe('/scripts/particles.js')
  })

  it('waits for « effets visuels externes » before loading a script from another site', () => {
    document.head.querySelectorAll('script[data-particles-script]').forEach((s) => s.remove())
    document.body.innerHTML = `<section data-particles></section>`
    appear('https://cdn.exemple.fr/particles.min.js')
    intersect(document.querySelector('section')!)
    expect(document.querySelector('script[data-particles-script]')).toBeNull()
    // Another purpose accepted: still nothing.
    document.cookie = `${CONSENT_COOKIE}=${serialiseChoices(decide('k3j4h5g6f7d8s9a0q1w2', { videos: true }, Date.now()))}; path=/`
    window.dispatchEvent(new CustomEvent(CONSENT_EVENT))
    expect(document.querySelector('script[data-particles-script]')).toBeNull()
    document.cookie = `${CONSENT_COOKIE}=${serialiseChoices(decide('k3j4h5g6f7d8s9a0q1w2', { effects: true }, Date.now()))}; path=/`
    window.dispatchEvent(new CustomEvent(CONSENT_EVENT))
    expect(document.querySelector('script[data-particles-script]')?.getAttribute('src')).toBe('https://cdn.exemple.fr/particles.min.js')
    document.cookie = `${CONSENT_COOKIE}=; path=/; max-age=0`
  })

  it('loads nothing when no section uses it or the URL is not allowed', () => {
    appear('/scripts/particles.js')
    expect(observers.every((o) => o.targets.size === 0)).toBe(true)
    expect(isAllowedScriptUrl('javascript:alert(1)')).toBe(false)
    expect(isAllowedScriptUrl('//evil.example/x.js')).toBe(false)
    expect(isAllowedScriptUrl('data:text/javascript,1')).toBe(false)
    expect(isAllowedScriptUrl('https://cdn.exemple.fr/particles.min.js')).toBe(true)
    expect(isAllowedScriptUrl(null)).toBe(false)
  })
})
