
import { collectScripts, expect, formLive, test } from './fixtures'
import { quoteForm as quote } from './quote'

/**
 * On the quote request (/devis): the French calendar of the date field (docs/product.md, Forms), fetched only
 * when a visitor opens it, and the logic on a page's Next button (docs/product.md, Forms), in the browser and on
 * the server without JavaScript.
 */

test.describe('the French date picker', () => {
  test('opens on today with Monday first, moves with the keyboard, fills jj/mm/aaaa and gives focus back', async ({ page }) => {
    const scripts = collectScripts(page)
    // Monday 14 September 2026, 10 h in Paris.
    await page.clock.install({ time: new Date('2026-09-14T08:00:00Z') })
    await page.goto('/devis')
    await formLive(quote(page))
    await quote(page).getByRole('combobox', { name: 'Délai souhaité' }).selectOption({ label: 'À une date précise' })
    const input = quote(page).getByRole('textbox', { name: 'Date de début souhaitée' })
    const open = quote(page).getByRole('button', { name: 'Choisir une date' })
    await expect(open).toBeVisible()
    // The calendar's code is not part of the page until a visitor asks for it.
    await page.waitForLoadState('networkidle')
    expect((await scripts()).some((s) => s.body.includes('datepicker-grid'))).toBe(false)

    await open.click()
    const dialog = page.getByRole('dialog', { name: 'Choisir une date' })
    await expect(dialog).toBeVisible()
    await expect.poll(async () => (await scripts()).some((s) => s.body.includes('datepicker-grid'))).toBe(true)
    await expect(dialog.getByText('septembre 2026')).toBeVisible()
    const headers = dialog.getByRole('columnheader')
    await expect(headers).toHaveText(['lun.', 'mar.', 'mer.', 'jeu.', 'ven.', 'sam.', 'dim.'])
    await expect(headers.first()).toHaveAttribute('abbr', 'lundi')
    const today = dialog.getByRole('button', { name: 'lundi 14 septembre 2026' })
    await expect(today).toBeFocused()
    await expect(today).toHaveAttribute('aria-current', 'date')

    await page.keyboard.press('ArrowRight')
    await page.keyboard.press('ArrowDown')
    await expect(dialog.getByRole('button', { name: 'mardi 22 septembre 2026' })).toBeFocused()
    await page.keyboard.press('PageDown')
    await expect(dialog.getByText('octobre 2026')).toBeVisible()
    await page.keyboard.press('End')
    await expect(dialog.getByRole('button', { name: 'dimanche 25 octobre 2026' })).toBeFocused()
    await page.keyboard.press('Home')
    await page.keyboard.press('Enter')
    await expect(dialog).toBeHidden()
    await expect(input).toHaveValue('19/10/2026')
    await expect(open).toBeFocused()

    // Escape closes without changing the date, and gives focus back too.
    await open.click()
    await expect(dialog.getByRole('button', { name: 'lundi 19 octobre 2026' })).toBeFocused()
    await page.keyboard.press('ArrowLeft')
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(input).toHaveValue('19/10/2026')
    await expect(open).toBeFocused()
  })

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })

    test('the date is typed as jj/mm/aaaa, without the calendar button', async ({ page }) => {
      await page.goto('/devis')
      const form = quote(page)
      await form.getByRole('radio', { name: 'Terrassement' }).check()
      await form.getByRole('textbox', { name: 'Surface concernée (m²)' }).fill('1 200')
      await form.getByRole('combobox', { name: 'Délai souhaité' }).selectOption({ label: 'À une date précise' })
      await form.getByRole('button', { name: 'Continuer vers le chantier' }).click()
      // The server shows the date field these answers call for: a plain input, no calendar button.
      await expect(page).toHaveURL(/\/formulaires\/saisie\//)
      const again = quote(page)
      const date = again.getByRole('textbox', { name: 'Date de début souhaitée' })
      await expect(date).toHaveAttribute('placeholder', 'jj/mm/aaaa')
      await expect(again.getByRole('button', { name: 'Choisir une date' })).toHaveCount(0)
      await date.fill('19/10/2026')
      await again.getByRole('button', { name: 'Continuer vers le chantier' }).click()
      await expect(
        quote(page).getByRole('list', { name: 'Progression du formulaire' }).locator('[aria-current="step"]'),
      ).toHaveText('Le chantier')
    })
  })
})

test.describe('logic on the Next button of a page', () => {
  test('hides « Continuer » for a job over 5 ha and explains why; shows it again for a smaller one', async ({ page }) => {
    await page.goto('/devis')
    await formLive(quote(page))
    const next = quote(page).getByRole('button', { name: 'Continuer vers le chantier' })
    const surface = quote(page).getByRole('textbox', { name: 'Surface concernée (m²)' })
    const notice = quote(page).getByRole('heading', { name: 'Un grand chantier ? Appelons-nous' })
    await expect(next).toBeVisible()
    await expect(notice).toBeHidden()
    await surface.fill('60 000')
    await surface.blur()
    await expect(next).toBeHidden()
    await expect(notice).toBeVisible()
    await expect(quote(page).getByText('Au-delà de 5 hectares, nous préparons le devis avec vous au téléphone')).toBeVisible()
    await surface.fill('1 200')
    await surface.blur()
    await expect(next).toBeVisible()
    await expect(notice).toBeHidden()
  })

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })

    test('the server refuses to leave the page whose Next is hidden by the answers, in French', async ({ page }) => {
      await page.goto('/devis')
      const form = quote(page)
      await form.getByRole('radio', { name: 'Terrassement' }).check()
      await form.getByRole('textbox', { name: 'Surface concernée (m²)' }).fill('60 000')
      await form.getByRole('combobox', { name: 'Délai souhaité' }).selectOption({ label: 'Dans le mois' })
      // Without the script the button is still there: the server decides.
      await form.getByRole('button', { name: 'Continuer vers le chantier' }).click()
      await expect(page).toHaveURL(/\/formulaires\/saisie\//)
      const again = quote(page)
      await expect(
        again.getByRole('heading', { name: 'Vous ne pouvez pas passer à l’étape suivante avec ces réponses.' }),
      ).toBeVisible()
      await expect(again.getByRole('list', { name: 'Progression du formulaire' }).locator('[aria-current="step"]')).toHaveText(
        'Vos travaux',
      )
      await expect(again.getByRole('button', { name: 'Continuer vers le chantier' })).toBeHidden()
      await expect(again.getByRole('heading', { name: 'Un grand chantier ? Appelons-nous' })).toBeVisible()
    })
  })
})
