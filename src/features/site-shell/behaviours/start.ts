/**
 * The one part of the page behaviours that comes with every page (docs/decisions/073). The rest is
 * fetched when it is wanted:
 * - what appears as the page scrolls (appear.ts: lazy backgrounds, reveals, particles) when the page
 *   holds one of them, now or later (a client-side navigation, a popup, a grid's new page), and it
 *   is on screen or near it, or at the visitor's first sign: what is further down is only reached by
 *   a scroll, a key or a finger, which brings the code in one request (docs/decisions/075);
 * - what answers the visitor (install.ts: smooth anchors, link actions, the lightbox's links, the
 *   router's links, the scroll-to-top button, the header's controls) at the first sign that the
 *   visitor is about to use the page: a pointer, a finger, the keyboard, a scroll, a new hash. A
 *   page whose address asks for it (an action or an anchor in its hash, a template to scroll to, a
 *   preview frame), or whose header was pressed before the page's scripts ran, fetches it at once.
 *   A click on a link before it came is held and given again once it is here (lib/early-clicks);
 *   if it cannot come, the link does what it says.
 */
import { holdEarlyClicks, isPlainClick, type EarlyClicks } from '../../../lib/early-clicks'
import { INTENT_EVENTS, onIntent } from '../../../lib/on-intent'
import { LIGHTBOX_KIND_ATTRIBUTE, LIGHTBOX_MIDCLICK_ATTRIBUTE } from '../../lightbox/link-markup'
import { loadChunk } from '../../ui/lazy'
import { LAZY_BACKGROUND_MARGIN_PX, LAZY_BG_ATTRIBUTE, PARTICLES_ATTRIBUTE } from '../first-load'
import {
  COLOUR_SWITCH_ATTRIBUTE,
  HEADER_CONTROL_ATTRIBUTE,
  HEADER_PRESSED_ATTRIBUTE,
  REVEAL_ATTRIBUTE,
  REVEALED_ATTRIBUTE,
} from '../markers.mjs'
import { answerFailedPress } from './header-failure'
import type { PageBehaviourOptions } from './install'
import type { Installed } from './lazy-backgrounds'

/** On <html>: `waiting` once the page listens for the visitor's first sign, `ready` once the behaviours answer. */
export const BEHAVIOURS_ATTRIBUTE = 'data-behaviours'

/** What appear.ts acts on: an element still to reveal, a background still to load, a particle section. */
export const APPEAR_SELECTOR = `[${REVEAL_ATTRIBUTE}]:not([${REVEALED_ATTRIBUTE}]),[${LAZY_BG_ATTRIBUTE}],[${PARTICLES_ATTRIBUTE}]`

/**
 * On <html> while what appears as the page scrolls waits for the visitor's first sign: shell.css's
 * failsafe, which shows what was to be revealed when its code never comes, waits with it.
 */
export const APPEAR_WAITING_ATTRIBUTE = 'data-appear-waiting'

/**
 * Whether one of them is on screen or within the lazy backgrounds' margin of it (a short page, a
 * page restored below its top, an open popup). One not rendered (in a closed dialog) is not.
 */
function nearScreen(elements: NodeListOf<Element>): boolean {
  return [...elements].some((element) => {
    const { top, bottom, width } = element.getBoundingClientRect()
    return width > 0 && top < innerHeight + LAZY_BACKGROUND_MARGIN_PX && bottom > -LAZY_BACKGROUND_MARGIN_PX
  })
}

/**
 * How long a click on a link waits for the behaviours before the link does what it says (a page
 * loaded afresh, the browser's own jump, the image's file): longer than they take over a poor
 * mobile link, short enough that a visitor never wonders whether the tap counted.
 */
export const EARLY_CLICK_LIMIT_MS = 3_000

/** The signs that the visitor is about to use the page, on the window (where they all arrive). */
export const PAGE_INTENT_EVENTS = [...INTENT_EVENTS, 'auxclick', 'keydown', 'scroll', 'wheel', 'hashchange'] as const

export type BehaviourLoaders = {
  behaviours: () => Promise<Pick<typeof import('./install'), 'installPageBehaviours'>>
  appearances: () => Promise<Pick<typeof import('./appear'), 'installAppearances'>>
}

const LOADERS: BehaviourLoaders = {
  behaviours: () => import('./install'),
  appearances: () => import('./appear'),
}

/** Whether the page is shown inside a frame (a frame of another origin may refuse the question: it is one). */
export function inFrame(): boolean {
  try {
    return window.top !== window.self
  } catch {
    return true
  }
}

/**
 * The behaviours are wanted at once: the address holds a hash to act on or align, a template to
 * scroll to, or shows a preview frame; or a control of the header was pressed while the page was
 * still coming (kept on <html> by the inline script after the header), to be given again.
 */
function wantedAtOnce(): boolean {
  return (
    window.location.hash.length > 1 ||
    new URLSearchParams(window.location.search).has('theme_template_id') ||
    inFrame() ||
    document.documentElement.hasAttribute(HEADER_PRESSED_ATTRIBUTE)
  )
}

/**
 * The link of a click the behaviours may answer: a plain click on a link to this site the browser
 * would follow in this window (not a download, not for another window), or on a link that opens in
 * the lightbox; or a middle or modified click on a link the lightbox opens on those too. Any other
 * click stays the browser's: another site, `tel:` and `mailto:` (an app opened at once, while the
 * tap still counts as the visitor's), a new tab.
 */
function answeredLink(target: Element, event: MouseEvent): HTMLAnchorElement | null {
  const link = target.closest('a[href]')
  if (!(link instanceof HTMLAnchorElement)) return null
  if (!isPlainClick(event)) return link.hasAttribute(LIGHTBOX_MIDCLICK_ATTRIBUTE) && event.button <= 1 ? link : null
  if (event.type !== 'click' || link.hasAttribute('download')) return null
  const frame = link.target.toLowerCase()
  if (frame !== '' && frame !== '_self') return null
  // Another site's image opens in the lightbox only when marked (a block's button, `data-lightbox`):
  // the image links of the site's own content are to its own media.
  const lightbox = link.hasAttribute(LIGHTBOX_KIND_ATTRIBUTE) || link.hasAttribute('data-lightbox')
  return lightbox || link.origin === window.location.origin ? link : null
}

/**
 * The header's control pressed before this code came (kept on <html> by the inline script after
 * the header), when the behaviours could not come (decision 071): the search's press leads to the
 * search page; any other gets the shared French message, whose « Réessayer » asks again and gives
 * the press once the behaviours are here. The press is forgotten otherwise, so a later gesture
 * never plays it.
 */
function headerPressFailed(error: unknown, retry: () => void): void {
  const root = document.documentElement
  const rank = root.getAttribute(HEADER_PRESSED_ATTRIBUTE)
  root.removeAttribute(HEADER_PRESSED_ATTRIBUTE)
  const control =
    rank === null ? null : document.querySelectorAll(`[${HEADER_CONTROL_ATTRIBUTE}],[${COLOUR_SWITCH_ATTRIBUTE}]`)[Number(rank)]
  if (control)
    answerFailedPress(control, error, () => {
      root.setAttribute(HEADER_PRESSED_ATTRIBUTE, rank!)
      retry()
    })
}

export function startPageBehaviours(options: PageBehaviourOptions, loaders: BehaviourLoaders = LOADERS): () => void {
  const root = document.documentElement
  let stopped = false

  let appear: Installed | null = null
  let appearAsked = false
  /** The visitor gave a sign, or the address wanted the behaviours at once. */
  let signed = false
  const lookForAppearances = () => {
    if (appear) return appear.scan(document)
    if (appearAsked) return
    const targets = document.querySelectorAll(APPEAR_SELECTOR)
    if (!targets.length) return
    appearAsked = signed || nearScreen(targets)
    root.toggleAttribute(APPEAR_WAITING_ATTRIBUTE, !appearAsked)
    if (appearAsked)
      loaders.appearances().then(
        ({ installAppearances }) => {
          if (!stopped) appear = installAppearances(options.particlesScriptUrl)
        },
        // Not fetched (offline, a new deploy): shell.css's failsafe shows what was to be revealed.
        // Not asked again for this page: a page whose markup keeps changing (a slideshow) would
        // ask at each change.
        () => {},
      )
  }
  lookForAppearances()
  // Markup added later is looked at once per frame, however many nodes came.
  let frame = 0
  const mutations = new MutationObserver(() => {
    frame ||= requestAnimationFrame(() => {
      frame = 0
      lookForAppearances()
    })
  })
  mutations.observe(document.body, { childList: true, subtree: true })

  let uninstall: (() => void) | null = null
  // A held click waits EARLY_CLICK_LIMIT_MS at most; past it, its link is followed, and later
  // clicks are the browser's until the behaviours are here.
  let limit: ReturnType<typeof setTimeout> | undefined
  const letGo = (how: 'release' | 'abandon' | 'drop') => {
    clearTimeout(limit)
    early?.[how]()
    early = null
  }
  let early: EarlyClicks | null = holdEarlyClicks(document, (target, event) => {
    const link = answeredLink(target, event)
    if (link) limit ??= setTimeout(() => letGo('abandon'), EARLY_CLICK_LIMIT_MS)
    return link
  })
  root.setAttribute(BEHAVIOURS_ATTRIBUTE, 'waiting')
  const intent = onIntent(
    window,
    () => {
      signed = true
      lookForAppearances()
      return loadChunk(loaders.behaviours).then(
        ({ installPageBehaviours }) => {
          if (stopped) return
          try {
            uninstall = installPageBehaviours(options)
            root.setAttribute(BEHAVIOURS_ATTRIBUTE, 'ready')
          } catch (error) {
            // Never installed twice (the next sign would add its listeners again): logged, and the
            // held click goes to whatever did install, or to the browser.
            console.error('Comportements de la page non installés', error)
          } finally {
            letGo('release')
          }
        },
        (error: unknown) => {
          letGo('abandon')
          if (!stopped) headerPressFailed(error, () => intent.now())
          throw error
        },
      )
    },
    { now: wantedAtOnce(), events: PAGE_INTENT_EVENTS },
  )

  return () => {
    stopped = true
    intent.undo()
    letGo('drop')
    mutations.disconnect()
    if (frame) cancelAnimationFrame(frame)
    appear?.disconnect()
    uninstall?.()
    root.removeAttribute(BEHAVIOURS_ATTRIBUTE)
    root.removeAttribute(APPEAR_WAITING_ATTRIBUTE)
  }
}
