/**
 * Consent before any third-party content (CNIL rules; docs/decisions/045), as a first-time visitor
 * meets it: nothing leaves for another site before an answer, on any demo page; the banner's three
 * equal answers; « Personnaliser » by purpose; a video's placeholder, then the video once accepted;
 * the answer kept from page to page; the footer's « Gestion des cookies » and its page, with and
 * without JavaScript; the keyboard alone; axe with the banner and its dialog open.
 */
import type { BrowserContext, Page } from '@playwright/test'

import { DEMO_PAGES } from './demo-pages'
import { animationsDone, behavioursReady, expect, expectFrameFocused, expectNoAxeViolations, staffApi, test } from './fixtures'

test.use({ consentGiven: false })

const COOKIE = 'vitrine-consent'
const banner = (page: Page) => page.getByRole('region', { name: 'Vos choix sur les contenus de tiers' })
const customise = (page: Page) => page.getByRole('dialog', { name: 'Personnaliser mes choix' })
const answer = async (context: BrowserContext) => (await context.cookies()).find((c) => c.name === COOKIE)?.value ?? null
/** The purposes a cookie value grants (its last part), in the registry's order. */
const granted = (value: string | null) => (value ? value.split('.')[3] : null)

async function openPage(page: Page, path: string) {
  await page.goto(path)
  await behavioursReady(page)
}

/** Every request of the page to a host other than the site's (loopback), from now on. */
function thirdParty(page: Page, baseURL: string): string[] {
  const site = new URL(baseURL).hostname
  const seen: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if ((url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== site) seen.push(request.url())
  })
  return seen
}

async function proofsOf(playwright: Parameters<typeof staffApi>[0], baseURL: string | undefined, id: string) {
  const api = await staffApi(playwright, baseURL)
  try {
    const response = await api.get(`/api/consent-proofs?where[consentId][equals]=${id}&sort=decidedAt&depth=0`)
    expect(response.ok(), `lecture des preuves : ${response.status()}`).toBe(true)
    return (await response.json()).docs as { accepted: string[]; refused: string[]; source: string; textVersion: number }[]
  } finally {
    await api.dispose()
  }
}

test.describe('before any answer, nothing leaves for another site @desktop', () => {
  for (const path of [...DEMO_PAGES, '/estimation', '/gestion-des-cookies']) {
    test(`${path}`, async ({ page, baseURL }) => {
      const requests = thirdParty(page, baseURL!)
      await openPage(page, path)
      // Down the whole page, so every lazy part (images, particles, grids) has had its chance.
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
      await page.waitForLoadState('networkidle')
      expect(requests).toEqual([])
      if (path !== '/gestion-des-cookies') await expect(banner(page)).toBeVisible()
    })
  }
})

test('the banner offers « Tout accepter », « Tout refuser » and « Personnaliser » alike; « Tout refuser » holds on the next pages', async ({ page, context, playwright, baseURL }) => {
  await openPage(page, '/')
  const buttons = ['Tout accepter', 'Tout refuser', 'Personnaliser'].map((name) => banner(page).getByRole('button', { name }))
  const boxes = await Promise.all(buttons.map(async (b) => (await b.boundingBox())!))
  // Equally easy (CNIL): the same size, the same look.
  for (const box of boxes.slice(1)) {
    expect(Math.abs(box.height - boxes[0].height)).toBeLessThanOrEqual(1)
    expect(Math.abs(box.width - boxes[0].width)).toBeLessThanOrEqual(2)
  }
  const looks = await Promise.all(buttons.map((b) => b.evaluate((el) => getComputedStyle(el).backgroundColor + getComputedStyle(el).color)))
  expect(new Set(looks).size).toBe(1)

  await buttons[1].click()
  await expect(banner(page)).toHaveCount(0)
  const value = await answer(context)
  expect(granted(value)).toBe('-')
  await expect.poll(async () => (await proofsOf(playwright, baseURL, value!.split('.')[0])).map((p) => [p.source, p.accepted ?? [], p.refused ?? []])).toEqual([
    ['banner', [], ['videos', 'maps', 'captcha', 'effects']],
  ])

  // Remembered: the next pages ask nothing, and the page reloaded neither.
  for (const path of ['/contact', '/realisations', '/']) {
    await openPage(page, path)
    await page.waitForLoadState('networkidle')
    await expect(banner(page)).toHaveCount(0)
  }
})

test('the banner is painted with the page, before the site’s scripts; « Tout refuser » pressed before they come is kept', async ({ page, context }) => {
  // docs/decisions/061: in the page's HTML, shown by its inline script while the page is parsed.
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\/_next\/static\/.+\.js$/, async (route) => {
    await held
    await route.continue()
  })
  await page.goto('/mentions-legales', { waitUntil: 'domcontentloaded' })
  await expect(banner(page)).toBeVisible()
  await expect(banner(page).getByRole('button', { name: 'Tout refuser' })).toBeVisible()
  await banner(page).getByRole('button', { name: 'Tout refuser' }).click()
  expect(await answer(context)).toBeNull()
  release()
  await expect(banner(page)).toHaveCount(0)
  expect(granted(await answer(context))).toBe('-')
  // And remembered: the next page shows no banner, even before its scripts.
  await page.unrouteAll({ behavior: 'ignoreErrors' })
  await page.goto('/contact', { waitUntil: 'domcontentloaded' })
  await expect(page.locator('html')).not.toHaveAttribute('data-consent-ask', /.*/)
  await expect(banner(page)).toHaveCount(0)
})

test('without JavaScript the banner stays out of the way: nothing loads from another site without an answer @desktop', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL })
  try {
    const page = await context.newPage()
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(banner(page)).toHaveCount(0)
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Gestion des cookies' })).toBeVisible()
  } finally {
    await context.close()
  }
})

test('« Tout accepter » grants every purpose', async ({ page, context }) => {
  await openPage(page, '/services/terrassement')
  await banner(page).getByRole('button', { name: 'Tout accepter' }).click()
  await expect(banner(page)).toHaveCount(0)
  expect(granted(await answer(context))).toBe('videos+maps+captcha+effects')
  await expect(page.locator('html')).toHaveAttribute('data-consent', 'videos maps captcha effects')
})

test('« Personnaliser » asks purpose by purpose, nothing ticked beforehand', async ({ page, context, playwright, baseURL }) => {
  await openPage(page, '/')
  await banner(page).getByRole('button', { name: 'Personnaliser' }).click()
  const dialog = customise(page)
  await expect(dialog).toBeVisible()
  for (const name of ['Vidéos', 'Cartes', 'Protection anti-robots de Google', 'Effets visuels externes']) {
    await expect(dialog.getByRole('checkbox', { name })).not.toBeChecked()
  }
  await expect(dialog.getByText('Destinataires : YouTube (Google), Vimeo, Wistia.')).toBeVisible()
  await dialog.getByRole('checkbox', { name: 'Vidéos' }).check()
  await dialog.getByRole('checkbox', { name: 'Cartes' }).check()
  await dialog.getByRole('button', { name: 'Enregistrer mes choix' }).click()
  await expect(dialog).toHaveCount(0)
  await expect(banner(page)).toHaveCount(0)
  const value = await answer(context)
  expect(granted(value)).toBe('videos+maps')
  await expect.poll(async () => (await proofsOf(playwright, baseURL, value!.split('.')[0])).map((p) => p.source)).toEqual(['customise'])
})

test('a video in the lightbox waits for consent too, then plays in it', async ({ page, baseURL }) => {
  const requests = thirdParty(page, baseURL!)
  await page.route(/youtube|vimeo|ytimg/, (route) => route.abort())
  await openPage(page, '/services/terrassement')
  await page.getByRole('link', { name: 'Voir le chantier en vidéo' }).click()
  const dialog = page.getByRole('dialog', { name: 'Visionneuse', exact: true })
  const placeholder = dialog.getByRole('group', { name: /^Contenu bloqué/ })
  await expect(placeholder).toBeVisible()
  await expect(placeholder).toContainText('Destinataires : YouTube (Google), Vimeo, Wistia.')
  await expect(dialog.locator('iframe')).toHaveCount(0)
  expect(requests).toEqual([])
  await placeholder.getByRole('button', { name: 'Accepter et afficher' }).click()
  await expect(dialog.locator('iframe')).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\//)
  await expect.poll(() => requests.some((url) => url.startsWith('https://www.youtube-nocookie.com/'))).toBe(true)
})

test('on a 320 px phone, the placeholder in the lightbox holds all its words and buttons', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 })
  await openPage(page, '/services/terrassement')
  // On so narrow a screen the banner covers the page: answered « Tout refuser », videos stay blocked.
  await banner(page).getByRole('button', { name: 'Tout refuser' }).click()
  await page.getByRole('link', { name: 'Voir le chantier en vidéo' }).click()
  const placeholder = page.getByRole('dialog', { name: 'Visionneuse', exact: true }).getByRole('group', { name: /^Contenu bloqué/ })
  await expect(placeholder).toBeVisible()
  const box = (await placeholder.boundingBox())!
  for (const part of [placeholder.getByText('Vidéo', { exact: true }), placeholder.getByRole('button', { name: 'Accepter et afficher' }), placeholder.getByRole('link', { name: 'Gérer mes choix' })]) {
    const inner = (await part.boundingBox())!
    expect(inner.y, 'le haut reste dans la boîte').toBeGreaterThanOrEqual(box.y)
    expect(inner.y + inner.height, 'le bas reste dans la boîte').toBeLessThanOrEqual(box.y + box.height)
  }
})

test('a video shows its placeholder, says who receives the data, and plays once accepted', async ({ page, context, baseURL }) => {
  const requests = thirdParty(page, baseURL!)
  // Nothing reaches the video host from the test machine: a request is recorded, then refused.
  await page.route(/youtube|vimeo|ytimg/, (route) => route.abort())
  await openPage(page, '/realisations')
  await page.getByRole('link', { name: 'Vidéo : viabilisation d’un lotissement à Chécy' }).click()
  const dialog = page.getByRole('dialog', { name: 'Vidéo : viabilisation d’un lotissement à Chécy' })
  const placeholder = dialog.getByRole('group', { name: 'Contenu bloqué : Vidéo : viabilisation d’un lotissement à Chécy' })
  await expect(placeholder).toBeVisible()
  await expect(placeholder).toContainText('Destinataires : YouTube (Google), Vimeo, Wistia.')
  await expect(placeholder.getByRole('link', { name: 'Gérer mes choix' })).toHaveAttribute('href', '/gestion-des-cookies')
  await expect(dialog.locator('iframe')).toHaveCount(0)
  expect(requests).toEqual([])

  await placeholder.getByRole('button', { name: 'Accepter et afficher' }).click()
  const player = dialog.locator('iframe')
  await expect(player).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\/Q3mTz8LpV2c/)
  await expectFrameFocused(player)
  await expect.poll(() => requests.some((url) => url.startsWith('https://www.youtube-nocookie.com/'))).toBe(true)
  // Only the videos: the other purposes stay unanswered-as-refused, and the banner has done its work.
  expect(granted(await answer(context))).toBe('videos')
  // Closed by its button: with the focus in the player's frame, Escape belongs to the frame.
  await dialog.getByRole('button', { name: 'Fermer' }).click()
  await expect(dialog).toBeHidden()
  await expect(banner(page)).toHaveCount(0)

  // The next video plays at once.
  await page.getByRole('link', { name: 'Vidéo : démolition d’un atelier à Fleury-les-Aubrais' }).click()
  await expect(page.getByRole('dialog', { name: 'Vidéo : démolition d’un atelier à Fleury-les-Aubrais' }).locator('iframe')).toHaveAttribute('src', /player\.vimeo\.com/)
})

test('the footer’s « Gestion des cookies » leads to a page where the choices are reviewed and changed', async ({ page, context }) => {
  await openPage(page, '/contact')
  await banner(page).getByRole('button', { name: 'Tout accepter' }).click()
  await page.getByRole('contentinfo').getByRole('link', { name: 'Gestion des cookies' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Gestion des cookies' })).toBeVisible()
  await expect(page.getByText(/^Vos choix actuels datent du /)).toBeVisible()
  const videos = page.getByRole('checkbox', { name: 'Vidéos' })
  await expect(videos).toBeChecked()
  await videos.uncheck()
  await page.getByRole('button', { name: 'Enregistrer mes choix' }).click()
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Vos choix sont enregistrés.')
  expect(granted(await answer(context))).toBe('maps+captcha+effects')
  await expect(page.getByRole('checkbox', { name: 'Vidéos' })).not.toBeChecked()
  await page.getByRole('button', { name: 'Tout refuser' }).click()
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Vos choix sont enregistrés.')
  expect(granted(await answer(context))).toBe('-')
  await expectNoAxeViolations(page)
})

test('the page of choices works without JavaScript @desktop', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL })
  await context.clearCookies()
  try {
    const page = await context.newPage()
    await page.goto('/gestion-des-cookies')
    await expect(page.getByText('Vous n’avez pas encore fait de choix : rien n’est chargé depuis un autre site.')).toBeVisible()
    await page.getByRole('checkbox', { name: 'Cartes' }).check()
    await page.getByRole('button', { name: 'Enregistrer mes choix' }).click()
    await expect(page).toHaveURL(/\/gestion-des-cookies\?enregistre=1$/)
    await expect(page.getByRole('main').getByRole('status')).toHaveText('Vos choix sont enregistrés.')
    expect(granted(await answer(context))).toBe('maps')
    await expect(page.getByRole('checkbox', { name: 'Cartes' })).toBeChecked()
  } finally {
    await context.close()
  }
})

test('the keyboard alone answers: the banner comes first, « Personnaliser » opens and saves', async ({ page, context }) => {
  await openPage(page, '/')
  await expect(banner(page)).toBeVisible()
  await page.keyboard.press('Tab')
  await expect(banner(page).getByRole('button', { name: 'Tout accepter' })).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(banner(page).getByRole('button', { name: 'Tout refuser' })).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(banner(page).getByRole('button', { name: 'Personnaliser' })).toBeFocused()
  await page.keyboard.press('Enter')
  const dialog = customise(page)
  await expect(dialog).toBeVisible()
  // Focus starts on « Fermer »; the boxes come before it.
  await expect(dialog.getByRole('button', { name: 'Fermer' })).toBeFocused()
  await page.keyboard.press('Shift+Tab')
  await expect(dialog.getByRole('button', { name: 'Enregistrer mes choix' })).toBeFocused()
  await page.keyboard.press('Shift+Tab')
  const effects = dialog.getByRole('checkbox', { name: 'Effets visuels externes' })
  await expect(effects).toBeFocused()
  await page.keyboard.press('Space')
  await expect(effects).toBeChecked()
  // Escape closes « Personnaliser » without answering: the banner is still there.
  await page.keyboard.press('Escape')
  await expect(dialog).toHaveCount(0)
  await expect(banner(page)).toBeVisible()
  await expect(banner(page).getByRole('button', { name: 'Personnaliser' })).toBeFocused()
  expect(await answer(context)).toBeNull()

  await page.keyboard.press('Enter')
  await expect(customise(page)).toBeVisible()
  await page.keyboard.press('Shift+Tab')
  await page.keyboard.press('Shift+Tab')
  await expect(customise(page).getByRole('checkbox', { name: 'Effets visuels externes' })).toBeFocused()
  await page.keyboard.press('Space')
  await page.keyboard.press('Tab')
  await expect(customise(page).getByRole('button', { name: 'Enregistrer mes choix' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(banner(page)).toHaveCount(0)
  expect(granted(await answer(context))).toBe('effects')
  // Focus is not lost with the banner: it goes to the page's content.
  await expect(page.locator('#contenu')).toBeFocused()
})

test('axe finds nothing with the banner open, nor with « Personnaliser » open', async ({ page }) => {
  await openPage(page, '/')
  await expect(banner(page)).toBeVisible()
  await expectNoAxeViolations(page)
  await banner(page).getByRole('button', { name: 'Personnaliser' }).click()
  await expect(customise(page)).toBeVisible()
  await animationsDone(customise(page))
  await expectNoAxeViolations(page)
})
