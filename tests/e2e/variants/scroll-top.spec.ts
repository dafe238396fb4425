/**
 * docs/product.md, Shell, second reading (tests/e2e/variants/site-settings.ts: `header-offset`, device
 * `desktop`): the button appears only past the header's height + 100 px, and only in the desktop
 * header mode.
 */
import type { Page } from '@playwright/test'

import { behavioursReady, expect, test } from '../fixtures'

/** docs/product.md, Shell "Scroll-to-top threshold": header height + 100 px. */
const HEADER_EXTRA_PX = 100

const scrollToY = async (page: Page, y: number) => {
  await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y)
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(y)
}

test('« Retour en haut de page » attend la hauteur de l’en-tête + 100 px', async ({ page }) => {
  await page.goto('/services/terrassement')
  await behavioursReady(page)
  const button = page.getByRole('button', { name: 'Retour en haut de page' })
  const headerHeight = Math.round(await page.getByRole('banner').evaluate((el) => el.getBoundingClientRect().height))
  const threshold = headerHeight + HEADER_EXTRA_PX

  // Past the first reading's 100 px but short of this one's threshold: still hidden.
  await scrollToY(page, threshold - 20)
  await expect(button).toBeHidden()
  await scrollToY(page, threshold)
  await expect(button).toBeHidden()

  await scrollToY(page, threshold + 20)
  await expect(button).toBeVisible()
  await button.click()
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  await expect(button).toBeHidden()
})

test('réglé pour les ordinateurs, le bouton n’apparaît pas en mode mobile', async ({ page, header }) => {
  // Below the header breakpoint of the demo settings (1024 px): the header is in mobile mode.
  await page.setViewportSize({ width: 800, height: 800 })
  await page.goto('/services/terrassement')
  await behavioursReady(page)
  await expect(header.menuToggle).toBeVisible()
  const button = page.getByRole('button', { name: 'Retour en haut de page' })

  await scrollToY(page, 1200)
  await expect(button).toBeHidden()

  // Back in desktop mode, further down than the threshold: it shows.
  await page.setViewportSize({ width: 1280, height: 800 })
  await expect(header.menuToggle).toBeHidden()
  await expect(button).toBeVisible()
})
