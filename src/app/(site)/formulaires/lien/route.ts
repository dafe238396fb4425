import { after } from 'next/server'

import { formsKey, handleSendLink } from '@/features/forms/server'
import { payloadClient } from '@/lib/payload.server'
import { siteUrlFor } from '@/lib/site-url'

/** "Envoyer le lien": e-mails a saved form's resume link (docs/decisions/015, docs/api.md). */
export async function POST(request: Request) {
  const payload = await payloadClient()
  return handleSendLink(request, { payload, secret: await formsKey(payload), siteUrl: siteUrlFor(request.headers), later: (task) => after(task) })
}
