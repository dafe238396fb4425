import 'server-only'

import type { Page } from '@/payload-types'

import { PagePanels } from '../off-canvas/server'
import { PagePopups } from '../popups/server'
import { NEWS_PAGE_SLUG } from '../posts/paths'

/**
 * A back-office page's popups and off-canvas panels, after its content: on the page's own route and
 * on its filtered views (a grid's filters or pages, a portfolio's categories), which are the same
 * page to a visitor. The news page counts as news for the popups' page types.
 */
export function PageOverlays({ page, path }: { page: Pick<Page, 'id' | 'slug'>; path: string }) {
  return (
    <>
      <PagePopups place={{ type: page.slug === NEWS_PAGE_SLUG ? 'news' : 'page', pageId: page.id }} path={path} />
      <PagePanels place={{ pageId: page.id }} path={path} />
    </>
  )
}
