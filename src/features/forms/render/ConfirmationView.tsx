import { messages } from '../messages'
import './forms.css'

/**
 * The postback confirmation page's content (/formulaires/confirmation/<token>, docs/decisions/009):
 * the stored confirmation of one visitor's submission, or why it is no longer shown.
 */
export function ConfirmationView({ title, paragraphs, sourceUrl }: { title: string | null; paragraphs: string[] | null; sourceUrl: string | null }) {
  return (
    <section className="block-section container narrow form-section">
      <div className="vitrine-form">
        <h1 className="form-title">{title || 'Confirmation'}</h1>
        {paragraphs ? (
          // The submission's redirect ends in #confirmation: focus lands here.
          <div className="form-confirmation" id="confirmation" tabIndex={-1}>
            {paragraphs.map((p, i) => (
              <p key={i}>{p}</p>
            ))}
          </div>
        ) : (
          <p>{messages.confirmationExpired}</p>
        )}
        {sourceUrl ? (
          <p>
            <a href={sourceUrl}>Revenir à la page précédente</a>
          </p>
        ) : null}
      </div>
    </section>
  )
}
