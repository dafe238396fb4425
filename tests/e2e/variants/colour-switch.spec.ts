/**
 * docs/product.md, Shell "Header and colour states" with `forceReload` (tests/e2e/variants/site-settings.ts):
 * each click on the colour switch stores the choice, then reloads the page, which comes back in
 * the chosen palette.
 */
import type { Page } from '@playwright/test'

import { expect, test } from '../fixtures'

const COOKIE = 'vitrine-colour-switched'

/** Marks the current document: the mark disappears when the page is loaded again. */
const markDocument = (page: Page) =>
  page.evaluate(() => ((window as Window & { avantRechargement?: boolean }).avantRechargement = true))
const isSameDocument = (page: Page) =>
  page.evaluate(() => (window as Window & { avantRechargement?: boolean }).avantRechargement === true)

test('avec rechargement forcé, chaque clic recharge la page dans l’autre palette', async ({ page, header }) => {
  await page.goto('/services/terrassement')
  const html = page.locator('html')
  // The variant's default mode is `light`: default palette, whatever the system prefers.
  await expect(html).toHaveAttribute('data-palette', 'default')
  await expect(header.colourSwitch).toHaveAttribute('aria-pressed', 'false')

  await markDocument(page)
  await Promise.all([page.waitForEvent('load'), header.colourSwitch.click()])
  expect(await isSameDocument(page), 'la page a été rechargée').toBe(false)
  await expect(html).toHaveAttribute('data-palette', 'switched')
  await expect(html).toHaveClass(/\bdark\b/)
  await expect(header.colourSwitch).toHaveAttribute('aria-pressed', 'true')
  await expect(page).toHaveURL(/\/services\/terrassement$/)
  expect((await page.context().cookies()).find((c) => c.name === COOKIE)?.value).toBe('true')

  await markDocument(page)
  await Promise.all([page.waitForEvent('load'), header.colourSwitch.click()])
  expect(await isSameDocument(page)).toBe(false)
  await expect(html).toHaveAttribute('data-palette', 'default')
  await expect(header.colourSwitch).toHaveAttribute('aria-pressed', 'false')
  expect((await page.context().cookies()).find((c) => c.name === COOKIE)?.value).toBe('false')
})
