import 'server-only'

/**
 * Consent's server side (docs/decisions/045): the proof's route, and the visitor's choices read
 * from the request's cookie, for a page rendered per request (cached pages cannot read it: their
 * HTML holds the placeholders, and the first check shows what the cookie allows).
 */
import { cookies } from 'next/headers'

import { CONSENT_COOKIE, readChoices, type ConsentChoices } from './choices'

export { handleConsentProof, storeProof } from './proof.server'

export async function consentFromCookies(now = Date.now()): Promise<ConsentChoices | null> {
  return readChoices((await cookies()).get(CONSENT_COOKIE)?.value, now)
}
