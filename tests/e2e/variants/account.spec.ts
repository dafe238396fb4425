/**
 * docs/product.md, Accounts and back office with `accountTrigger: 'hover'` (tests/e2e/variants/site-settings.ts): on desktop the
 * account menu is a dropdown that opens when the pointer rests on the account button and closes
 * once it has left (after the 400 ms of docs/product.md, Accounts and back office "dropdown hide").
 */
import { ADMIN, expect, signIn, test } from '../fixtures'

test('le menu du compte s’ouvre au survol et se referme quand la souris s’en va', async ({ page, header }) => {
  await signIn(page)
  await page.goto('/services/vrd')
  const button = header.accountButton(ADMIN.name)
  const menu = header.accountMenu(ADMIN.name)
  await expect(button).toBeVisible()
  await expect(menu).toBeHidden()

  await button.hover()
  await expect(menu).toBeVisible()
  await expect(button).toHaveAttribute('aria-expanded', 'true')
  // The pointer can travel from the button into the menu and use it.
  const admin = menu.getByRole('link', { name: 'Administration' })
  await admin.hover()
  await expect(admin).toHaveAttribute('href', '/admin')
  await expect(menu).toBeVisible()

  await page.getByRole('heading', { level: 1 }).hover()
  await expect(menu).toBeHidden()
  await expect(button).toHaveAttribute('aria-expanded', 'false')

  // A click while hovering keeps it open rather than toggling it shut.
  await button.click()
  await expect(menu).toBeVisible()
})
