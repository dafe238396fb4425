/**
 * docs/product.md, Shell "Colour switcher", §4: each click toggles the palette (`data-palette` on <html>,
 * `aria-pressed` on the button), the choice is kept 90 days in a cookie, and with the seed's
 * default mode `system` a visitor whose system prefers dark gets the switched (dark) palette from
 * the first paint when no cookie exists. A malformed cookie is ignored.
 */
import type { BrowserContext, Page } from '@playwright/test'

import { expect, test } from './fixtures'

const COOKIE = 'vitrine-colour-switched'
const DAYS = 90

const html = (page: Page) => page.locator('html')
/**
 * The switch's cookie once the browser's store holds `value`: a cookie the page writes reaches the
 * store the context reads a moment after the page itself sees it.
 */
async function storedCookie(context: BrowserContext, value: string, about = '') {
  const find = async () => (await context.cookies()).find((c) => c.name === COOKIE)
  await expect.poll(async () => (await find())?.value, { message: `cookie « ${value} » ${about}` }).toBe(value)
  return (await find())!
}
/** The palette's background colour as the page resolves it now. */
const backgroundColour = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--color-background').trim())

/**
 * Records the palette attribute when <body> is first parsed (the theme script in <head> has run,
 * nothing is painted yet and React has not hydrated) and at DOMContentLoaded.
 */
async function recordEarlyPalette(page: Page) {
  await page.addInitScript(() => {
    const w = window as Window & { paletteAtBody?: string | null; paletteAtDomReady?: string | null }
    const observer = new MutationObserver(() => {
      if (!document.body) return
      w.paletteAtBody = document.documentElement.getAttribute('data-palette')
      observer.disconnect()
    })
    observer.observe(document, { childList: true, subtree: true })
    document.addEventListener('DOMContentLoaded', () => {
      w.paletteAtDomReady = document.documentElement.getAttribute('data-palette')
    })
  })
  return () =>
    page.evaluate(() => {
      const w = window as Window & { paletteAtBody?: string | null; paletteAtDomReady?: string | null }
      return { body: w.paletteAtBody, domReady: w.paletteAtDomReady }
    })
}

test.describe('système en mode clair', () => {
  test.use({ colorScheme: 'light' })

  test('chaque clic bascule la palette et l’état du bouton', async ({ page, header }) => {
    await page.goto('/')
    await expect(html(page)).toHaveAttribute('data-palette', 'default')
    await expect(header.colourSwitch).toHaveAttribute('aria-pressed', 'false')
    const lightBackground = await backgroundColour(page)

    await header.colourSwitch.click()
    await expect(html(page)).toHaveAttribute('data-palette', 'switched')
    await expect(html(page)).toHaveClass(/\bdark\b/)
    await expect(header.colourSwitch).toHaveAttribute('aria-pressed', 'true')
    await expect.poll(() => backgroundColour(page)).not.toBe(lightBackground)

    await header.colourSwitch.click()
    await expect(html(page)).toHaveAttribute('data-palette', 'default')
    await expect(html(page)).not.toHaveClass(/\bdark\b/)
    await expect(header.colourSwitch).toHaveAttribute('aria-pressed', 'false')
    await expect.poll(() => backgroundColour(page)).toBe(lightBackground)
  })

  test('le choix est gardé 90 jours et survit au rechargement', async ({ page, header, context }) => {
    await page.goto('/')
    await header.colourSwitch.click()
    await expect(header.colourSwitch).toHaveAttribute('aria-pressed', 'true')

    const cookie = await storedCookie(context, 'true')
    const daysLeft = ((cookie?.expires ?? 0) - Date.now() / 1000) / 86_400
    expect(daysLeft).toBeGreaterThan(DAYS - 1)
    expect(daysLeft).toBeLessThan(DAYS + 1)
    expect(cookie?.path).toBe('/')
    expect(cookie?.sameSite).toBe('Lax')

    const early = await recordEarlyPalette(page)
    await page.reload()
    await expect(html(page)).toHaveAttribute('data-palette', 'switched')
    await expect(header.colourSwitch).toHaveAttribute('aria-pressed', 'true')
    expect(await early()).toEqual({ body: 'switched', domReady: 'switched' })

    // Another page of the site gets it too.
    await page.goto('/contact')
    await expect(html(page)).toHaveAttribute('data-palette', 'switched')

    await header.colourSwitch.click()
    await expect(header.colourSwitch).toHaveAttribute('aria-pressed', 'false')
    await storedCookie(context, 'false')
    await page.reload()
    await expect(html(page)).toHaveAttribute('data-palette', 'default')
  })

  test('un cookie malformé est ignoré', async ({ page, header, context, baseURL }) => {
    for (const value of ['peut-etre', '%E0%A4%A', 'TRUE', '"true"x']) {
      await context.clearCookies()
      await context.addCookies([{ name: COOKIE, value, url: baseURL }])
      await page.goto('/')
      await expect(html(page), value).toHaveAttribute('data-palette', 'default')
      await expect(header.colourSwitch, value).toHaveAttribute('aria-pressed', 'false')
      // And the switch still works, replacing the bad value.
      await header.colourSwitch.click()
      await expect(html(page), value).toHaveAttribute('data-palette', 'switched')
      await storedCookie(context, 'true', `après « ${value} »`)
    }
  })
})

test.describe('système en mode sombre', () => {
  test.use({ colorScheme: 'dark' })

  test('sans cookie, la palette sombre est appliquée dès le premier affichage', async ({ page, header, context }) => {
    const early = await recordEarlyPalette(page)
    await page.goto('/', { waitUntil: 'domcontentloaded' })
    expect(await early()).toEqual({ body: 'switched', domReady: 'switched' })
    await expect(html(page)).toHaveClass(/\bdark\b/)
    await expect(header.colourSwitch).toHaveAttribute('aria-pressed', 'true')
    expect((await context.cookies()).some((c) => c.name === COOKIE)).toBe(false)

    // A stored choice wins over the system preference.
    await header.colourSwitch.click()
    await expect(html(page)).toHaveAttribute('data-palette', 'default')
    await page.reload()
    await expect(html(page)).toHaveAttribute('data-palette', 'default')
    await expect(header.colourSwitch).toHaveAttribute('aria-pressed', 'false')
  })

  test('un cookie malformé laisse la préférence du système décider', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: COOKIE, value: 'n%27importe-quoi', url: baseURL }])
    const early = await recordEarlyPalette(page)
    await page.goto('/')
    expect(await early()).toEqual({ body: 'switched', domReady: 'switched' })
  })
})
