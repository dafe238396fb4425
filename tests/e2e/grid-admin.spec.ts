/**
 * Staff build a content grid in /admin without a developer (grids issue; docs/decisions/043, 056):
 * a new page, a « Grille de contenus » section on the « Engins » source with its layout, filters,
 * sorts and numbered pages, published, then seen by a visitor with its filters working without
 * JavaScript; and an option the block refuses, with its French message, and nothing saved.
 *
 * Each test makes its own page (a unique address) and deletes it. Adding a « Médias de grille »
 * entry changes the gallery every other test counts: that journey runs on the variants server
 * (tests/e2e/variants/grid-media-admin.spec.ts).
 */
import type { APIRequestContext, Page } from '@playwright/test'

import { addSection, startNewDocument, type AdminForm } from './admin-forms'
import { ADMIN_STATE, expect, giveConsent, staffApi, test } from './fixtures'

const mark = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`

async function pagesAt(api: APIRequestContext, slug: string): Promise<{ id: number }[]> {
  const response = await api.get(`/api/pages?where[slug][equals]=${encodeURIComponent(slug)}&depth=0&draft=true`)
  expect(response.ok()).toBe(true)
  return (await response.json()).docs
}

/** A new page's title and address typed in, then a « Grille de contenus » section added and opened. */
async function newPageWithGrid(page: Page, title: string, slug: string): Promise<AdminForm> {
  return startNewDocument(page, async () => {
    await page.goto('/admin/collections/pages/create')
    await expect(page.getByRole('textbox', { name: 'Titre *' })).toBeEditable({ timeout: 30_000 })
    await page.getByRole('textbox', { name: 'Titre *' }).fill(title)
    await page.getByRole('textbox', { name: 'Adresse *' }).fill(slug)
    return addSection(page, 'Grille de contenus', 'Titre de la section', 20_000)
  })
}

async function deletePages(api: APIRequestContext, slug: string) {
  for (const { id } of await pagesAt(api, slug)) expect((await api.delete(`/api/pages/${id}`)).ok()).toBe(true)
}

test.describe('grids built by staff in the back office', { tag: '@desktop' }, () => {
  test.use({ storageState: ADMIN_STATE })
  // The back office is a large application: its first views take longer than the site's pages.
  test.setTimeout(150_000)

  test('a new page with a grid of engins, published, is seen by a visitor with working filters', async ({ page, browser, playwright, baseURL }) => {
    const slug = `engins-essai-${mark()}`
    const api = await staffApi(playwright, baseURL)
    try {
      const grid = await newPageWithGrid(page, 'Engins à louer cette semaine', slug)
      await grid.scope.getByRole('textbox', { name: 'Titre de la section' }).fill('Engins disponibles')
      await grid.choose('Source des éléments', 'Engins (location)')
      await grid.scope.getByRole('spinbutton', { name: 'Éléments par page' }).fill('4')
      await grid.open('Disposition')
      await grid.choose('Disposition', 'Mosaïque (cases de tailles variées)')
      await grid.open('Filtres et tri')
      await grid.choose('Filtres', 'Engins (location) — Types d’engins', 'Engins (location) — Usages')
      await grid.choose('Tris proposés', 'Prix', 'Titre')
      await grid.open('Pages et chargement')
      await grid.choose('Suite des éléments', 'Pages numérotées')

      const publish = page.getByRole('button', { name: 'Publier les modifications' })
      await expect(publish).toBeEnabled()
      await publish.click()
      await expect(page).toHaveURL(/\/admin\/collections\/pages\/\d+/, { timeout: 30_000 })
      expect(await pagesAt(api, slug)).toHaveLength(1)

      // A visitor without JavaScript: the server's first view, its filter links and numbered pages.
      const visitor = await browser.newContext({ javaScriptEnabled: false })
      await giveConsent(visitor, baseURL!)
      const site = await visitor.newPage()
      await site.goto(`/${slug}`)
      await expect(site).toHaveTitle(/Engins à louer cette semaine/)
      const list = site.getByRole('list', { name: 'Engins disponibles' })
      await expect(list.getByRole('listitem')).toHaveCount(4)
      await expect(site.getByRole('navigation', { name: 'Pages de la grille' }).getByRole('link', { name: '4' })).toBeVisible()
      await site.getByRole('navigation', { name: 'Filtrer : Types d’engins' }).getByRole('link', { name: 'Compacteurs' }).click()
      await expect(site).toHaveURL(/[?&]e-filter-[a-z0-9]+-machine-type=compacteur(&|$)/)
      expect((await list.getByRole('heading').allTextContents()).sort()).toEqual(['Pilonneuse', 'Plaque vibrante', 'Rouleau compacteur 3 t'])
      await site.getByRole('combobox', { name: 'Trier par' }).selectOption({ label: 'Prix' })
      await site.getByRole('combobox', { name: 'Ordre' }).selectOption({ label: 'Croissant' })
      await site.getByRole('button', { name: 'Appliquer' }).click()
      expect(await list.getByRole('heading').allTextContents()).toEqual(['Plaque vibrante', 'Pilonneuse', 'Rouleau compacteur 3 t'])
      await visitor.close()
    } finally {
      await deletePages(api, slug)
      await api.dispose()
    }
  })

  test('an option the grid refuses shows its French message and the page is not saved', async ({ page, playwright, baseURL }) => {
    const slug = `grille-refusee-${mark()}`
    const api = await staffApi(playwright, baseURL)
    try {
      const grid = await newPageWithGrid(page, 'Grille mal réglée', slug)
      await grid.choose('Source des éléments', 'Engins (location)')
      // A hyphen would break the address of its filtered views (e-filter-<id>-<taxonomy>).
      await grid.scope.getByRole('textbox', { name: 'Identifiant de la grille' }).fill('nos-engins')
      await grid.scope.getByRole('spinbutton', { name: 'Éléments par page' }).fill('100')
      await grid.open('Filtres et tri')
      // The gallery's filter on a grid of engins.
      await grid.choose('Filtres', 'Médias de grille (photos et vidéos) — Services')
      // What was typed is still there when the page is sent.
      await expect(grid.scope.getByRole('textbox', { name: 'Identifiant de la grille' })).toHaveValue('nos-engins')
      await expect(grid.scope.getByRole('spinbutton', { name: 'Éléments par page' })).toHaveValue('100')

      // Sent once the admin has settled what was chosen (a click while it works is not taken): a 400.
      const publish = page.getByRole('button', { name: 'Publier les modifications' })
      await expect(publish).toBeEnabled()
      await page.waitForLoadState('networkidle')
      let status = 0
      await expect(async () => {
        const answer = page.waitForResponse((r) => r.request().method() === 'POST' && /\/api\/pages(\?|$)/.test(r.url()), { timeout: 8_000 })
        await publish.click()
        status = (await answer).status()
      }).toPass({ timeout: 40_000 })
      expect(status).toBe(400)
      // The notice names the three fields the server refused.
      const notice = page.getByRole('region', { name: /^Notifications/ })
      for (const field of ['Identifiant de la grille', 'Éléments par page', 'Filtres et tri → Filtres']) await expect(notice).toContainText(field)
      // Each field shows its message. The admin (Payload 3.90, payloadcms/payload#14858) may clear them
      // when a form-state answer asked for before the save comes back after it; a staff member then
      // presses the button again, and that second refusal keeps them (nothing is changing any more).
      // The late answer may clear any of the three, not only the first: each is waited for.
      const errors = [
        [grid.error('Identifiant de la grille'), 'Identifiant invalide : lettres et chiffres seulement (40 au plus), sans tiret ni espace.'],
        [grid.error('Éléments par page'), 'Entre 1 et 48, nombre entier.'],
        [grid.error('Filtres'), 'Ces filtres n’appartiennent pas à la source choisie (Engins (location)) : Médias de grille (photos et vidéos) — Services.'],
      ] as const
      await expect(async () => {
        const shown = await Promise.all(errors.map(([error]) => error.isVisible()))
        if (shown.includes(false)) await publish.click()
        for (const [error, message] of errors) await expect(error).toHaveText(message, { timeout: 5_000 })
      }).toPass({ timeout: 40_000 })
      await expect(page).toHaveURL(/\/admin\/collections\/pages\/create/)
      expect(await pagesAt(api, slug)).toEqual([])
      expect((await page.request.get(`/${slug}`)).status()).toBe(404)
    } finally {
      await deletePages(api, slug)
      await api.dispose()
    }
  })
})
