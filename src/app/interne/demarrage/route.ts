import { payloadClient } from '@/lib/payload.server'
import { INTERNAL_KEY_HEADER, isInternalKey } from '@/server/internal-key.mjs'

export const dynamic = 'force-dynamic'

/**
 * The production server asks itself here once it listens (docs/decisions/065): Payload starts, and
 * with it the forms worker, whose first sweep sends what a crash left unsent, without waiting for
 * a visitor. Anyone else, without the process's key, finds nothing here.
 */
export async function POST(request: Request): Promise<Response> {
  if (!isInternalKey(request.headers.get(INTERNAL_KEY_HEADER))) return new Response('Page introuvable.', { status: 404 })
  await payloadClient()
  return new Response(null, { status: 204 })
}
