import { CONSENT_ANSWER_ATTRIBUTE, CONSENT_BANNER_ATTRIBUTE } from './constants'
import { CONSENT_BANNER_SCRIPT } from './early.mjs'
import { messages } from './messages'

/** The banner's heading, which names its region. */
const BANNER_TITLE_ID = 'consentement-titre'

/**
 * The first-visit banner (CNIL rules; docs/decisions/045), rendered first in every page's body and
 * hidden until its inline script finds no answer in the browser (docs/decisions/061): it is painted
 * with the first screen, not after the site's scripts. « Tout accepter », « Tout refuser » and
 * « Personnaliser » are three buttons of the same look, side by side, in that order in the page's
 * tab order: none is easier. A region at the foot of the screen, not a modal: the page stays
 * readable, and nothing of a third party loads until the visitor answers. The buttons work once the
 * banner's code has come (Banner.client.tsx, fetched by the first check only for a visitor who has
 * not answered); a click before that is kept and applied then. Constant markup, the same for every
 * visitor, so the page stays one cached copy for all.
 */
export function ConsentBanner() {
  const answer = (value: 'all' | 'none' | 'customise') => ({ [CONSENT_ANSWER_ATTRIBUTE]: value })
  return (
    <div {...{ [CONSENT_BANNER_ATTRIBUTE]: '' }}>
      <section className="consent-banner" aria-labelledby={BANNER_TITLE_ID}>
        <h2 id={BANNER_TITLE_ID} className="consent-banner__title">
          {messages.bannerTitle}
        </h2>
        <p className="consent-banner__text">{messages.bannerText}</p>
        <div className="consent-actions">
          <button type="button" className="btn btn-primary" {...answer('all')}>
            {messages.acceptAll}
          </button>
          <button type="button" className="btn btn-primary" {...answer('none')}>
            {messages.refuseAll}
          </button>
          <button type="button" className="btn btn-primary" aria-haspopup="dialog" {...answer('customise')}>
            {messages.customise}
          </button>
        </div>
      </section>
      <script dangerouslySetInnerHTML={{ __html: CONSENT_BANNER_SCRIPT }} />
    </div>
  )
}
