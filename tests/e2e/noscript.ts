import { expect, type Locator, type Page } from '@playwright/test'

const CONFIRMED = /\/formulaires\/confirmation\//
/** The heading of the page asking for the second press (messages.noScriptConfirm). */
export const ASKED_AGAIN = /^Dernière étape : votre navigateur n’exécute pas JavaScript/

/**
 * Sends a form without JavaScript (docs/decisions/028): on a form with a captcha the site asks,
 * on a page of its own, for Send to be pressed again (and again when the press comes too soon
 * after that page, as a test's does); pressed until the site stops asking.
 */
export async function sendWithoutScript(page: Page, button: () => Locator): Promise<void> {
  await button().click()
  await expect(async () => {
    if (CONFIRMED.test(page.url())) return
    await expect(page.getByRole('heading', { name: ASKED_AGAIN })).toBeVisible({ timeout: 2_000 })
    await button().click()
    expect(page.url()).toMatch(CONFIRMED)
  }).toPass({ timeout: 30_000 })
}
