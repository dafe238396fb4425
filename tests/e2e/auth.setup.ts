/**
 * Signs the seeded administrator in once, through the public form, for the whole run; tests that
 * need staff rights reuse this session (see ADMIN_STATE in fixtures.ts).
 */
import { test as setup } from '@playwright/test'

import { ADMIN_STATE, giveConsent, signIn } from './fixtures'

setup('session de l’administrateur', async ({ page, baseURL }) => {
  // Contexts opened with this state (staff in the back office and on the site) have answered the banner too.
  await giveConsent(page.context(), baseURL!)
  await signIn(page)
  await page.context().storageState({ path: ADMIN_STATE })
})
