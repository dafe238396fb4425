import { after } from 'next/server'

import { handleSubmit, type PipelineDeps } from '@/features/forms/server'
import { payloadClient } from '@/lib/payload.server'
import { siteUrlFor } from '@/lib/site-url'

/** Form submissions (postback, ajax, iframe): see docs/api.md and docs/decisions/009. */
async function submit(request: Request, later: PipelineDeps['later']) {
  const payload = await payloadClient()
  return handleSubmit(request, { payload, secret: payload.secret, siteUrl: siteUrlFor(request.headers), later })
}

export async function POST(request: Request) {
  return submit(request, (task) => after(task))
}

// The production server answers the next submissions itself with the same handler, without the
// router (docs/decisions/022). `next dev` and `next start` have no such registry: POST stays.
const direct = (globalThis as { [key: symbol]: Map<string, unknown> | undefined })[Symbol.for('vitrine.direct-routes')]
direct?.set('POST /formulaires/envoi', submit)
