/**
 * What stands in for a third party's content until its purpose is accepted (docs/decisions/045):
 * which content, who receives the data (purposes.ts), « Accepter et afficher » and a link to the
 * page of choices. No hooks: the server renders it into a page's HTML (its button is then answered
 * by the first check, through `data-consent-accept`), and client code renders it with `onAccept`.
 */
import { CONSENT_ACCEPT_ATTRIBUTE, CONSENT_PAGE_PATH, CONSENT_PLACEHOLDER_ATTRIBUTE } from './constants'
import type { Purpose } from './keys'
import { messages } from './messages'
import { PURPOSES } from './purposes'

export type ConsentPlaceholderProps = {
  purpose: Purpose
  /** Client code: what the button does. Without it, the first check answers the click. */
  onAccept?: () => void
  /** What is blocked, e.g. the video's title (default: the purpose's name). */
  title?: string
  className?: string
}

export function ConsentPlaceholder({ purpose, onAccept, title, className }: ConsentPlaceholderProps) {
  const { label, description, recipients } = PURPOSES[purpose]
  return (
    <div
      className={['consent-placeholder', className].filter(Boolean).join(' ')}
      role="group"
      aria-label={messages.placeholderLabel(title || label)}
      {...{ [CONSENT_PLACEHOLDER_ATTRIBUTE]: purpose }}
    >
      <p className="consent-placeholder__title">{title || label}</p>
      <p className="consent-placeholder__text">
        {messages.placeholderText} {description} {messages.recipients(recipients)}
      </p>
      <p className="consent-actions">
        <button type="button" className="btn btn-primary" onClick={onAccept} {...(onAccept ? {} : { [CONSENT_ACCEPT_ATTRIBUTE]: purpose })}>
          {messages.acceptAndShow}
        </button>
        <a className="consent-placeholder__manage" href={CONSENT_PAGE_PATH}>
          {messages.manage}
        </a>
      </p>
    </div>
  )
}
