import { handleDownload } from '@/features/forms/server'
import { payloadClient } from '@/lib/payload.server'

/** A file attached to a form entry, staff only: see docs/api.md and docs/decisions/012. */
export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }) {
  return handleDownload(request, (await params).id, await payloadClient())
}
