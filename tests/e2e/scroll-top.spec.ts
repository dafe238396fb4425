/**
 * docs/product.md, Shell, first reading (the seed's `simple` variant): the button appears once the page is
 * scrolled beyond 100 px and brings the page back to the top.
 */
import { behavioursReady, expect, test } from './fixtures'

/** docs/product.md, Shell "Scroll-to-top threshold", `simple` variant. */
const THRESHOLD_PX = 100

test('« Retour en haut de page » apparaît après 100 px et remonte en haut', async ({ page }) => {
  await page.goto('/services/terrassement')
  await behavioursReady(page)
  const button = page.getByRole('button', { name: 'Retour en haut de page' })
  await expect(button).toBeHidden()

  // At the threshold itself it stays hidden: it appears only beyond it.
  await page.evaluate((y) => window.scrollTo({ top: y, behavior: 'instant' }), THRESHOLD_PX)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(THRESHOLD_PX)
  await expect(button).toBeHidden()

  await page.evaluate((y) => window.scrollTo({ top: y, behavior: 'instant' }), THRESHOLD_PX + 50)
  await expect(button).toBeVisible()
  await expect(button).toBeInViewport()

  await page.mouse.wheel(0, 1200)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000)
  await button.click()
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  await expect(button).toBeHidden()
  // Focus does not stay on the vanished button: it goes back to the start of the page.
  await expect(page.getByRole('link', { name: 'Aller au contenu' })).toBeFocused()
})
