import { revalidatePath } from 'next/cache'

import { clearContentCaches } from '@/lib/content-caches'
import { INTERNAL_KEY_HEADER, isInternalKey } from '@/server/internal-key.mjs'

export const dynamic = 'force-dynamic'

/**
 * Another instance saved a change (docs/decisions/051): this process's server asks itself, here,
 * to revalidate the paths it announced, since Next revalidates only inside a request. Anyone else,
 * without the process's key, finds nothing here.
 */
export async function POST(request: Request): Promise<Response> {
  if (!isInternalKey(request.headers.get(INTERNAL_KEY_HEADER))) return new Response('Page introuvable.', { status: 404 })
  const change = (await request.json().catch(() => null)) as { all?: boolean; paths?: unknown; type?: unknown } | null
  if (!change) return new Response(null, { status: 400 })
  clearContentCaches()
  if (change.all === true) revalidatePath('/', 'layout')
  else if (Array.isArray(change.paths)) {
    const type = change.type === 'layout' || change.type === 'page' ? change.type : undefined
    for (const path of change.paths) if (typeof path === 'string' && path.startsWith('/')) revalidatePath(path, type)
  }
  return new Response(null, { status: 204 })
}
