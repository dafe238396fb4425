import { handleConsentProof } from '@/features/consent/server'
import { payloadClient } from '@/lib/payload.server'

/** The proof of a consent choice (docs/decisions/045, docs/api.md). */
export async function POST(request: Request) {
  return handleConsentProof(request, { payload: await payloadClient() })
}
