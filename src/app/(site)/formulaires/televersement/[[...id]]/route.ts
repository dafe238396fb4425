import { handleUpload } from '@/features/forms/server'
import { payloadClient } from '@/lib/payload.server'
import { siteUrlFor } from '@/lib/site-url'

/** Resumable uploads (tus): see docs/api.md and docs/decisions/012. */
async function handle(request: Request) {
  return handleUpload(request, { payload: await payloadClient(), siteUrl: siteUrlFor(request.headers) })
}

export const dynamic = 'force-dynamic'
export { handle as POST, handle as PATCH, handle as HEAD, handle as DELETE, handle as OPTIONS }
