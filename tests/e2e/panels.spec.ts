/**
 * Side panels (issue 13 part 4, docs/decisions/044): the demo's « Nos coordonnées » panel from the
 * header on a phone, the `off_canvas:open`, `off_canvas:close` and `off_canvas:toggle` link actions
 * on a page and a panel made for the test, the keyboard alone, axe with a panel open, a panel shown
 * only on its chosen page, and a link action naming a panel that is not there.
 */
import { randomUUID } from 'node:crypto'

import type { Page } from '@playwright/test'

import { encodeActionHash } from '../../src/lib/hash'
import { behavioursReady, expect, expectNoAxeViolations, staffApi, test } from './fixtures'

const DEMO = 'Nos coordonnées'
const panel = (page: Page, name: string) => page.getByRole('dialog', { name })
/** The panels the server rendered in the page, closed; their code comes with the first use. */
const panelsInPage = (page: Page, count: number) => expect(page.locator('dialog[data-off-canvas]')).toHaveCount(count)
/** The panels' code has taken over the page's panels (it marks each one). */
const codeLoaded = (page: Page) => page.locator('dialog[data-off-canvas-ready]')
/** A link to the contact page's details, which opens the panel where it is. */
const headerControl = (page: Page) => page.getByRole('banner').getByRole('link', { name: DEMO })

test.describe('le panneau « Nos coordonnées » de la démonstration', () => {
  test('sur téléphone, le bouton de l’en-tête l’ouvre avec les coordonnées de l’entreprise, et le referme', { tag: '@mobile' }, async ({ page }) => {
    await page.goto('/services/terrassement')
    await behavioursReady(page)
    await panelsInPage(page, 1)
    await expect(codeLoaded(page)).toHaveCount(0)
    const control = headerControl(page)
    await control.click()
    const coordinates = panel(page, DEMO)
    await expect(coordinates).toBeVisible()
    await expect(control).toHaveAttribute('aria-expanded', 'true')
    // The site settings' details: address, phone, e-mail, hours.
    await expect(coordinates.getByText('Saint-Jean-de-Braye')).toBeVisible()
    await expect(coordinates.getByRole('link', { name: '02 38 00 00 00' })).toHaveAttribute('href', 'tel:0238000000')
    await expect(coordinates.getByRole('link', { name: 'contact@morel-terrassement.fr' })).toHaveAttribute('href', 'mailto:contact@morel-terrassement.fr')
    await expect(coordinates.getByText(/Du lundi au vendredi, 8 h/)).toBeVisible()
    // Along the right edge once it has slid in, within the screen.
    const box = async () => (await coordinates.locator('[data-dialog-panel]').boundingBox())!
    const width = page.viewportSize()!.width
    await expect.poll(async () => Math.round((await box()).x + (await box()).width)).toBe(width)
    expect((await box()).x).toBeGreaterThanOrEqual(0)
    await expectNoAxeViolations(page, { label: 'panneau des coordonnées ouvert' })

    await coordinates.getByRole('button', { name: 'Fermer le panneau' }).click()
    await expect(coordinates).toBeHidden()
    await expect(control).toBeFocused()
    await expect(control).toHaveAttribute('aria-expanded', 'false')
    // A click beside the panel closes it too (once past the 300 ms in which a double click's second
    // press could land there, runtime.ts).
    await control.click()
    await expect(coordinates).toBeVisible()
    await page.waitForTimeout(400)
    await page.mouse.click(10, 400)
    await expect(coordinates).toBeHidden()
  })

  test('au clavier seul : le focus entre dans le panneau, Échap le ferme et le rend au bouton', { tag: '@mobile' }, async ({ page }) => {
    await page.goto('/')
    await behavioursReady(page)
    const control = headerControl(page)
    for (let i = 0; i < 12 && !(await control.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab')
    await expect(control).toBeFocused()
    await page.keyboard.press('Enter')
    const coordinates = panel(page, DEMO)
    await expect(coordinates).toBeVisible()
    await expect(coordinates.getByRole('button', { name: 'Fermer le panneau' })).toBeFocused()
    // Tab goes through the panel's links: phone, e-mail, quote request.
    await page.keyboard.press('Tab')
    await expect(coordinates.getByRole('link', { name: '02 38 00 00 00' })).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(coordinates.getByRole('link', { name: 'contact@morel-terrassement.fr' })).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(coordinates.getByRole('link', { name: 'Demander un devis' })).toBeFocused()
    await page.keyboard.press('Shift+Tab')
    await expect(coordinates.getByRole('link', { name: 'contact@morel-terrassement.fr' })).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(coordinates).toBeHidden()
    await expect(control).toBeFocused()
    await expect(control).toHaveAttribute('aria-expanded', 'false')
    // Enter again, now that the code is here.
    await page.keyboard.press('Enter')
    await expect(coordinates).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(control).toBeFocused()
  })

  test('sur ordinateur, l’en-tête ne le propose pas (il est réservé aux téléphones)', { tag: '@desktop' }, async ({ page, header }) => {
    await page.goto('/')
    await behavioursReady(page)
    await panelsInPage(page, 1)
    expect(await header.isMobile()).toBe(false)
    await expect(headerControl(page)).toHaveCount(0)
    await expect(panel(page, DEMO)).toBeHidden()
  })
})

test.describe('sans JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('le bouton de l’en-tête est un lien vers les coordonnées de la page contact', { tag: '@mobile' }, async ({ page }) => {
    await page.goto('/')
    const link = page.getByRole('banner').getByRole('link', { name: DEMO })
    await expect(link).toHaveAttribute('href', '/contact#coordonnees')
    await link.click()
    await expect(page).toHaveURL(/\/contact#coordonnees$/)
    await expect(page.getByRole('heading', { name: 'Nos coordonnées' })).toBeVisible()
  })
})

test.describe('les actions de lien', () => {
  type Made = { path: string; name: string; key: string; touch: () => Promise<void>; remove: () => Promise<void> }

  /** A page holding action links and a panel shown on that page only, with its own action links inside. */
  async function makePanel({ playwright, baseURL }: { playwright: Parameters<typeof staffApi>[0]; baseURL: string | undefined }): Promise<Made> {
    const mark = `essai-${randomUUID().slice(0, 8)}`
    const key = `panneau-${mark}`
    const name = `Panneau ${mark}`
    const api = await staffApi(playwright, baseURL)
    const cta = (heading: string, label: string, href: string) => ({ blockType: 'cta', heading, text: '', action: { label, href } })
    const createdPage = await api.post('/api/pages', {
      data: {
        title: `Page ${mark}`,
        slug: mark,
        _status: 'published',
        layout: [
          cta('Ouvrir', 'Ouvrir le panneau', encodeActionHash('off_canvas:open', { id: key })),
          cta('Basculer', 'Basculer le panneau', encodeActionHash('off_canvas:toggle', { id: key })),
          cta('Inconnu', 'Panneau qui n’existe pas', encodeActionHash('off_canvas:open', { id: 'inexistant' })),
        ],
      },
    })
    expect(createdPage.ok(), `création de la page : ${await createdPage.text()}`).toBe(true)
    const pageId = ((await createdPage.json()) as { doc: { id: number } }).doc.id
    const data = {
      title: name,
      key,
      side: 'left',
      width: '320px',
      placement: { where: 'pages', pages: [pageId] },
      layout: [
        cta('Dans le panneau', 'Fermer par l’action', encodeActionHash('off_canvas:close')),
        cta('Encore', 'Basculer depuis le panneau', encodeActionHash('off_canvas:toggle', { id: key })),
      ],
    }
    const created = await api.post('/api/off-canvas-panels', { data })
    expect(created.ok(), `création du panneau : ${await created.text()}`).toBe(true)
    const panelId = ((await created.json()) as { doc: { id: number } }).doc.id
    return {
      path: `/${mark}`,
      name,
      key,
      touch: async () => {
        expect((await api.patch(`/api/off-canvas-panels/${panelId}`, { data: { title: name } })).ok()).toBe(true)
      },
      remove: async () => {
        await api.delete(`/api/off-canvas-panels/${panelId}`)
        await api.delete(`/api/pages/${pageId}`)
        await api.dispose()
      },
    }
  }

  test('ouvrent, ferment et basculent le panneau nommé ; un panneau absent ne casse rien', async ({ page, playwright, baseURL }) => {
    const made = await makePanel({ playwright, baseURL })
    try {
      // A page another test had rendered while the panel was being saved may come from the cache without it.
      let first = true
      await expect(async () => {
        if (!first) await made.touch()
        first = false
        await page.goto(made.path)
        await expect(page.locator('dialog[data-off-canvas]')).toHaveCount(2, { timeout: 4000 })
      }).toPass({ timeout: 30_000 })
      const own = panel(page, made.name)
      await behavioursReady(page)

      // The first action link used fetches the panels' code, then runs.
      const opener = page.getByRole('link', { name: 'Ouvrir le panneau' })
      await opener.click()
      await expect(own).toBeVisible()
      // Its own side and width: along the left edge, 320 px wide.
      const box = async () => (await own.locator('[data-dialog-panel]').boundingBox())!
      // Once it has slid in from the left.
      await expect.poll(async () => (await box()).x).toBe(0)
      expect((await box()).width).toBeCloseTo(Math.min(320, page.viewportSize()!.width), 0)
      await expectNoAxeViolations(page, { label: 'panneau de l’essai ouvert' })
      await own.getByRole('link', { name: 'Fermer par l’action' }).click()
      await expect(own).toBeHidden()
      await expect(opener).toBeFocused()

      await page.getByRole('link', { name: 'Basculer le panneau' }).click()
      await expect(own).toBeVisible()
      await own.getByRole('link', { name: 'Basculer depuis le panneau' }).click()
      await expect(own).toBeHidden()
      await page.getByRole('link', { name: 'Basculer le panneau' }).click()
      await expect(own).toBeVisible()
      await page.keyboard.press('Escape')
      await expect(own).toBeHidden()
      expect(new URL(page.url()).pathname).toBe(made.path)

      // A panel that is not on the page: a warning in the console, nothing opens, the page goes on.
      const warnings: string[] = []
      page.on('console', (message) => void (message.type() === 'warning' && warnings.push(message.text())))
      await page.getByRole('link', { name: 'Panneau qui n’existe pas' }).click()
      await expect.poll(() => warnings).toContain('Panneau « inexistant » absent de cette page.')
      await expect(page.locator('dialog[open]')).toHaveCount(0)
      expect(new URL(page.url()).pathname).toBe(made.path)
      await page.getByRole('link', { name: 'Ouvrir le panneau' }).click()
      await expect(own).toBeVisible()
      await page.keyboard.press('Escape')

      // Elsewhere, only the panels placed there: the demo's, not this one.
      await page.goto('/contact')
      await panelsInPage(page, 1)
      await expect(page.getByRole('dialog', { name: made.name, includeHidden: true })).toHaveCount(0)
    } finally {
      await made.remove()
    }
  })
})
