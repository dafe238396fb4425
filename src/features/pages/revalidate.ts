import { revalidatePath } from 'next/cache'

const PAGE_CACHE = Symbol.for('vitrine.page-cache')

/**
 * Drops the cached HTML of the given paths. Outside a Next.js server (seed script, migrations)
 * there is no cache to drop and Next throws, which must not fail the write.
 */
export function revalidatePaths(paths: string[], type?: 'layout' | 'page') {
  // The production server's shared copies (src/server/page-cache.mjs) go too: any page may show
  // what changed (menus, lists of posts), and content changes are rare next to page views.
  ;(globalThis as { [PAGE_CACHE]?: { clear(): void } })[PAGE_CACHE]?.clear()
  for (const p of paths) {
    try {
      revalidatePath(p, type)
    } catch {
      return
    }
  }
}
