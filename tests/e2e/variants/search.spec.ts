/**
 * docs/product.md, Shell, the search variants the demo settings do not use: `header-cover`
 * (tests/e2e/variants/site-settings.ts), whose box lies over the whole header and keeps its
 * height when a resize changes the header's, and `full-screen`, which staff choose in the back
 * office for the length of one test.
 */
import type { APIRequestContext, Locator, Page } from '@playwright/test'

import { ADMIN, expect, test } from '../fixtures'
import variant from './site-settings'

type Box = { x: number; y: number; width: number; height: number }

const box = (locator: Locator): Promise<Box> =>
  locator.evaluate((el) => {
    const r = el.getBoundingClientRect()
    return { x: Math.round(r.x), y: Math.round(r.y), width: Math.round(r.width), height: Math.round(r.height) }
  })

/**
 * '' when the first box lies over the whole second one (give or take a pixel of rounding or
 * border), else both boxes, so a failure says what was on screen.
 */
const coverage = (over: Box, under: Box) =>
  over.x <= under.x + 1 &&
  over.y <= under.y + 1 &&
  over.x + over.width >= under.x + under.width - 1 &&
  over.y + over.height >= under.y + under.height - 1
    ? ''
    : `${JSON.stringify(over)} ne couvre pas ${JSON.stringify(under)}`

/** '' when both boxes have the same height (within a pixel), else both boxes. */
const sameHeight = (a: Box, b: Box) => (Math.abs(a.height - b.height) <= 1 ? '' : `${JSON.stringify(a)} ≠ ${JSON.stringify(b)}`)

/** The box that appears around the search form. */
const searchPanel = (page: Page) => page.getByRole('search', { name: 'Rechercher sur le site' }).locator('..')

test('« recouvre l’en-tête » : le champ couvre tout l’en-tête, même après un redimensionnement', async ({ page, header }) => {
  await page.goto('/services/vrd')
  await header.searchToggle.click()
  await expect(header.searchField).toBeFocused()
  const panel = searchPanel(page)
  await expect.poll(async () => coverage(await box(panel), await box(header.banner))).toBe('')
  // It lies over the site's name: a click there lands in the search box.
  const brand = header.banner.getByRole('link', { name: 'Morel Terrassement – accueil' })
  expect(
    await brand.evaluate((el) => {
      const r = el.getBoundingClientRect()
      return !el.contains(document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2))
    }),
  ).toBe(true)
  await header.searchField.fill('enrochement')

  // Into mobile mode the header gets lower; the box follows once the resizing settles.
  await page.setViewportSize({ width: 800, height: 800 })
  await expect(header.menuToggle).toBeVisible()
  const mobileHeader = await box(header.banner)
  await expect.poll(async () => sameHeight(await box(panel), mobileHeader)).toBe('')
  await page.setViewportSize({ width: 1280, height: 800 })
  await expect(header.menuToggle).toBeHidden()
  await expect.poll(async () => sameHeight(await box(panel), await box(header.banner))).toBe('')
  expect((await box(header.banner)).height).toBeGreaterThan(mobileHeader.height)

  // What was typed survived. The cover lies over the icon too: its own button submits.
  await expect(header.searchField).toHaveValue('enrochement')
  await header.banner.getByRole('button', { name: 'Lancer la recherche' }).click()
  await expect(page).toHaveURL((url) => url.pathname === '/recherche' && url.searchParams.get('s') === 'enrochement')
})

/** The administrator's REST session on this server (as the back office uses it: same origin). */
async function staffApi(request: APIRequestContext, baseURL: string) {
  const headers = { Origin: new URL(baseURL).origin }
  const login = await request.post('/api/users/login', { headers, data: { email: ADMIN.email, password: ADMIN.password } })
  expect(login.ok(), await login.text()).toBe(true)
  return {
    setSearchVariant: async (searchVariant: string) => {
      const response = await request.post('/api/globals/site-settings', { headers, data: { searchVariant } })
      expect(response.ok(), await response.text()).toBe(true)
    },
  }
}

test('« plein écran » : le champ couvre toute la fenêtre et se ferme par Échap', async ({ page, header, request, baseURL }) => {
  const staff = await staffApi(request, baseURL ?? '')
  await staff.setSearchVariant('fullscreen')
  try {
    await page.goto('/services/vrd')
    await header.searchToggle.click()
    await expect(header.searchField).toBeFocused()
    // The whole window, scroll bar aside.
    const viewport = await page.evaluate(() => ({
      x: 0,
      y: 0,
      width: document.documentElement.clientWidth,
      height: document.documentElement.clientHeight,
    }))
    await expect.poll(async () => coverage(await box(searchPanel(page)), viewport)).toBe('')
    // The close control stays within reach, over the page.
    await expect(header.closeSearch).toBeInViewport()

    await page.keyboard.press('Escape')
    await expect(header.searchField).toBeHidden()
    await expect(header.searchToggle).toBeFocused()

    await header.searchToggle.click()
    await header.searchField.fill('curage')
    await header.searchField.press('Enter')
    await expect(page).toHaveURL((url) => url.pathname === '/recherche' && url.searchParams.get('s') === 'curage')
  } finally {
    await staff.setSearchVariant(variant.searchVariant)
  }
})
