import { expect, type Page } from '@playwright/test'

import { formLive } from './fixtures'

/** The demo quote request (/devis, « Votre demande de devis »). */
export const quoteForm = (page: Page) => page.getByRole('form', { name: 'Votre demande de devis' })

/**
 * Opens /devis with the page clock installed, fills its first page as a visitor would and moves
 * on to the site page, where the photo pickers are. The pickers are enabled from the start (they
 * open on the first tap): page 2 is there once the first page's button has gone.
 */
export async function openQuoteSitePage(page: Page) {
  await page.clock.install()
  await page.goto('/devis')
  const form = quoteForm(page)
  await formLive(form)
  await form.getByRole('radio', { name: 'Terrassement' }).check()
  await form.getByRole('textbox', { name: 'Surface concernée (m²)', exact: true }).fill('320')
  await form.getByRole('combobox', { name: 'Délai souhaité' }).selectOption({ label: 'Dans le mois' })
  await form.getByRole('button', { name: 'Continuer vers le chantier' }).click()
  await expect(form.getByRole('button', { name: 'Continuer vers le chantier' })).toBeHidden()
  await expect(form.getByLabel('Photos du terrain', { exact: true })).toBeEnabled()
  return form
}
