import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * The load more's `grid_nonce` (spec §3 "Load-more payload"): the page's grids are public and cached,
 * so, as WordPress's nonces for visitors, it says "this grid of this page exists", signed with the
 * site's secret; a forged or another grid's nonce is refused before anything is read.
 */
export function gridNonce(pageId: number, widgetId: string, secret: string): string {
  return createHmac('sha256', secret).update(`grid:${pageId}:${widgetId}`).digest('base64url').slice(0, 22)
}

export function isGridNonce(value: string, pageId: number, widgetId: string, secret: string): boolean {
  const expected = Buffer.from(gridNonce(pageId, widgetId, secret))
  const given = Buffer.from(value)
  return given.length === expected.length && timingSafeEqual(given, expected)
}
