/**
 * Staff add a photo to the gallery in /admin (grids issue; docs/decisions/056): a « Médias de
 * grille » entry with an image of the media library and a service, published, then first in the
 * /galerie grid and under its service's filter, without a developer.
 *
 * On the variants server (one worker): the new entry changes the gallery's counts, which the main
 * server's grid tests assert; it is deleted at the end.
 */
import type { APIRequestContext } from '@playwright/test'

import { AdminForm } from '../admin-forms'
import { adminToken, expect, giveConsent, signIn, test } from '../fixtures'

async function mediaTitled(request: APIRequestContext, token: string, title: string): Promise<{ id: number }[]> {
  const response = await request.get(`/api/grid-media?where[title][equals]=${encodeURIComponent(title)}&depth=0&draft=true`, { headers: { Authorization: `JWT ${token}` } })
  expect(response.ok()).toBe(true)
  return (await response.json()).docs
}

test('une photo ajoutée aux « Médias de grille » apparaît dans la galerie, sous son service', async ({ page, browser, request, baseURL }) => {
  test.setTimeout(150_000)
  const title = `Curage d’un fossé à Bou ${Date.now().toString(36)}`
  const token = await adminToken(request)
  try {
    await signIn(page)
    await page.goto('/admin/collections/grid-media/create')
    const form = new AdminForm(page)
    await expect(page.getByRole('textbox', { name: 'Titre *' })).toBeEditable({ timeout: 30_000 })
    await page.getByRole('textbox', { name: 'Titre *' }).fill(title)
    await expect(form.field('Type')).toContainText('Photo')
    await page.getByRole('button', { name: 'Choisir parmi les existant(e)s' }).click()
    await page.getByRole('heading', { name: 'Médias', level: 1 }).waitFor()
    await page.getByRole('button', { name: 'galerie-44.webp' }).click()
    await expect(page.locator('main').getByText('galerie-44.webp')).toBeVisible()
    await form.choose('Services', 'Démolition')
    const publish = page.getByRole('button', { name: 'Publier les modifications' })
    await expect(publish).toBeEnabled()
    await publish.click()
    await expect(page).toHaveURL(/\/admin\/collections\/grid-media\/\d+/, { timeout: 30_000 })

    // A visitor: the newest photo comes first, and under « Démolition » too, with and without JavaScript.
    for (const javaScriptEnabled of [true, false]) {
      const visitor = await browser.newContext({ javaScriptEnabled })
      await giveConsent(visitor, baseURL!)
      const site = await visitor.newPage()
      await site.goto('/galerie')
      const gallery = site.getByRole('list', { name: 'Nos chantiers en images' })
      await expect(gallery.getByRole('heading').first()).toHaveText(title)
      await site.getByRole('navigation', { name: 'Filtrer : Services' }).first().getByRole('link', { name: 'Démolition' }).click()
      await expect(site).toHaveURL(/e-filter-galerie-service=demolition/)
      await expect(gallery.getByRole('heading').first()).toHaveText(title)
      await visitor.close()
    }
  } finally {
    for (const { id } of await mediaTitled(request, token, title)) {
      expect((await request.delete(`/api/grid-media/${id}`, { headers: { Authorization: `JWT ${token}` } })).ok()).toBe(true)
    }
  }
})
