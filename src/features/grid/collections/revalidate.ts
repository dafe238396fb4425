import type { CollectionConfig, PayloadRequest } from 'payload'

import { pathsOfPagesWith, revalidatePaths } from '../../pages/revalidate'

/**
 * A grid's source changed (a media, an engin, one of their terms): the cached HTML of every page
 * holding a grid block is dropped, so its server-rendered first view shows the change.
 */
export async function revalidateGridPages(req: PayloadRequest): Promise<void> {
  revalidatePaths((await pathsOfPagesWith(req, 'grid')) ?? [])
}

/** A source's collection's hooks: any saved or deleted document drops the grids' pages. */
export const gridSourceHooks = {
  afterChange: [({ req }) => revalidateGridPages(req)],
  afterDelete: [({ req }) => revalidateGridPages(req)],
} satisfies CollectionConfig['hooks']
