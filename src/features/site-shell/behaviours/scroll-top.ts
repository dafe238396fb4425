/**
 * The scroll-to-top button's behaviour (docs/product.md, Shell; docs/decisions/071), both readings:
 * - `simple`: shown past 100 px;
 * - `header-offset`: shown past header height + 100 px (300 px without a header), only on the
 *   configured device, the device being decided by the header breakpoint.
 * Fades in 300 ms (CSS) and scrolls to the top in 300 ms, instantly with reduced motion.
 */
import { scrollWindowTo } from '../../../lib/scroll'
import { mobileMediaQuery } from '../breakpoint'
import {
  SCROLL_TOP_HEADER_EXTRA_PX,
  SCROLL_TOP_OFFSET_THRESHOLD_PX,
  SCROLL_TOP_SCROLL_MS,
  SCROLL_TOP_SIMPLE_THRESHOLD_PX,
  SITE_HEADER_SELECTOR,
} from '../constants'
import type { ScrollTopDevice, ScrollTopVariant } from '../types'

export function scrollTopThreshold(variant: ScrollTopVariant, headerHeight: number | null): number {
  switch (variant) {
    case 'simple':
      return SCROLL_TOP_SIMPLE_THRESHOLD_PX
    case 'header-offset':
      return headerHeight !== null ? headerHeight + SCROLL_TOP_HEADER_EXTRA_PX : SCROLL_TOP_OFFSET_THRESHOLD_PX
    default: {
      const unreachable: never = variant
      return unreachable
    }
  }
}

export function showsOnDevice(variant: ScrollTopVariant, device: ScrollTopDevice, isMobile: boolean): boolean {
  if (variant === 'simple') return true
  switch (device) {
    case 'both':
      return true
    case 'desktop':
      return !isMobile
    case 'mobile':
      return isMobile
    default: {
      const unreachable: never = device
      return unreachable
    }
  }
}

/** Installs the behaviour on the page's button; returns what removes it. */
export function installScrollTop(doc: Document = document): () => void {
  const button = doc.querySelector<HTMLButtonElement>('[data-scroll-top]')
  const view = doc.defaultView
  if (!button || !view) return () => {}
  const variant: ScrollTopVariant = button.dataset.scrollTop === 'header-offset' ? 'header-offset' : 'simple'
  const device = (button.dataset.device ?? 'both') as ScrollTopDevice
  const mobile =
    typeof view.matchMedia === 'function' ? view.matchMedia(mobileMediaQuery(Number(button.dataset.breakpoint))) : null

  let frame = 0
  const check = () => {
    frame = 0
    const header = doc.querySelector(SITE_HEADER_SELECTOR)
    const past = view.scrollY > scrollTopThreshold(variant, header ? header.getBoundingClientRect().height : null)
    button.toggleAttribute('data-visible', past && showsOnDevice(variant, device, mobile?.matches === true))
  }
  const onScroll = () => {
    frame ||= view.requestAnimationFrame(check)
  }
  const onClick = () => {
    void scrollWindowTo(0, SCROLL_TOP_SCROLL_MS)
    // Focus would otherwise stay on a button that just faded out; the skip link starts the page.
    doc.querySelector<HTMLElement>('.skip-link')?.focus({ preventScroll: true })
  }
  check()
  view.addEventListener('scroll', onScroll, { passive: true })
  mobile?.addEventListener('change', check)
  button.addEventListener('click', onClick)
  return () => {
    view.removeEventListener('scroll', onScroll)
    mobile?.removeEventListener('change', check)
    button.removeEventListener('click', onClick)
    if (frame) view.cancelAnimationFrame(frame)
  }
}
