/**
 * Grid layout (docs/product.md, Portfolio "Portfolio block", §9): with hover style-1 the items are square image tiles
 * in a fixed column grid (a column class); any other style is a masonry: 1 column below 500 px
 * (the spec's 350 px breakpoint also gives 1), 2 from 500 px, the configured count from 900 px,
 * 1 px gutter. The masonry is CSS columns (portfolio.css), so it needs no JavaScript, is right on
 * the first paint and never moves an image once its box (width/height) is reserved.
 */
import type { CSSProperties } from 'react'

import {
  MASONRY_CONFIGURED_COLUMNS_FROM_PX,
  MASONRY_ONE_COLUMN_BELOW_PX,
  MASONRY_TWO_COLUMNS_FROM_PX,
} from './constants'
import type { HoverStyle, PortfolioAttributes } from './types'

export type GridLayout = { kind: 'tiles' | 'masonry'; className: string; style: CSSProperties }

type CssVars = CSSProperties & Record<`--${string}`, string | number>

export function gridLayout(style: HoverStyle, columns: number): GridLayout {
  switch (style) {
    case 'style-1':
      return { kind: 'tiles', className: `portfolio-grid portfolio-grid--tiles portfolio-cols-${columns}`, style: {} }
    case 'style-2':
    case 'style-3':
      return {
        kind: 'masonry',
        className: `portfolio-grid portfolio-grid--masonry portfolio-grid--${style}`,
        style: { '--portfolio-columns': columns, '--portfolio-columns-medium': Math.min(2, columns) } as CssVars,
      }
    default: {
      const _unknown: never = style
      return gridLayout('style-2', columns)
    }
  }
}

/** Columns the masonry shows at a viewport width: what portfolio.css does, as a function the tests can read. */
export function masonryColumns(viewportWidth: number, configured: number): number {
  if (viewportWidth < MASONRY_ONE_COLUMN_BELOW_PX) return 1
  if (viewportWidth < MASONRY_TWO_COLUMNS_FROM_PX) return 1
  if (viewportWidth < MASONRY_CONFIGURED_COLUMNS_FROM_PX) return Math.min(2, configured)
  return configured
}

const px = (n: number | null) => (n === null ? undefined : `${n}px`)

/**
 * The block's colours and button settings as CSS custom properties on its root; portfolio.css
 * falls back to the site palette for every one left empty (so the dark palette keeps working).
 */
export function blockStyle(a: PortfolioAttributes): CSSProperties {
  const vars: Record<string, string | undefined> = {
    '--pf-header-bg': a.headerColor || undefined,
    '--pf-header-text': a.headerTextColor || undefined,
    '--pf-header-active': a.activeHeaderTextColor || undefined,
    '--pf-more-text': a.loadMoreTextColor || undefined,
    '--pf-more-bg': a.loadMoreBgColor || undefined,
    '--pf-more-border': a.loadMoreBorderColor || undefined,
    '--pf-more-hover-text': a.loadMoreHoverTextColor || undefined,
    '--pf-more-hover-bg': a.loadMoreHoverBgColor || undefined,
    '--pf-more-hover-border': a.loadMoreHoverBorderColor || undefined,
    '--pf-more-padding-y': px(a.loadMoreVerticalPadding),
    '--pf-more-padding-x': px(a.loadMoreHorizontalPadding),
    '--pf-more-radius': px(a.loadMoreBorderRadius),
    '--pf-more-border-width': px(a.loadMoreBorderWidth),
    '--pf-scroll-speed': `${a.scrollSpeed}s`,
  }
  return Object.fromEntries(Object.entries(vars).filter(([, v]) => v !== undefined)) as CSSProperties
}
