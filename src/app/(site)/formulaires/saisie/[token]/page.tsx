import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { FormView, messages } from '@/features/forms'
import { formTokens, loadServerForm, loadState } from '@/features/forms/server'
import { payloadClient } from '@/lib/payload.server'

// A visitor's own input: rendered for them only, never cached nor indexed (docs/decisions/009).
export const dynamic = 'force-dynamic'
export const metadata: Metadata = { title: 'Votre saisie', robots: { index: false, follow: false } }

type Props = { params: Promise<{ token: string }> }

export default async function SavedStatePage({ params }: Props) {
  const { token } = await params
  const payload = await payloadClient()
  const state = await loadState(payload, token)
  if (!state) {
    return (
      <section className="block-section container narrow">
        <h1>Votre saisie</h1>
        <p>{messages.stateExpired}</p>
        <p>
          <a href="/">Retour à l’accueil</a>
        </p>
      </section>
    )
  }
  const def = await loadServerForm(payload, state.formId)
  if (!def) notFound()
  return (
    <section className="block-section container narrow form-section">
      <h1 className="sr-only">{def.title || 'Votre saisie'}</h1>
      {state.context.pageUrl ? (
        <p className="breadcrumb">
          <a href={state.context.pageUrl}>{messages.backToForm}</a>
        </p>
      ) : null}
      <FormView
        def={def}
        raw={state.raw}
        errors={state.errors}
        formError={state.formError}
        page={state.page}
        submissionId={state.context.submissionId}
        displayTitle={state.context.displayTitle}
        displayDescription={state.context.displayDescription}
        draftRef={state.context.draftRef}
        {...await formTokens(def.id)}
      />
    </section>
  )
}
