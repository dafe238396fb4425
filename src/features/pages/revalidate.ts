import { revalidatePath } from 'next/cache'
import type { PayloadRequest } from 'payload'

import { clearContentCaches } from '@/lib/content-caches'
import { announceChange } from '@/server/internal-key.mjs'

import { pagePath } from './path'

const PAGE_CACHE = Symbol.for('vitrine.page-cache')

/**
 * Drops the cached HTML of the given paths. Outside a Next.js server (seed script, migrations)
 * there is no cache to drop and Next throws, which must not fail the write.
 */
export function revalidatePaths(paths: string[], type?: 'layout' | 'page') {
  // The production server's shared copies (src/server/page-cache.mjs) go too: any page may show
  // what changed (menus, lists of posts), and content changes are rare next to page views.
  ;(globalThis as { [PAGE_CACHE]?: { clear(): void } })[PAGE_CACHE]?.clear()
  // And what the pages are made from, kept between requests (a grid's source).
  clearContentCaches()
  for (const p of paths) {
    try {
      revalidatePath(p, type)
    } catch {
      return
    }
  }
  // The other instances on the same PostgreSQL database, if any (docs/decisions/051).
  announceChange(paths, type)
}

/** The paths of every page holding a block of this type (nothing when the read fails: logged). */
export async function pathsOfPagesWith(req: PayloadRequest, blockType: string): Promise<string[] | null> {
  try {
    const pages = await req.payload.find({
      collection: 'pages',
      where: { 'layout.blockType': { equals: blockType } },
      depth: 0,
      limit: 200,
      pagination: false,
      overrideAccess: true,
      select: { slug: true },
      req,
    })
    return pages.docs.map((page) => pagePath(page.slug))
  } catch (error) {
    req.payload.logger.warn({ err: error }, `Pages du bloc « ${blockType} » introuvables.`)
    return null
  }
}
