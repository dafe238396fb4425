/**
 * The page's content column is the width the site's own rule gives it at every window width
 * (.container: min(100% − 2.5rem, 72rem), centred): no stray rule from a library caps it
 * (docs/decisions/026).
 */
import { expect, test } from './fixtures'

const REM = 16

for (const width of [700, 1100, 1440]) {
  test(`à ${width} px, la colonne de contenu de l’accueil fait la largeur prévue`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 })
    await page.goto('/')
    const column = page.locator('main .container:not(.narrow)').first()
    await expect(column).toBeVisible()
    const box = (await column.boundingBox())!
    const want = Math.min(width - 2.5 * REM, 72 * REM)
    expect(Math.round(box.width)).toBe(want)
    expect(Math.round(box.x)).toBe(Math.round((width - want) / 2))
  })
}
