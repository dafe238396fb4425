import { SEND_LINK_PATH, SUBMISSION_INPUTS as IN } from '../constants'
import { messages } from '../messages'
import { ids } from '../render/island-config'

export type SavedNoticeProps = {
  formId: number
  nonce: string
  days: number
  /** The resume link and its token; null in the hidden copy the island fills in after an ajax save. */
  url: string | null
  token: string | null
  status?: { ok: boolean; text: string } | null
  hidden?: boolean
  /** 3 beside a form (under its title), 2 on the saved page of its own (under the page's h1). */
  headingLevel?: 2 | 3
}

/**
 * The form-saved message of docs/product.md, Forms: the link to come back and finish the form, and a small form
 * to e-mail it ("Envoyer le lien"). Rendered by the saved page without JavaScript, and hidden
 * beside every form that offers save and continue, for the island to show after an ajax save.
 */
export function SavedNotice({ formId, nonce, days, url, token, status = null, hidden = false, headingLevel = 3 }: SavedNoticeProps) {
  const emailId = ids.savedEmail(formId)
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <div className="form-saved" id={ids.saved(formId)} tabIndex={-1} hidden={hidden || undefined} aria-labelledby={`${ids.saved(formId)}-titre`}>
      <Heading id={`${ids.saved(formId)}-titre`}>{messages.formSavedTitle}</Heading>
      <p data-saved-text>{messages.formSaved(days)}</p>
      <p>
        {messages.resumeLinkLabel} :{' '}
        <a href={url ?? '#'} data-resume-link className="form-resume-link">
          {url ?? ''}
        </a>
      </p>
      <form method="post" action={SEND_LINK_PATH} className="form-send-link" aria-label={messages.sendLinkLegend} noValidate>
        <label htmlFor={emailId}>{messages.sendLinkEmailLabel}</label>
        <input type="email" id={emailId} name={IN.resumeEmail} autoComplete="email" required maxLength={254} />
        <input type="hidden" name={IN.formId} value={formId} />
        <input type="hidden" name={IN.nonce} value={nonce} />
        <input type="hidden" name={IN.resumeToken} value={token ?? ''} data-resume-token />
        <button type="submit" className="btn btn-secondary">
          {messages.sendLink}
        </button>
        <p role="status" className={status && !status.ok ? 'form-send-link-status is-error' : 'form-send-link-status'} data-send-status>
          {status?.text ?? ''}
        </p>
      </form>
    </div>
  )
}
