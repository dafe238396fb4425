/** Consent's fixed names (docs/decisions/045). */

export {
  CONSENT_ANSWER_ATTRIBUTE,
  CONSENT_ASK_ATTRIBUTE,
  CONSENT_BANNER_ATTRIBUTE,
  CONSENT_EARLY_ATTRIBUTE,
  CONSENT_PAGE_PATH,
} from './early.mjs'
/** Where a choice's proof is sent (JSON from the banner, a form post from the page without JavaScript). */
export const CONSENT_PROOF_PATH = '/consentement/preuve'
/** Dispatched on `window` when the visitor's choices change, with the choices as `detail`. */
export const CONSENT_EVENT = 'vitrine:consent'
/** On <html>: the purposes granted (space-separated) once the first check has read the cookie. */
export const CONSENT_ATTRIBUTE = 'data-consent'
/** On a server-rendered placeholder's button: the purpose it grants (the first check handles the click). */
export const CONSENT_ACCEPT_ATTRIBUTE = 'data-consent-accept'
/** On a server-rendered placeholder: the purpose it stands for (hidden by CSS once granted). */
export const CONSENT_PLACEHOLDER_ATTRIBUTE = 'data-consent-placeholder'
/**
 * How long a proof is kept: the thirteen months the CNIL allows a tracker's cookie, which covers
 * the six months a choice is used and leaves time to answer a question about it.
 */
export const CONSENT_PROOF_RETENTION_DAYS = 395
/** Where the proof came from, for staff reading it. */
export const CONSENT_SOURCES = ['banner', 'customise', 'placeholder', 'page'] as const
export type ConsentSource = (typeof CONSENT_SOURCES)[number]
