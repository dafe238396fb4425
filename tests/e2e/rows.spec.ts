import { expect, test, type Page } from '@playwright/test'

import { collectScripts, entriesWith, failChunk, formLive } from './fixtures'
import { sendWithoutScript } from './noscript'

/**
 * Repeatable rows (the Candidature form's past jobs on /recrutement), image choices (the quote
 * request's type of works), and the forms' feature code loaded only where it is used, with a
 * retry when a chunk cannot be loaded (docs/product.md, Forms).
 */

const token = (label: string) => `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`

/** Strings found only in one feature's chunk (its selectors survive minification). */
const PAGINATION_MARKER = '[data-progress-text]'
const ROWS_MARKER = '[data-rows-status]'

class ApplicationForm {
  constructor(readonly page: Page) {}
  form = () => this.page.getByRole('form', { name: 'Candidature' })
  jobs = () => this.form().getByRole('group', { name: 'Expériences passées' })
  row = (n: number) => this.jobs().getByRole('group', { name: `Ligne ${n}`, exact: true })
  rows = () => this.jobs().getByRole('group', { name: /^Ligne \d+$/ })
  add = () => this.jobs().getByRole('button', { name: 'Ajouter une expérience' })
  remove = (n: number) => this.jobs().getByRole('button', { name: `Supprimer la ligne ${n}` })
  status = () => this.jobs().locator('[data-rows-status]')
  async open() {
    await this.page.clock.install()
    await this.page.goto('/recrutement')
    await formLive(this.form())
    await expect(this.add()).toBeVisible()
  }
  async fillJob(n: number, entreprise: string, poste: string, annees: string) {
    await this.row(n).getByRole('textbox', { name: 'Entreprise' }).fill(entreprise)
    await this.row(n).getByRole('textbox', { name: 'Poste' }).fill(poste)
    await this.row(n).getByRole('textbox', { name: 'Années' }).fill(annees)
  }
}

test.describe('repeatable rows (Candidature)', () => {
  test('adds rows up to the maximum and removes them, announcing each change politely', async ({ page }) => {
    const application = new ApplicationForm(page)
    await application.open()
    await expect(application.rows()).toHaveCount(1)
    // docs/product.md, Forms: no remove button while one row remains.
    await expect(application.remove(1)).toBeHidden()

    await application.add().click()
    await expect(application.rows()).toHaveCount(2)
    await expect(application.status()).toHaveAttribute('aria-live', 'polite')
    await expect(application.status()).toHaveText('Ligne 2 ajoutée.')
    await expect(application.row(2).getByRole('textbox', { name: 'Entreprise' })).toBeFocused()
    await expect(application.remove(1)).toBeVisible()

    for (let n = 3; n <= 5; n++) await application.add().click()
    await expect(application.rows()).toHaveCount(5)
    // docs/product.md, Forms: the add button is disabled at the maximum (5 rows).
    await expect(application.add()).toBeDisabled()

    await application.row(2).getByRole('textbox', { name: 'Entreprise' }).fill('Deuxième')
    await application.row(3).getByRole('textbox', { name: 'Entreprise' }).fill('Troisième')
    await application.remove(2).click()
    await expect(application.status()).toHaveText('Ligne 2 supprimée.')
    await expect(application.rows()).toHaveCount(4)
    await expect(application.add()).toBeEnabled()
    // The rows after it moved up: the old third row is now the second.
    await expect(application.row(2).getByRole('textbox', { name: 'Entreprise' })).toHaveValue('Troisième')

    for (let n = 4; n >= 2; n--) await application.remove(n).click()
    await expect(application.rows()).toHaveCount(1)
    await expect(application.remove(1)).toBeHidden()
  })

  test('a row left half filled is refused, naming its row and column; the entry keeps the rows', async ({ page, playwright, baseURL }) => {
    const application = new ApplicationForm(page)
    await application.open()
    const mark = token('ROWS')
    const form = application.form()
    await form.getByRole('textbox', { name: 'Prénom', exact: true }).fill('Karim')
    await form.getByRole('textbox', { name: 'Nom', exact: true }).fill('Benali')
    await form.getByRole('textbox', { name: 'E-mail', exact: true }).fill('karim.benali@exemple.fr')
    await form.getByRole('textbox', { name: 'Téléphone', exact: true }).fill('06 11 22 33 44')
    await form.getByRole('combobox', { name: 'Poste recherché' }).selectOption({ label: 'Conducteur d’engins' })
    await application.fillJob(1, 'TP Loiret', 'Conducteur de pelle', '2019-2024')
    await application.add().click()
    await application.row(2).getByRole('textbox', { name: 'Entreprise' }).fill('Carrières du Val')
    await form.getByRole('textbox', { name: 'Votre message' }).fill(`Disponible dès le mois prochain. ${mark}`)
    await form.getByRole('checkbox', { name: /J’accepte que Morel Terrassement/ }).check()
    await page.clock.fastForward(5_000)
    await form.getByRole('button', { name: 'Envoyer ma candidature' }).click()

    const summary = page.getByRole('heading', { name: /Votre envoi comporte une erreur/ })
    await expect(summary).toBeVisible()
    await expect(page.getByRole('link', { name: /Ligne 2, « Poste » : Ce champ est obligatoire\./ })).toBeVisible()

    await application.row(2).getByRole('textbox', { name: 'Poste' }).fill('Chauffeur PL')
    await form.getByRole('button', { name: 'Envoyer ma candidature' }).click()
    await expect(page.getByText('Merci Karim Benali ! Votre candidature a bien été envoyée.')).toBeVisible()

    const [entry] = await entriesWith(playwright, baseURL, mark)
    expect(entry.answers.find((a) => a.key === 'experiences')?.text).toBe(
      '1. Entreprise : TP Loiret ; Poste : Conducteur de pelle ; Années : 2019-2024\n2. Entreprise : Carrières du Val ; Poste : Chauffeur PL',
    )
  })
})

test.describe('repeatable rows without JavaScript (postback)', () => {
  test.use({ javaScriptEnabled: false })

  test('empty rows are there to fill in, and the rows filled are sent', async ({ page }) => {
    await page.goto('/recrutement')
    const form = page.getByRole('form', { name: 'Candidature' })
    const jobs = form.getByRole('group', { name: 'Expériences passées' })
    // One row, and two more for visitors who cannot add any; no add button without a script.
    await expect(jobs.getByRole('group', { name: /^Ligne \d+$/ })).toHaveCount(3)
    await expect(jobs.getByRole('button', { name: 'Ajouter une expérience' })).toBeHidden()
    await expect(jobs.getByRole('button', { name: /Supprimer/ })).toHaveCount(0)
    await form.getByRole('textbox', { name: 'Prénom', exact: true }).fill('Lucie')
    await form.getByRole('textbox', { name: 'Nom', exact: true }).fill('Girard')
    await form.getByRole('textbox', { name: 'E-mail', exact: true }).fill('lucie.girard@exemple.fr')
    await form.getByRole('textbox', { name: 'Téléphone', exact: true }).fill('06 22 33 44 55')
    await form.getByRole('combobox', { name: 'Poste recherché' }).selectOption({ label: 'Chauffeur poids lourd' })
    for (const [n, entreprise, poste] of [
      [1, 'Transports Berger', 'Chauffeur SPL'],
      [3, 'Loiret Granulats', 'Chauffeur benne'],
    ] as const) {
      const row = jobs.getByRole('group', { name: `Ligne ${n}`, exact: true })
      await row.getByRole('textbox', { name: 'Entreprise' }).fill(entreprise)
      await row.getByRole('textbox', { name: 'Poste' }).fill(poste)
    }
    await form.getByRole('checkbox', { name: /J’accepte que Morel Terrassement/ }).check()
    await sendWithoutScript(page, () => page.getByRole('form', { name: 'Candidature' }).getByRole('button', { name: 'Envoyer ma candidature' }))
    await expect(page.getByText('Merci Lucie Girard ! Votre candidature a bien été envoyée.')).toBeVisible()
  })
})

test.describe('image choices (quote request)', () => {
  test('are chosen with the keyboard; the chosen picture is marked and announced as checked', async ({ page }) => {
    await page.goto('/devis')
    const form = page.getByRole('form', { name: 'Votre demande de devis' })
    await formLive(form)
    const works = form.getByRole('group', { name: /Type de travaux/ })
    const first = works.getByRole('radio', { name: 'Terrassement' })
    await expect(works.locator('label', { hasText: 'Terrassement' }).locator('img')).toBeVisible()
    await first.focus()
    await page.keyboard.press('Space')
    await expect(first).toBeChecked()
    await page.keyboard.press('ArrowRight')
    const second = works.getByRole('radio', { name: 'Assainissement' })
    await expect(second).toBeChecked()
    await expect(second).toBeFocused()
    await expect(first).not.toBeChecked()
    const border = (name: string) => works.locator('label', { hasText: name }).evaluate((el) => getComputedStyle(el).borderColor)
    expect(await border('Assainissement')).not.toBe(await border('Terrassement'))
    const tick = await works
      .locator('label', { hasText: 'Assainissement' })
      .evaluate((el) => getComputedStyle(el, '::after').content)
    expect(tick).toBe('"✓"')
    // Conditional logic still follows the choice made by keyboard.
    await expect(form.getByRole('combobox', { name: /Filière d’assainissement/ })).toBeVisible()
  })
})

test.describe('feature code loaded only where it is used', () => {
  test('the pagination and rows chunks are not fetched on /contact, each is on the form that uses it', async ({ page }) => {
    const onContact = collectScripts(page)
    await page.goto('/contact')
    const contactForm = page.getByRole('form', { name: 'Nous écrire' })
    await formLive(contactForm)
    // The visitor's first move in a form fetches what reacts to it (the engine, pages, masks…).
    await contactForm.getByRole('textbox', { name: 'Prénom', exact: true }).focus()
    await page.waitForLoadState('networkidle')
    const contact = await onContact()
    expect(contact.some((s) => s.body.includes(PAGINATION_MARKER))).toBe(false)
    expect(contact.some((s) => s.body.includes(ROWS_MARKER))).toBe(false)

    const onQuote = collectScripts(page)
    await page.goto('/devis')
    const quoteForm = page.getByRole('form', { name: 'Votre demande de devis' })
    await formLive(quoteForm)
    await page.waitForLoadState('networkidle')
    // Multi-page code waits for the visitor's first move in the form.
    expect((await onQuote()).some((s) => s.body.includes(PAGINATION_MARKER))).toBe(false)
    await quoteForm.getByRole('radio', { name: 'Terrassement' }).focus()
    await page.waitForLoadState('networkidle')
    await expect.poll(async () => (await onQuote()).some((s) => s.body.includes(PAGINATION_MARKER))).toBe(true)
    const quote = await onQuote()
    expect(quote.some((s) => s.body.includes(PAGINATION_MARKER))).toBe(true)
    expect(quote.some((s) => s.body.includes(ROWS_MARKER))).toBe(false)

    const onJobs = collectScripts(page)
    await page.goto('/recrutement')
    await formLive(page.getByRole('form', { name: 'Candidature' }))
    // Asked by the form's code once it is live (the page was already idle once before): waited for.
    await expect.poll(async () => (await onJobs()).some((s) => s.body.includes(ROWS_MARKER))).toBe(true)
  })

  test('a chunk that cannot be loaded shows a French message; « Réessayer » loads it and the form goes on', async ({ page }) => {
    const chunk = await failChunk(page, PAGINATION_MARKER)
    await page.goto('/devis')
    const form = page.getByRole('form', { name: 'Votre demande de devis' })
    await formLive(form)
    await form.getByRole('radio', { name: 'Terrassement' }).check()
    const alert = form.getByRole('alert').filter({ hasText: 'Une partie de ce formulaire n’a pas pu être chargée.' })
    await expect(alert).toBeVisible()
    expect(chunk.refused()).toBeGreaterThan(0)

    chunk.restore()
    await alert.getByRole('button', { name: 'Réessayer' }).click()
    await expect(alert).toBeHidden()
    await form.getByRole('textbox', { name: 'Surface concernée (m²)', exact: true }).fill('120')
    await form.getByRole('combobox', { name: 'Délai souhaité' }).selectOption({ label: 'Dans le mois' })
    await form.getByRole('button', { name: 'Continuer vers le chantier' }).click()
    await expect(form.getByRole('textbox', { name: 'Code postal', exact: true })).toBeVisible()
  })
})
