import type { Metadata } from 'next'
import Link from 'next/link'

import { messages } from '@/features/forms/messages'
import { readSignedToken } from '@/features/forms/submit/nonce.server'
import { loadConfirmationView } from '@/features/forms/submit/store.server'
import { payloadClient } from '@/lib/payload.server'
import '@/features/forms/render/forms.css'

// The confirmation of one visitor's submission: never cached nor indexed (docs/decisions/009).
export const dynamic = 'force-dynamic'
export const metadata: Metadata = { title: 'Confirmation', robots: { index: false, follow: false } }

type Props = { params: Promise<{ token: string }> }

export default async function ConfirmationPage({ params }: Props) {
  const { token } = await params
  const payload = await payloadClient()
  const view = await loadConfirmationView(payload, readSignedToken(decodeURIComponent(token), payload.secret))
  return (
    <section className="block-section container narrow form-section">
      <div className="vitrine-form">
        <h1 className="form-title">{view.title || 'Confirmation'}</h1>
        {view.paragraphs ? (
          // The submission's redirect ends in #confirmation: focus lands here.
          <div className="form-confirmation" id="confirmation" tabIndex={-1}>
            {view.paragraphs.map((p, i) => (
              <p key={i}>{p}</p>
            ))}
          </div>
        ) : (
          <p>{messages.confirmationExpired}</p>
        )}
        {view.sourceUrl ? (
          <p>
            <Link href={view.sourceUrl}>Revenir à la page précédente</Link>
          </p>
        ) : null}
      </div>
    </section>
  )
}
