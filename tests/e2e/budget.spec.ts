/**
 * design.md §6: at most 170 KB of gzip-compressed JavaScript on the first load of a content page,
 * and a feature's code only on pages that use it (here: the lightbox chunk is fetched on first use).
 * Sizes are measured by gzipping each script body here, so the result does not depend on how the
 * server chose to compress (or not) this response.
 */
import { gzipSync } from 'node:zlib'

import type { Page } from '@playwright/test'

import { COMPILE_HINT } from '../../scripts/compile-hints.mjs'
import { behavioursReady, collectScripts, expect, firstView, test, type Script } from './fixtures'

const BUDGET_BYTES = 170 * 1024
/** A class name only the lightbox component's code contains. */
const LIGHTBOX_MARKER = 'lightbox__counter'

// The form pages too: their island and its feature chunks count (issue 3 left them at 189 and 190 Ko).
for (const path of ['/', '/services/terrassement', '/contact', '/devis', '/estimation', '/recrutement']) {
  test(`${path} : JavaScript au premier chargement ≤ 170 Ko gzip`, async ({ page }) => {
    const scripts = collectScripts(page)
    await page.goto(path)
    await behavioursReady(page)
    await page.waitForLoadState('networkidle')
    const loaded = await scripts()
    expect(loaded.length).toBeGreaterThan(0)
    const sizes = loaded.map((s) => ({ url: new URL(s.url).pathname, gzip: gzipSync(s.body).length }))
    const total = sizes.reduce((sum, s) => sum + s.gzip, 0)
    const detail = sizes
      .sort((a, b) => b.gzip - a.gzip)
      .map((s) => `  ${(s.gzip / 1024).toFixed(1).padStart(6)} Ko  ${s.url}`)
      .join('\n')
    test.info().annotations.push({ type: 'JS gzip', description: `${(total / 1024).toFixed(1)} Ko` })
    expect(total, `JavaScript de ${path} : ${(total / 1024).toFixed(1)} Ko gzip\n${detail}`).toBeLessThanOrEqual(BUDGET_BYTES)
  })
}

// docs/decisions/072: Chrome compiles these files whole while they stream in, instead of function by
// function inside the task that starts the page, where a phone's first tap would wait.
test('chaque script du premier chargement d’une page de contenu est marqué pour être compilé d’avance', { tag: '@desktop' }, async ({ page }) => {
  const scripts = collectScripts(page)
  await page.goto('/mentions-legales')
  await behavioursReady(page)
  await page.waitForLoadState('networkidle')
  const loaded = await scripts()
  expect(loaded.length).toBeGreaterThan(5)
  const unmarked = loaded.filter((s) => !s.body.toString('utf8').startsWith(COMPILE_HINT)).map((s) => new URL(s.url).pathname)
  expect(unmarked, 'scripts sans l’indication de compilation').toEqual([])
})

test('le code de la visionneuse n’est chargé qu’à la première ouverture', async ({ page, lightbox }) => {
  const scripts = collectScripts(page)
  await page.goto('/')
  await behavioursReady(page)
  await page.waitForLoadState('networkidle')
  const initial = await scripts()
  const carriesLightbox = (s: Script) => s.body.toString('utf8').includes(LIGHTBOX_MARKER)
  expect(
    initial.filter(carriesLightbox).map((s) => s.url),
    'code de la visionneuse chargé d’avance',
  ).toEqual([])

  await page.getByRole('region', { name: 'Chantiers récents' }).getByRole('link').first().click()
  await expect(lightbox.dialog).toBeVisible()
  const after = await scripts()
  expect(after.filter(carriesLightbox).length, 'code de la visionneuse chargé à l’ouverture').toBeGreaterThan(0)
})

test('le code des fenêtres surgissantes ne vient qu’au premier geste du visiteur, et sur les pages qui en ont', async ({ page }) => {
  /** An attribute only the popups' code (runtime.ts) sets. */
  const carriesPopups = (s: Script) => s.body.toString('utf8').includes('data-popup-armed')
  /** How many of the page's scripts carry it once the page has loaded, and a poll of it once the visitor's first sign came. */
  const visit = async (path: string) => {
    const scripts = collectScripts(page)
    await page.goto(path)
    await behavioursReady(page)
    await page.waitForLoadState('networkidle')
    const withPage = (await scripts()).filter(carriesPopups).length
    // A key that does nothing on its own: the page behaviours come, and the popups' code with them (decision 074).
    await page.keyboard.press('Shift')
    await expect(page.locator('html')).toHaveAttribute('data-behaviours', 'ready')
    return { withPage, afterSign: async () => (await scripts()).filter(carriesPopups).length }
  }
  // The popups made by the popups' tests running beside this one are on every page for a moment:
  // asked again until a visit meets none.
  await expect(async () => {
    const contact = await visit('/contact')
    await expect(page.locator('dialog[data-popup]')).toHaveCount(0)
    expect(contact.withPage, 'code des fenêtres sur une page sans fenêtre').toBe(0)
    expect(await contact.afterSign(), 'code des fenêtres sur une page sans fenêtre, après un geste').toBe(0)
  }).toPass({ timeout: 60_000 })
  // The news' popup opens halfway down the page: nothing of it before the visitor scrolls or points
  // (a popup of the tests beside this one may open with its page, and bring the code at once).
  await expect(async () => {
    const news = await visit('/actualites')
    await expect(page.locator('dialog[data-popup]')).toHaveCount(1)
    expect(news.withPage, 'code des fenêtres chargé avec la page').toBe(0)
    await expect.poll(news.afterSign, { message: 'code des fenêtres chargé au premier geste' }).toBeGreaterThan(0)
  }).toPass({ timeout: 60_000 })
})

test('une page qui tient une fenêtre surgissante charge les scripts d’une page qui n’en a pas, jusqu’au premier geste du visiteur', async ({ page }) => {
  const plain = await firstView(page, '/mentions-legales')
  // The demo's callback popup waits for the pointer to leave the window or a click on its open
  // selector (decision 078: its arming module comes at the first sign). The popups made by the
  // popups' tests running beside this one are on every page for a moment: asked again until a visit
  // meets only the demo's.
  await expect(async () => {
    const service = await firstView(page, '/services/terrassement')
    await expect(page.locator('dialog[data-popup]')).toHaveCount(1)
    await expect(page.locator('dialog[data-popup-waiting]')).toHaveCount(1)
    expect([...service.files].filter((file) => !plain.files.has(file)), 'scripts de plus que sur une page sans fenêtre').toEqual([])
    // A key that does nothing on its own: the arming module comes, and the popups' code (an
    // attribute only runtime.ts sets) after it.
    await page.keyboard.press('Shift')
    const popupsCode = async () => (await service.afterSign()).some((s) => s.body.toString('utf8').includes('data-popup-armed'))
    await expect.poll(popupsCode, { message: 'le code des fenêtres au premier geste' }).toBe(true)
  }).toPass({ timeout: 60_000 })
})

// docs/decisions/079 and 080: nothing of a grid that neither slides nor loads on scroll, nor of the
// portfolio, needs its code before the visitor acts.
test('une page de grille ou de portfolio charge les scripts d’une page sans grille, jusqu’au premier geste du visiteur qui fait venir le code du bloc', async ({ page }) => {
  const plain = await firstView(page, '/mentions-legales')
  // A class only the block's own code (the grid's island, the slider's, the portfolio's) puts on its view.
  // /galerie's carousel and slideshow, below its first screen, wait like its other grids (docs/decisions/081).
  const blocks = { '/location-engins': 'grid-widget--live', '/actualites': 'grid-widget--live', '/galerie': 'grid-slider-nav', '/realisations': 'portfolio-view--live' }
  for (const [path, live] of Object.entries(blocks)) {
    const view = await firstView(page, path)
    expect([...view.files].filter((file) => !plain.files.has(file)), `${path} : scripts de plus que sur une page sans grille`).toEqual([])
    // Once the block's loader listens (it holds the block's links from then on).
    await expect(page.locator('[data-holding-clicks]').first()).toBeAttached()
    await page.keyboard.press('Shift')
    const blockCode = async () => (await view.afterSign()).some((s) => s.body.toString('utf8').includes(live))
    await expect.poll(blockCode, { message: `${path} : le code du bloc au premier geste` }).toBe(true)
  }
})

test.describe('une fenêtre surgissante de la démonstration', () => {
  // The visitor of the other tests has « ne plus afficher » set for every popup (fixtures).
  test.use({ popupsShown: true })

  test('le code qui ouvre une fenêtre surgissante ne vient qu’à son ouverture', async ({ page }) => {
    /** An attribute only the dialog layer's code (ui/dialog/controller.ts) sets. */
    const carriesDialogs = (s: Script) => s.body.toString('utf8').includes('data-scroll-locked')
    const scripts = collectScripts(page)
    await page.goto('/')
    await behavioursReady(page)
    await page.waitForLoadState('networkidle')
    await expect(page.locator('dialog[data-popup-armed]')).toHaveCount(1)
    expect((await scripts()).filter(carriesDialogs).map((s) => s.url), 'code des fenêtres ouvertes chargé d’avance').toEqual([])

    // The demo's welcome popup opens 6 s after the page.
    await expect(page.getByRole('dialog', { name: 'Bienvenue chez Morel Terrassement' })).toBeVisible({ timeout: 15_000 })
    expect((await scripts()).filter(carriesDialogs).length, 'code des fenêtres chargé à l’ouverture').toBeGreaterThan(0)
  })
})

test('le code des panneaux latéraux n’est chargé qu’à la première ouverture', async ({ page }) => {
  /** Words of a message only the panels' code holds (runtime.ts; its accented letters may be escaped in the bundle). */
  const carriesPanels = (s: Script) => s.body.toString('utf8').includes('aucun panneau')
  // A phone's width: the header shows the « Nos coordonnées » control of the demo's panel.
  await page.setViewportSize({ width: 400, height: 800 })
  const scripts = collectScripts(page)
  await page.goto('/devis')
  await behavioursReady(page)
  await page.waitForLoadState('networkidle')
  expect((await scripts()).filter(carriesPanels).map((s) => s.url), 'code des panneaux chargé d’avance').toEqual([])

  await page.getByRole('banner').getByRole('link', { name: 'Nos coordonnées' }).click()
  await expect(page.getByRole('dialog', { name: 'Nos coordonnées' })).toBeVisible()
  expect((await scripts()).filter(carriesPanels).length, 'code des panneaux chargé à l’ouverture').toBeGreaterThan(0)
})

/** The site's scripts holding `marker`, delayed 1.5 s as over a poor link. */
async function slowScripts(page: Page, marker: string) {
  await page.route('**/_next/static/chunks/*.js', async (route) => {
    const response = await route.fetch()
    const body = await response.body()
    if (body.toString('utf8').includes(marker)) await new Promise((resolve) => setTimeout(resolve, 1500))
    await route.fulfill({ response, body })
  })
}

/** A selector only the header controls' code holds (behaviours/search.ts), fetched on intent (decision 071). */
const carriesHeaderControls = (s: Script) => s.body.toString('utf8').includes('.site-search__close')

test('le code des contrôles de l’en-tête vient au premier geste vers eux, et ce geste compte', async ({ page }) => {
  const scripts = collectScripts(page)
  await page.goto('/')
  await behavioursReady(page)
  await page.waitForLoadState('networkidle')
  expect((await scripts()).filter(carriesHeaderControls).map((s) => s.url), 'code de l’en-tête chargé avec la page').toEqual([])

  // The first press opens the search: the code, fetched by the pointer coming over the header and
  // slowed here as on a poor link, arrives after the press, which is given again.
  await slowScripts(page, '.site-search__close')
  const toggle = page.getByRole('banner').getByRole('button', { name: 'Rechercher', exact: true })
  await toggle.click()
  await expect(toggle, 'pas encore ouverte : son code est en route').toHaveAttribute('aria-expanded', 'false')
  await expect(toggle).toHaveAttribute('aria-expanded', 'true')
  await expect(page.getByRole('searchbox', { name: 'Rechercher sur le site' })).toBeFocused()
  expect((await scripts()).filter(carriesHeaderControls).length, 'code de l’en-tête au premier geste').toBeGreaterThan(0)
})

/** A selector only the behaviours that answer the visitor hold (behaviours/scroll-top.ts), fetched at their first sign (decision 073). */
const carriesPageBehaviours = (s: Script) => s.body.toString('utf8').includes('[data-scroll-top]')

test('le code qui répond au visiteur vient à son premier geste, et un clic sur un lien fait avant compte', async ({ page }) => {
  const scripts = collectScripts(page)
  await page.goto('/mentions-legales')
  await behavioursReady(page)
  await page.waitForLoadState('networkidle')
  expect((await scripts()).filter(carriesPageBehaviours).map((s) => s.url), 'code des comportements chargé avec la page').toEqual([])
  await expect(page.locator('html')).toHaveAttribute('data-behaviours', 'waiting')

  // The first click, on a link to another page of the site: its code, fetched by the pointer coming
  // over the link and slowed here as on a poor link, arrives after the click, which is held and
  // given again: the router shows the page, without reloading it.
  await slowScripts(page, '[data-scroll-top]')
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true))
  await page.getByRole('navigation', { name: 'Liens du pied de page' }).getByRole('link', { name: 'Politique de confidentialité' }).click()
  await expect(page, 'pas encore suivi : le code est en route').toHaveURL(/\/mentions-legales$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Politique de confidentialité' })).toBeVisible()
  await expect(page).toHaveURL(/\/politique-de-confidentialite$/)
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument), 'suivi par le routeur, sans recharger').toBe(true)
  expect((await scripts()).filter(carriesPageBehaviours).length, 'code des comportements au premier geste').toBeGreaterThan(0)
})

test.describe('au premier passage (aucun choix de consentement)', () => {
  test.use({ consentGiven: false })
  /** A class name only the consent banner's code holds (Banner.client.tsx: « Personnaliser »'s dialog). */
  const carriesBanner = (s: Script) => s.body.toString('utf8').includes('consent-dialog__title')

  for (const path of ['/', '/contact']) {
    test(`${path} : le bandeau montré sans son code, qui vient quand le visiteur se tourne vers lui`, async ({ page }) => {
      const scripts = collectScripts(page)
      await page.goto(path)
      await behavioursReady(page)
      const banner = page.getByRole('region', { name: 'Vos choix sur les contenus de tiers' })
      await expect(banner).toBeVisible()
      await page.waitForLoadState('networkidle')
      const loaded = await scripts()
      expect(loaded.filter(carriesBanner).map((s) => s.url), 'code du bandeau chargé avec la page').toEqual([])
      const total = loaded.reduce((sum, s) => sum + gzipSync(s.body).length, 0)
      test.info().annotations.push({ type: 'JS gzip', description: `${(total / 1024).toFixed(1)} Ko` })
      expect(total, `JavaScript de ${path} au premier passage : ${(total / 1024).toFixed(1)} Ko gzip`).toBeLessThanOrEqual(BUDGET_BYTES)

      await banner.getByRole('button', { name: 'Tout refuser' }).hover()
      await expect.poll(async () => (await scripts()).filter(carriesBanner).length, { message: 'code du bandeau au survol' }).toBeGreaterThan(0)
    })
  }

  test('le code du bandeau n’est plus chargé une fois le choix fait', async ({ page }) => {
    await page.goto('/')
    await behavioursReady(page)
    await page.getByRole('button', { name: 'Tout refuser' }).click()
    const scripts = collectScripts(page)
    await page.goto('/services/terrassement')
    await behavioursReady(page)
    await page.waitForLoadState('networkidle')
    expect((await scripts()).filter(carriesBanner).map((s) => s.url)).toEqual([])
  })
})

/**
 * Decision 066: on a slow link the main image shares it with the two preloaded fonts; they were
 * 43.5 KB together, half of what the largest paint of the home page waited for.
 */
const PRELOADED_FONTS_BYTES = 32 * 1024

test('les deux polices préchargées pèsent ensemble 32 Ko au plus', async ({ page, request }) => {
  await page.goto('/')
  const fonts = await page.locator('head link[rel="preload"][as="font"]').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))
  expect(fonts).toHaveLength(2)
  const sizes = await Promise.all(fonts.map(async (href) => (await (await request.get(href)).body()).length))
  expect(sizes.reduce((sum, size) => sum + size, 0), `polices : ${sizes.join(' + ')} octets`).toBeLessThanOrEqual(PRELOADED_FONTS_BYTES)
})
