import type { PayloadRequest } from 'payload'

import { pathsOfPagesWith, revalidatePaths } from '../pages/revalidate'
import { PORTFOLIO_PAGE_PATH } from './constants'

/**
 * A réalisation or a category changed: the cached HTML of every page holding a portfolio block, or
 * a grid (whose source may be the réalisations), is dropped, so its server-rendered first page shows the change (the API itself is not cached by
 * Next.js; CDNs keep it for API_CACHE_S_MAXAGE_S).
 */
export async function revalidatePortfolioPages(req: PayloadRequest): Promise<void> {
  // Without the list, /realisations at least.
  const [portfolios, grids] = await Promise.all([pathsOfPagesWith(req, 'portfolio'), pathsOfPagesWith(req, 'grid')])
  revalidatePaths([...new Set([PORTFOLIO_PAGE_PATH, ...(portfolios ?? []), ...(grids ?? [])])])
}
