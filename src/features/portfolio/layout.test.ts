import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { normaliseAttributes } from './attributes'
import { MASONRY_CONFIGURED_COLUMNS_FROM_PX, MASONRY_GUTTER_PX, MASONRY_TWO_COLUMNS_FROM_PX } from './constants'
import { blockStyle, gridLayout, masonryColumns } from './layout'

describe('gridLayout', () => {
  it('gives style-1 background tiles with a column class', () => {
    expect(gridLayout('style-1', 4)).toEqual({ kind: 'tiles', className: 'portfolio-grid portfolio-grid--tiles portfolio-cols-4', style: {} })
  })

  it('gives any other style a masonry carrying the column counts', () => {
    for (const style of ['style-2', 'style-3'] as const) {
      const layout = gridLayout(style, 3)
      expect(layout.kind).toBe('masonry')
      expect(layout.className).toBe(`portfolio-grid portfolio-grid--masonry portfolio-grid--${style}`)
      expect(layout.style).toEqual({ '--portfolio-columns': 3, '--portfolio-columns-medium': 2 })
    }
    expect(gridLayout('style-2', 1).style).toEqual({ '--portfolio-columns': 1, '--portfolio-columns-medium': 1 })
  })
})

describe('the masonry breakpoints', () => {
  it('show 1 column below 500 px (350 px included), 2 from 500 px, the configured count from 900 px', () => {
    expect(masonryColumns(320, 4)).toBe(1)
    expect(masonryColumns(349, 4)).toBe(1)
    expect(masonryColumns(350, 4)).toBe(1)
    expect(masonryColumns(499, 4)).toBe(1)
    expect(masonryColumns(500, 4)).toBe(2)
    expect(masonryColumns(899, 4)).toBe(2)
    expect(masonryColumns(900, 4)).toBe(4)
    expect(masonryColumns(1400, 3)).toBe(3)
  })

  it('are the ones portfolio.css applies, with a 1 px gutter', () => {
    const css = fs.readFileSync(path.join(import.meta.dirname, 'portfolio.css'), 'utf8')
    const rule = (width: number) => new RegExp(`@media \\(min-width: ${width}px\\) \\{\\s*\\.portfolio-grid--masonry \\{\\s*column-count: ([^;]+);`)
    expect(rule(MASONRY_TWO_COLUMNS_FROM_PX).exec(css)?.[1]).toBe('var(--portfolio-columns-medium, 2)')
    expect(rule(MASONRY_CONFIGURED_COLUMNS_FROM_PX).exec(css)?.[1]).toBe('var(--portfolio-columns, 3)')
    expect(css).toMatch(/\.portfolio-grid--masonry \{\s*column-count: 1;\s*column-gap: var\(--pf-gutter\);/)
    expect(css).toContain(`--pf-gutter: ${MASONRY_GUTTER_PX}px;`)
  })
})

describe('blockStyle', () => {
  it('sets only the colours and sizes the block defines, so the others follow the palette', () => {
    expect(blockStyle(normaliseAttributes({}))).toEqual({ '--pf-scroll-speed': '3s' })
    expect(
      blockStyle(normaliseAttributes({ headerColor: '#112233', activeHeaderTextColor: '#a4500f', loadMoreBorderRadius: 0, loadMoreVerticalPadding: 10, scrollSpeed: 1.5 })),
    ).toEqual({
      '--pf-header-bg': '#112233',
      '--pf-header-active': '#a4500f',
      '--pf-more-radius': '0px',
      '--pf-more-padding-y': '10px',
      '--pf-scroll-speed': '1.5s',
    })
  })
})
