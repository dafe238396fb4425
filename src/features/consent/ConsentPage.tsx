/**
 * The page « Gestion des cookies » (docs/decisions/045): what each purpose means and who receives
 * the data, the visitor's current answer read from the request's cookie, and a form that posts to
 * the proof's route, so a visitor without JavaScript can change their mind too.
 */
import { CONSENT_MAX_AGE_DAYS, type ConsentChoices } from './choices'
import { CONSENT_PROOF_PATH } from './constants'
import { PURPOSE_KEYS } from './keys'
import { messages } from './messages'
import { PURPOSES } from './purposes'

const dateFormat = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Paris' })

export function ConsentPage({ choices, saved, failed }: { choices: ConsentChoices | null; saved: boolean; failed: boolean }) {
  return (
    <div className="container narrow consent-page">
      <h1>{messages.pageTitle}</h1>
      {saved ? (
        <p role="status" className="consent-page__notice">
          {messages.pageSaved}
        </p>
      ) : null}
      {failed ? (
        <p role="alert" className="consent-page__notice consent-page__notice--error">
          {messages.pageError}
        </p>
      ) : null}
      <p>{messages.pageIntro}</p>
      <p>{choices ? messages.pageStatusSince(dateFormat.format(new Date(choices.decidedAt))) : messages.pageStatusNone}</p>
      <form method="post" action={CONSENT_PROOF_PATH}>
        <fieldset className="consent-page__purposes">
          <legend>{messages.customiseTitle}</legend>
          <ul className="consent-purposes">
            {PURPOSE_KEYS.map((p) => (
              <li key={p}>
                <input type="checkbox" id={`choix-${p}`} name="purpose" value={p} defaultChecked={Boolean(choices?.granted[p])} aria-describedby={`choix-${p}-detail`} />
                <label htmlFor={`choix-${p}`}>{PURPOSES[p].label}</label>
                <span className="consent-page__state">{choices ? ` (${choices.granted[p] ? messages.granted : messages.refused})` : ''}</span>
                <p id={`choix-${p}-detail`} className="consent-purposes__detail">
                  {PURPOSES[p].description} {messages.recipients(PURPOSES[p].recipients)}
                </p>
              </li>
            ))}
          </ul>
        </fieldset>
        <div className="consent-actions">
          <button type="submit" name="choice" value="custom" className="btn btn-primary">
            {messages.save}
          </button>
          <button type="submit" name="choice" value="all" className="btn btn-primary">
            {messages.acceptAll}
          </button>
          <button type="submit" name="choice" value="none" className="btn btn-primary">
            {messages.refuseAll}
          </button>
        </div>
      </form>
      <p className="consent-page__proof">
        {messages.pageProof} Vos choix valent {Math.round(CONSENT_MAX_AGE_DAYS / 30)} mois ; passé ce délai, ou si ce texte change, nous vous les redemandons.
      </p>
    </div>
  )
}
