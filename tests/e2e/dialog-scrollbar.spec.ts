/**
 * The dialog layer holds the page's scroll without moving it (src/features/ui/dialog/controller.ts):
 * the scrollbar that goes away gives its width back to the page as padding. Playwright hides
 * scrollbars in headless Chromium; this file shows them, so they take their room as on a desktop.
 * @desktop: a phone's scrollbars overlay the page and take no room.
 */
import { CHROMIUM_FLAGS, findChromium } from '../../scripts/chromium.mjs'
import { behavioursReady, expect, test } from './fixtures'

test.use({ launchOptions: { executablePath: findChromium() ?? undefined, args: CHROMIUM_FLAGS, ignoreDefaultArgs: ['--hide-scrollbars'] } })

test('la page ne bouge pas quand la visionneuse retient son défilement @desktop', async ({ page, lightbox }) => {
  await page.goto('/')
  await behavioursReady(page)
  const gap = await page.evaluate(() => window.innerWidth - document.documentElement.clientWidth)
  expect(gap, 'largeur de la barre de défilement').toBeGreaterThan(0)
  const width = () => page.locator('main').evaluate((main) => main.getBoundingClientRect().width)
  const before = await width()

  await page.getByRole('region', { name: 'Chantiers récents' }).getByRole('link').first().click()
  await expect(lightbox.dialog).toBeVisible()
  await expect(page.locator('html')).toHaveCSS('overflow', 'hidden')
  expect(await width()).toBe(before)

  await page.keyboard.press('Escape')
  await expect(lightbox.dialog).toBeHidden()
  await expect(page.locator('html')).not.toHaveCSS('overflow', 'hidden')
  expect(await width()).toBe(before)
})
