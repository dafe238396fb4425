'use client'

/**
 * Scroll-to-top button (docs/product.md, Shell), both readings:
 * - `simple`: shown past 100 px;
 * - `header-offset`: shown past header height + 100 px (300 px without a header), only on the
 *   configured device, the device being decided by the header breakpoint.
 * Fades in 300 ms and scrolls to the top in 300 ms, instantly with reduced motion.
 */
import { useEffect, useState, type CSSProperties } from 'react'
import { scrollWindowTo } from '../../lib/scroll'
import { SITE_HEADER_SELECTOR } from './behaviours/anchors'
import { clampBreakpoint, mobileMediaQuery } from './breakpoint'
import {
  SCROLL_TOP_FADE_MS,
  SCROLL_TOP_HEADER_EXTRA_PX,
  SCROLL_TOP_OFFSET_THRESHOLD_PX,
  SCROLL_TOP_SCROLL_MS,
  SCROLL_TOP_SIMPLE_THRESHOLD_PX,
} from './constants'
import { ArrowUpIcon } from './icons'
import { messages } from './messages'
import type { ScrollTopDevice, ScrollTopVariant, ShellSettings } from './types'
import { useMediaQuery } from './use-media-query'

export type ScrollTopProps = { settings: Pick<ShellSettings, 'scrollTop' | 'headerBreakpoint'> }

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

export function ScrollTop({ settings }: ScrollTopProps) {
  const { variant, device } = settings.scrollTop
  const isMobile = useMediaQuery(mobileMediaQuery(clampBreakpoint(settings.headerBreakpoint)))
  const onDevice = showsOnDevice(variant, device, isMobile)
  const [pastThreshold, setPastThreshold] = useState(false)

  useEffect(() => {
    if (!onDevice) return
    let frame = 0
    const check = () => {
      frame = 0
      const header = document.querySelector(SITE_HEADER_SELECTOR)
      const threshold = scrollTopThreshold(variant, header ? header.getBoundingClientRect().height : null)
      setPastThreshold(window.scrollY > threshold)
    }
    const onScroll = () => {
      frame ||= requestAnimationFrame(check)
    }
    check()
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => {
      window.removeEventListener('scroll', onScroll)
      if (frame) cancelAnimationFrame(frame)
    }
  }, [variant, onDevice])

  const visible = onDevice && pastThreshold
  const onClick = () => {
    void scrollWindowTo(0, SCROLL_TOP_SCROLL_MS)
    // Focus would otherwise stay on a button that just faded out; the skip link starts the page.
    document.querySelector<HTMLElement>('.skip-link')?.focus({ preventScroll: true })
  }

  return (
    <button
      type="button"
      className="scroll-top"
      data-visible={visible ? '' : undefined}
      aria-label={messages.scrollTop}
      title={messages.scrollTop}
      onClick={onClick}
      style={{ '--scroll-top-fade': `${SCROLL_TOP_FADE_MS}ms` } as CSSProperties}
    >
      <ArrowUpIcon />
    </button>
  )
}
