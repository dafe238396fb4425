import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { FormView, messages, SavedNotice } from '@/features/forms'
import { formsKey, formTokens, getPublicForm, loadDraft, resumePath, sendLinkOutcomeMessage, signDraftRef } from '@/features/forms/server'
import { payloadClient } from '@/lib/payload.server'
import { siteUrl } from '@/lib/site-url'

// A visitor's own saved input: rendered for them only, never cached nor indexed (docs/decisions/015).
export const dynamic = 'force-dynamic'
export const metadata: Metadata = { title: 'Reprendre votre saisie', robots: { index: false, follow: false }, referrer: 'no-referrer' }

type Props = { params: Promise<{ formId: string; token: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }

/**
 * The resume link: the saved form with every value and the page it was saved on. Also the page a
 * visitor without JavaScript lands on after saving (`?enregistre=1`: the link and "Envoyer le
 * lien"). An expired, unknown or altered link shows why above the empty form.
 */
export default async function ResumePage({ params, searchParams }: Props) {
  const { formId: formIdText, token } = await params
  const query = await searchParams
  const formId = /^\d{1,9}$/.test(formIdText) ? Number(formIdText) : NaN
  const form = await getPublicForm(formId)
  if (!form) notFound()
  const { def, closed } = form
  const payload = await payloadClient()
  const draft = await loadDraft(payload, def.id, token)
  const tokens = await formTokens(def.id)
  const heading = <h1 className="sr-only">{def.title || 'Reprendre votre saisie'}</h1>
  const back = draft?.context.pageUrl ? (
    <p className="breadcrumb">
      <a href={draft.context.pageUrl}>{messages.backToForm}</a>
    </p>
  ) : null

  if (draft && query.enregistre === '1') {
    return (
      <section className="block-section container narrow form-section">
        {heading}
        {back}
        <SavedNotice
          formId={def.id}
          nonce={tokens.nonce}
          days={def.draftDays}
          url={new URL(resumePath(def.id, token), siteUrl()).href}
          token={token}
          status={sendLinkOutcomeMessage(typeof query.lien === 'string' ? query.lien : null)}
          headingLevel={2}
        />
      </section>
    )
  }

  return (
    <section className="block-section container narrow form-section">
      {heading}
      {back}
      {draft ? (
        <p className="form-resume-notice" role="status">
          {messages.resumed}
        </p>
      ) : (
        <p className="form-resume-notice is-error" role="alert">
          {messages.resumeUnavailable}
        </p>
      )}
      {closed ? (
        <p>{closed}</p>
      ) : (
        <FormView
          def={def}
          raw={draft?.raw ?? {}}
          errors={{}}
          formError={null}
          page={draft?.page ?? 1}
          submissionId={draft?.context.submissionId || null}
          displayTitle={draft?.context.displayTitle}
          displayDescription={draft?.context.displayDescription}
          draftRef={draft ? signDraftRef(draft, def.id, await formsKey(payload)) : null}
          {...tokens}
        />
      )}
    </section>
  )
}
