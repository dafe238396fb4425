import { formsKey, handleChallenge } from '@/features/forms/server'
import { payloadClient } from '@/lib/payload.server'

/** A proof-of-work challenge for the invisible captcha: see docs/api.md and docs/decisions/016. */
export const dynamic = 'force-dynamic'

export async function GET() {
  const payload = await payloadClient()
  return handleChallenge({ secret: await formsKey(payload) })
}
