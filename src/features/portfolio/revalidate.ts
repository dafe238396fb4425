import type { PayloadRequest } from 'payload'

import { pathsOfPagesWith, revalidatePaths } from '../pages/revalidate'
import { PORTFOLIO_PAGE_PATH } from './constants'

/**
 * A réalisation or a category changed: the cached HTML of every page holding a portfolio block is
 * dropped, so its server-rendered first page shows the change (the API itself is not cached by
 * Next.js; CDNs keep it for API_CACHE_S_MAXAGE_S).
 */
export async function revalidatePortfolioPages(req: PayloadRequest): Promise<void> {
  // Without the list, /realisations at least.
  revalidatePaths([...new Set([PORTFOLIO_PAGE_PATH, ...((await pathsOfPagesWith(req, 'portfolio')) ?? [])])])
}
