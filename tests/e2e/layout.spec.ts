/**
 * The page's content column is the width the site's own rule gives it at every window width
 * (.container: min(100% − 2.5rem, 72rem), centred): no stray rule from a library caps it
 * (docs/decisions/026). On a phone, a form's checkboxes and radio buttons keep their labels beside
 * them, however long.
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

test('sur un téléphone, chaque case et bouton radio des formulaires a son libellé à côté de lui, même long', { tag: '@mobile' }, async ({ page }) => {
  for (const path of ['/estimation', '/contact']) {
    await page.goto(path)
    for (const width of [412, 320]) {
      await page.setViewportSize({ width, height: 800 })
      // Each box with its label (image choices aside: their picture card is the label, drawn over the box).
      const misplaced = await page.locator('main form').first().evaluate((form) =>
        [...form.querySelectorAll<HTMLInputElement>('input[type=checkbox], input[type=radio]')]
          .filter((input) => input.getClientRects().length > 0 && !input.closest('.image-choices li:not(.field-other)'))
          .flatMap((input) => {
            const label = input.labels?.[0]
            if (!label) return [`${input.name} : sans libellé`]
            const box = input.getBoundingClientRect()
            const text = label.getBoundingClientRect()
            return text.left >= box.right && text.top < box.bottom ? [] : [`« ${label.textContent} » : sous sa case`]
          }),
      )
      expect(misplaced, `${path} à ${width} px`).toEqual([])
    }
  }
  // A priced option wrapped on a phone keeps its sign with its amount.
  await page.goto('/estimation')
  await expect(page.getByRole('checkbox', { name: 'Protection des abords et des clôtures (+ 120,00 €)' })).toBeVisible()
  expect(await page.getByText('Protection des abords et des clôtures', { exact: false }).textContent()).toContain('(+\u00A0120,00')
})
