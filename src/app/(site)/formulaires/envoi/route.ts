import { after } from 'next/server'

import { formsKey, handleSubmit } from '@/features/forms/server'
import { payloadClient } from '@/lib/payload.server'
import { siteUrlFor } from '@/lib/site-url'

/**
 * Form submissions (postback, ajax, iframe): see docs/api.md and docs/decisions/009. Every
 * submission comes through here: the server's shortcut past Next's router is gone
 * (docs/decisions/036).
 */
export async function POST(request: Request) {
  const payload = await payloadClient()
  return handleSubmit(request, { payload, secret: await formsKey(payload), siteUrl: siteUrlFor(request.headers), later: (task) => after(task) })
}
