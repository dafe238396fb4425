/**
 * Consent's front door (docs/decisions/045) for pages and other features: the gate for a
 * third-party embed, the placeholder, the registry of purposes and the layout's first check.
 */
export { ConsentGate, useEmbedConsent, type EmbedConsent } from './gate.client'
export { ConsentPlaceholder, type ConsentPlaceholderProps } from './Placeholder'
export { ConsentFirstCheck } from './FirstCheck.client'
export { grantedInBrowser } from './cookie'
export { PURPOSES, purposeFor } from './purposes'
export { PURPOSE_KEYS, type Purpose } from './keys'
export { CONSENT_EVENT, CONSENT_PAGE_PATH } from './constants'
export { messages as consentMessages } from './messages'
