/** Consent's front door for the Payload config (docs/decisions/045). */
export { ConsentProofs, CONSENT_PROOFS_SLUG } from './collections/ConsentProofs'
