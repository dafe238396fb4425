/**
 * Signs the seeded administrator in once, through the public form, for the whole run; tests that
 * need staff rights reuse this session (see ADMIN_STATE in fixtures.ts).
 */
import { test as setup } from '@playwright/test'

import { ADMIN_STATE, signIn } from './fixtures'

setup('session de l’administrateur', async ({ page }) => {
  await signIn(page)
  await page.context().storageState({ path: ADMIN_STATE })
})
