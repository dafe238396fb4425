/**
 * Smooth anchors (docs/product.md, Shell) and template links (docs/product.md, Shell). Targets are found only through
 * `hashToId`, so a hash that is not a simple id (`#a.b`, `#1x`, bad percent-encoding, an
 * action marker) never reaches a selector and is ignored without error.
 */
import { hashToId } from '../../../lib/hash'
import { prefersReducedMotion } from '../../../lib/scroll'
import { SITE_HEADER_SELECTOR } from '../constants'

export { SITE_HEADER_SELECTOR }
export const STICKY_SELECTOR = '[data-sticky]'

/** Sticky header height plus every `[data-sticky]` element currently pinned in the viewport. */
export function stickyOffset(doc: Document = document): number {
  let offset = 0
  const header = doc.querySelector<HTMLElement>(SITE_HEADER_SELECTOR)
  if (header) offset += header.getBoundingClientRect().height
  for (const element of doc.querySelectorAll<HTMLElement>(STICKY_SELECTOR)) {
    const position = getComputedStyle(element).position
    if (position === 'sticky' || position === 'fixed') offset += element.getBoundingClientRect().height
  }
  return offset
}

function focusWithoutScroll(target: HTMLElement) {
  // Moving focus makes the next Tab continue from the target, which is what a screen-reader or
  // keyboard user following a "skip to section" link expects.
  if (!target.matches('a[href],button,input,select,textarea,[tabindex]')) target.setAttribute('tabindex', '-1')
  target.focus({ preventScroll: true })
}

/**
 * How far CSS transforms move the element down from its place in the layout. Reveal-animated
 * sections (`fade-up`) sit translated until they enter the viewport, and getBoundingClientRect()
 * counts that: aiming at the translated box would leave the target under the sticky header once
 * the animation ends.
 */
function transformShiftY(element: Element): number {
  if (typeof DOMMatrixReadOnly !== 'function') return 0
  let shift = 0
  for (let node: Element | null = element; node && node !== node.ownerDocument.documentElement; node = node.parentElement) {
    const transform = getComputedStyle(node).transform
    if (transform && transform !== 'none') shift += new DOMMatrixReadOnly(transform).m42
  }
  return shift
}

export function scrollToElement(target: HTMLElement, { focus = true }: { focus?: boolean } = {}): void {
  const layoutTop = target.getBoundingClientRect().top - transformShiftY(target)
  const top = layoutTop + window.scrollY - stickyOffset(target.ownerDocument)
  window.scrollTo({ top: Math.max(0, top), behavior: prefersReducedMotion() ? 'instant' as ScrollBehavior : 'smooth' })
  if (focus) focusWithoutScroll(target)
}

export function findHashTarget(hash: string, doc: Document = document): HTMLElement | null {
  const id = hashToId(hash)
  return id ? doc.getElementById(id) : null
}

/** Same document = same origin and pathname (the query may differ only if it is identical). */
function isSamePage(url: URL, location: Location): boolean {
  return url.origin === location.origin && url.pathname === location.pathname && url.search === location.search
}

export function isPlainPrimaryClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey && !event.defaultPrevented
}

/** Handles a click on an in-page anchor link; returns true when it took over the navigation. */
export function handleAnchorClick(event: MouseEvent, link: HTMLAnchorElement): boolean {
  if (!link.hash || (link.target && link.target !== '_self')) return false
  let url: URL
  try {
    url = new URL(link.href)
  } catch {
    return false
  }
  if (!isSamePage(url, window.location)) return false
  const target = findHashTarget(url.hash, link.ownerDocument)
  if (!target) return false
  event.preventDefault()
  if (window.location.hash !== url.hash) history.pushState(history.state, '', url.hash)
  scrollToElement(target)
  return true
}

const USER_SCROLL_EVENTS = ['wheel', 'touchmove', 'keydown'] as const

/**
 * Runs `align` once the browser has made its last jump to the address's #fragment. Until the page
 * has loaded, Chrome redoes that jump at every layout (ignoring sticky elements, and measuring a
 * reveal-shifted target), which would undo an earlier alignment; its last jump happens in the
 * frame after the load event. Skipped if the visitor scrolls first. Returns a cancel function.
 */
export function afterBrowserJump(align: () => void): () => void {
  let frame = 0
  let cancelled = false
  const cancel = () => {
    cancelled = true
    cancelAnimationFrame(frame)
    window.removeEventListener('load', run)
    for (const type of USER_SCROLL_EVENTS) window.removeEventListener(type, cancel)
  }
  function run() {
    frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => {
        if (cancelled) return
        cancel()
        align()
      })
    })
  }
  for (const type of USER_SCROLL_EVENTS) window.addEventListener(type, cancel, { passive: true })
  if (document.readyState === 'complete') run()
  else window.addEventListener('load', run)
  return cancel
}

/** A page opened with a hash (e.g. from another page): redo the browser's jump with the header offset. */
export function scrollToInitialHash(): void {
  const target = findHashTarget(window.location.hash)
  if (target) scrollToElement(target)
}

/** docs/product.md, Shell: `?theme_template_id=N` scrolls to `[data-theme-template-id="N"]`; N must be digits. */
export function scrollToThemeTemplate(search: string = window.location.search): boolean {
  const id = new URLSearchParams(search).get('theme_template_id')
  if (!id || !/^\d{1,12}$/.test(id)) return false
  const target = document.querySelector<HTMLElement>(`[data-theme-template-id="${id}"]`)
  if (!target) return false
  scrollToElement(target, { focus: false })
  return true
}
