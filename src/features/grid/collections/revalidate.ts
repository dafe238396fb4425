import type { PayloadRequest } from 'payload'

import { pagePath } from '../../pages/path'
import { revalidatePaths } from '../../pages/revalidate'

/**
 * A grid's source changed (a media, an engin, one of their terms): the cached HTML of every page
 * holding a grid block is dropped, so its server-rendered first view shows the change.
 */
export async function revalidateGridPages(req: PayloadRequest): Promise<void> {
  try {
    const pages = await req.payload.find({
      collection: 'pages',
      where: { 'layout.blockType': { equals: 'grid' } },
      depth: 0,
      limit: 200,
      pagination: false,
      overrideAccess: true,
      select: { slug: true },
      req,
    })
    revalidatePaths(pages.docs.map((page) => pagePath(page.slug)))
  } catch (error) {
    req.payload.logger.warn({ err: error }, 'Pages des grilles introuvables : aucune page rafraîchie.')
  }
}
