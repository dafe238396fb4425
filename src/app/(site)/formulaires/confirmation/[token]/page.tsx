import type { Metadata } from 'next'

import { ConfirmationView } from '@/features/forms'
import { formsKey, loadConfirmationView, readSignedToken } from '@/features/forms/server'
import { payloadClient } from '@/lib/payload.server'

// The confirmation of one visitor's submission: never cached nor indexed (docs/decisions/009).
export const dynamic = 'force-dynamic'
export const metadata: Metadata = { title: 'Confirmation', robots: { index: false, follow: false } }

type Props = { params: Promise<{ token: string }> }

export default async function ConfirmationPage({ params }: Props) {
  const { token } = await params
  const payload = await payloadClient()
  const view = await loadConfirmationView(payload, readSignedToken(decodeURIComponent(token), await formsKey(payload)))
  return <ConfirmationView {...view} />
}
