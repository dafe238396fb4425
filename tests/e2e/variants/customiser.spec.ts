/**
 * The theme customiser (theme issue, part 3; docs/decisions/050): staff open « Personnaliser »
 * beside the site settings, see the public site in a frame, change the palette, the fonts and the
 * logo with the result shown at once through the template-preview protocol, are warned in French
 * when text would lack contrast, and save: the public pages then show the new theme.
 *
 * On the variants server (one worker): saving changes every page for a moment; the settings are
 * put back at the end.
 */
import type { APIRequestContext } from '@playwright/test'

import { adminToken, expect, expectNoAxeViolations, signIn, test } from '../fixtures'

const THEME_FIELDS = ['default', 'typography', 'logo', 'logoWidth', 'titleVisible'] as const

async function settings(request: APIRequestContext, token: string) {
  const response = await request.get('/api/globals/site-settings?depth=0', { headers: { Authorization: `JWT ${token}` } })
  expect(response.ok()).toBe(true)
  return (await response.json()) as Record<string, unknown>
}

test('le personnaliseur change la palette, les polices et le logo en direct, puis les enregistre', async ({ page, request }) => {
  test.setTimeout(120_000)
  const token = await adminToken(request)
  const original = await settings(request, token)
  try {
    await signIn(page)
    await page.goto('/admin/globals/site-settings/personnaliser')
    const form = page.getByRole('form', { name: 'Personnaliser le thème' })
    await expect(form).toBeVisible({ timeout: 30_000 })
    const site = page.frameLocator('iframe[title="Aperçu du site"]')
    await expect(site.locator('html')).toHaveAttribute('data-preview-frame', 'ready', { timeout: 30_000 })
    const siteStyle = (property: string, selector = 'html') =>
      site.locator(selector).first().evaluate((el, p) => (p.startsWith('--') ? getComputedStyle(el).getPropertyValue(p).trim() : getComputedStyle(el).getPropertyValue(p)), property)

    // Palette: live in the frame; a pale text is warned against below WCAG AA.
    await form.getByLabel('Fond', { exact: true }).fill('#fdf6e3')
    await expect.poll(() => siteStyle('--color-background')).toBe('#fdf6e3')
    await form.getByLabel('Texte', { exact: true }).fill('#c8c8c8')
    await expect(form.getByText(/Contraste insuffisant entre texte et fond : 1,\d\d:1, sous le minimum de 4,5:1 \(WCAG AA\)/)).toBeVisible()
    await form.getByLabel('Texte', { exact: true }).fill('#202020')
    await expect(form.getByText(/Contraste insuffisant entre texte et fond/)).toHaveCount(0)
    await expect(form.getByText(/Contraste du texte sur le fond : \d+,\d\d:1/)).toBeVisible()

    // Fonts.
    await form.getByLabel('Police du texte').selectOption('serif')
    await expect.poll(() => siteStyle('font-family', 'body')).toContain('Georgia')
    await form.getByLabel('Police des titres').selectOption('Inter')
    await expect(form.getByLabel('Graisse des titres')).toHaveValue('750')

    // Logo: one of the media library's images, at a given width.
    const logoSelect = form.getByLabel('Image du logo')
    const firstImage = await logoSelect.locator('option').nth(1).getAttribute('value')
    expect(firstImage, 'une image dans la médiathèque').toBeTruthy()
    await logoSelect.selectOption(firstImage!)
    await form.getByLabel('Largeur du logo (px)').fill('140')
    await expect.poll(() => site.locator('.site-header__logo').evaluate((img) => img.getBoundingClientRect().width)).toBe(140)

    // Three widths.
    await page.getByRole('radio', { name: /Téléphone/ }).check()
    await expect.poll(() => page.locator('iframe[title="Aperçu du site"]').evaluate((f) => f.getBoundingClientRect().width)).toBe(390)

    await expectNoAxeViolations(page, { include: ['[data-customiser]'], exclude: ['iframe'] })

    await form.getByRole('button', { name: 'Enregistrer' }).click()
    await expect(form.getByText('Thème enregistré : les pages du site sont à jour.')).toBeVisible()

    // The public site, outside any frame: the saved theme.
    const visitor = await page.context().browser()!.newPage({ baseURL: test.info().project.use.baseURL })
    await visitor.goto('/services/terrassement')
    const root = await visitor.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--color-background').trim())
    expect(root).toBe('#fdf6e3')
    expect(await visitor.evaluate(() => getComputedStyle(document.body).fontFamily)).toContain('Georgia')
    await expect(visitor.locator('.site-header__logo')).toHaveJSProperty('width', 140)
    await visitor.close()
  } finally {
    const data = Object.fromEntries(THEME_FIELDS.map((f) => [f, original[f] ?? null]))
    const restored = await request.post('/api/globals/site-settings', { headers: { Authorization: `JWT ${token}` }, data })
    expect(restored.ok(), `réglages remis : ${await restored.text()}`).toBe(true)
  }
})

test('Annuler efface l’aperçu et garde le thème enregistré', async ({ page }) => {
  await signIn(page)
  await page.goto('/admin/globals/site-settings/personnaliser')
  const form = page.getByRole('form', { name: 'Personnaliser le thème' })
  const site = page.frameLocator('iframe[title="Aperçu du site"]')
  await expect(site.locator('html')).toHaveAttribute('data-preview-frame', 'ready', { timeout: 30_000 })
  const background = () => site.locator('html').evaluate((el) => getComputedStyle(el).getPropertyValue('--color-background').trim())
  const saved = await background()
  await form.getByLabel('Fond', { exact: true }).fill('#223344')
  await expect.poll(background).toBe('#223344')
  await form.getByRole('button', { name: 'Annuler' }).click()
  await expect(form.getByText('Aperçu annulé : le site garde le thème enregistré.')).toBeVisible()
  await expect.poll(background).toBe(saved)
  await expect(form.getByLabel('Fond', { exact: true })).toHaveValue(saved)
  expect(await page.evaluate(() => window.localStorage.getItem('vitrine-template-preview'))).toBeNull()
})
