import { formsKey, handleValidateConfig } from '@/features/forms/server'
import { payloadClient } from '@/lib/payload.server'
import { siteUrlFor } from '@/lib/site-url'

/** Config validation (docs/product.md, Forms): see docs/api.md. */
export async function POST(request: Request) {
  const payload = await payloadClient()
  return handleValidateConfig(request, { payload, secret: await formsKey(payload), siteUrl: siteUrlFor(request.headers) })
}
