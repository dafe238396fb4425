/**
 * Scroll-to-top button (docs/product.md, Shell), rendered by the server with its settings on data
 * attributes (docs/decisions/071); shown and used by behaviours/scroll-top.ts.
 */
import type { CSSProperties } from 'react'
import { clampBreakpoint } from './breakpoint'
import { SCROLL_TOP_FADE_MS } from './constants'
import { ArrowUpIcon } from './icons'
import { messages } from './messages'
import type { ShellSettings } from './types'

export type ScrollTopProps = { settings: Pick<ShellSettings, 'scrollTop' | 'headerBreakpoint'> }

export function ScrollTop({ settings }: ScrollTopProps) {
  const { variant, device } = settings.scrollTop
  return (
    <button
      type="button"
      className="scroll-top"
      aria-label={messages.scrollTop}
      title={messages.scrollTop}
      data-scroll-top={variant}
      data-device={device}
      data-breakpoint={clampBreakpoint(settings.headerBreakpoint)}
      style={{ '--scroll-top-fade': `${SCROLL_TOP_FADE_MS}ms` } as CSSProperties}
    >
      <ArrowUpIcon />
    </button>
  )
}
