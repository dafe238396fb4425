import { after } from 'next/server'

import { handleSubmit } from '@/features/forms/submit/pipeline.server'
import { payloadClient } from '@/lib/payload.server'
import { siteUrl } from '@/lib/site-url'

/** Form submissions (postback, ajax, iframe): see docs/api.md and docs/decisions/009. */
export async function POST(request: Request) {
  const payload = await payloadClient()
  return handleSubmit(request, { payload, secret: payload.secret, siteUrl: siteUrl(), later: (task) => after(task) })
}
