import { formsKey, handleGetConfig } from '@/features/forms/server'
import { payloadClient } from '@/lib/payload.server'
import { siteUrlFor } from '@/lib/site-url'

/** Form config (docs/product.md, Forms): see docs/api.md. */
export async function POST(request: Request) {
  const payload = await payloadClient()
  return handleGetConfig(request, { payload, secret: await formsKey(payload), siteUrl: siteUrlFor(request.headers) })
}
