import { handleExport } from '@/features/forms/server'
import { payloadClient } from '@/lib/payload.server'

/** CSV export of a form's entries, staff only: see docs/api.md. */
export async function GET(request: Request, { params }: { params: Promise<{ formId: string }> }) {
  return handleExport(request, (await params).formId, await payloadClient())
}
