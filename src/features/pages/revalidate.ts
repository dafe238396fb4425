import { revalidatePath } from 'next/cache'

/**
 * Drops the cached HTML of the given paths. Outside a Next.js server (seed script, migrations)
 * there is no cache to drop and Next throws, which must not fail the write.
 */
export function revalidatePaths(paths: string[], type?: 'layout' | 'page') {
  for (const p of paths) {
    try {
      revalidatePath(p, type)
    } catch {
      return
    }
  }
}
