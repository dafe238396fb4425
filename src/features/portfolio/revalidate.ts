import type { PayloadRequest } from 'payload'

import { pagePath } from '../pages/path'
import { revalidatePaths } from '../pages/revalidate'
import { PORTFOLIO_PAGE_PATH } from './constants'

/**
 * A réalisation or a category changed: the cached HTML of every page holding a portfolio block is
 * dropped, so its server-rendered first page shows the change (the API itself is not cached by
 * Next.js; CDNs keep it for API_CACHE_S_MAXAGE_S).
 */
export async function revalidatePortfolioPages(req: PayloadRequest): Promise<void> {
  let paths = [PORTFOLIO_PAGE_PATH]
  try {
    const pages = await req.payload.find({
      collection: 'pages',
      where: { 'layout.blockType': { equals: 'portfolio' } },
      depth: 0,
      limit: 200,
      pagination: false,
      overrideAccess: true,
      select: { slug: true },
      req,
    })
    paths = [...new Set([PORTFOLIO_PAGE_PATH, ...pages.docs.map((page) => pagePath(page.slug))])]
  } catch (error) {
    req.payload.logger.warn({ err: error }, 'Pages du portfolio introuvables : seule /realisations est rafraîchie.')
  }
  revalidatePaths(paths)
}
