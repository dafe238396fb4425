import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'

import { header, mimePart, startSmtp } from '../support/smtp'
import { sendWithoutScript } from './noscript'
import { formLive, giveConsent } from './fixtures'

/**
 * Save and continue on the quote request (/devis): the visitor saves a half-filled form, gets the
 * resume link (on screen and by e-mail through a real SMTP server on loopback), opens it in a
 * fresh browser, finds every answer on the right page, and submits; the link then no longer
 * works. With JavaScript (postback and ajax) and without.
 */

const SMTP_PORT = Number(process.env.E2E_SMTP_PORT || 2526)
const SAVE = 'Enregistrer et continuer plus tard'
const SAVED = 'Votre saisie est enregistrée. Pour revenir terminer ce formulaire plus tard, utilisez le lien ci-dessous'
const UNAVAILABLE = 'Ce lien de reprise a expiré ou n’est pas valide : votre saisie n’a pas pu être retrouvée. Veuillez remplir à nouveau le formulaire.'
const RESUMED = 'Votre saisie a été retrouvée : vous pouvez la compléter et l’envoyer.'
const LINK = /http:\/\/127\.0\.0\.1:\d+\/formulaires\/reprise\/\d+\/[A-Za-z0-9_-]{43}/

class QuoteForm {
  constructor(readonly page: Page) {}
  form = () => this.page.getByRole('form', { name: 'Votre demande de devis' })
  text = (name: string) => this.form().getByRole('textbox', { name, exact: true })
  step = () => this.page.getByRole('list', { name: 'Progression du formulaire' }).locator('[aria-current="step"]')
  async fillWorks() {
    await this.form().getByRole('radio', { name: 'Terrassement' }).check()
    await this.text('Surface concernée (m²)').fill('1 250,5')
    await this.form().getByRole('combobox', { name: 'Délai souhaité' }).selectOption({ label: 'Dans le mois' })
  }
  async expectWorks() {
    await expect(this.form().getByRole('radio', { name: 'Terrassement' })).toBeChecked()
    await expect(this.text('Surface concernée (m²)')).toHaveValue('1 250,5')
    await expect(this.form().getByRole('combobox', { name: 'Délai souhaité' })).toHaveValue('mois')
  }
  /** `narrow` reveals "Précisions sur l’accès", which without JavaScript appears only after a round trip. */
  async fillSite({ narrow = true } = {}) {
    await this.text('Adresse').fill('12 rue des Carrières')
    await this.text('Code postal').fill('45800')
    await this.text('Ville').fill('Saint-Jean-de-Braye')
    await this.form().getByRole('radio', { name: narrow ? 'Étroit (2,5 à 3 m)' : 'Large (plus de 3 m)' }).check()
    if (narrow) await this.text('Précisions sur l’accès').fill('Portail de 2,8 m <b>côté rue</b>')
  }
  async expectSite({ narrow = true } = {}) {
    await expect(this.text('Adresse')).toHaveValue('12 rue des Carrières')
    await expect(this.text('Code postal')).toHaveValue('45800')
    await expect(this.text('Ville')).toHaveValue('Saint-Jean-de-Braye')
    await expect(this.form().getByRole('radio', { name: narrow ? 'Étroit (2,5 à 3 m)' : 'Large (plus de 3 m)' })).toBeChecked()
    if (narrow) await expect(this.text('Précisions sur l’accès')).toHaveValue('Portail de 2,8 m <b>côté rue</b>')
  }
  async fillContact() {
    await this.form().getByRole('radio', { name: 'Un particulier' }).check()
    await this.text('Prénom').fill('Jeanne')
    await this.text('Nom').fill('Martin')
    await this.text('E-mail').fill('jeanne.martin@exemple.fr')
    await this.text('Téléphone').fill('0612345678')
    await this.form().getByRole('checkbox', { name: /J’accepte que Morel Terrassement/ }).check()
  }
  button = (name: string) => this.form().getByRole('button', { name })
}

test.describe('save and continue, with the link e-mailed', () => {
  // One SMTP server on the port the e2e server sends to: these tests run in one project, one at a time.
  test.describe.configure({ mode: 'serial' })
  let smtp: Awaited<ReturnType<typeof startSmtp>>
  test.beforeAll(async () => {
    smtp = await startSmtp(SMTP_PORT, { waitForPortMs: 30_000 })
  })
  test.afterAll(async () => {
    await smtp?.close()
  })

  test('a visitor saves on page 2, e-mails the link, resumes in a fresh browser on the same page and submits', { tag: '@desktop' }, async ({ page, browser }) => {
    await page.clock.install()
    await page.goto('/devis')
    const quote = new QuoteForm(page)
    await formLive(quote.form())
    await quote.fillWorks()
    await quote.button('Continuer vers le chantier').click()
    await expect(quote.step()).toHaveText('Le chantier')
    await quote.fillSite()
    await quote.button(SAVE).click()

    // The form-saved message, the link, and "Envoyer le lien".
    await expect(page.getByText(SAVED)).toBeVisible()
    const shown = await page.locator('.form-resume-link').textContent()
    expect(shown).toMatch(LINK)
    const mailForm = page.getByRole('form', { name: 'Recevoir ce lien par e-mail' })
    await mailForm.getByRole('textbox', { name: 'Votre adresse e-mail' }).fill('jeanne.martin@exemple.fr')
    await mailForm.getByRole('button', { name: 'Envoyer le lien' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Le lien a été envoyé à l’adresse indiquée.' })).toBeVisible()
    const axe = await new AxeBuilder({ page }).include('.form-saved').analyze()
    expect(axe.violations).toEqual([])

    const mail = await smtp.waitFor((raw) => header(raw, 'To') === 'jeanne.martin@exemple.fr' && header(raw, 'Subject') === 'Terminer votre formulaire : Votre demande de devis', 30_000)
    const link = LINK.exec(mimePart(mail, 'text/plain'))?.[0]
    expect(link).toBe(shown)
    expect(mimePart(mail, 'text/html')).toContain(`href="${link}"`)

    // A fresh browser (the phone that opens the e-mail): every answer, on the page it was saved on.
    const fresh = await browser.newContext({ locale: 'fr-FR' })
    await giveConsent(fresh, link!)
    try {
      const other = await fresh.newPage()
      await other.clock.install()
      await other.goto(link!)
      const resumed = new QuoteForm(other)
      await formLive(resumed.form())
      await expect(other.getByText(RESUMED)).toBeVisible()
      await expect(resumed.step()).toHaveText('Le chantier')
      await resumed.expectSite()
      await resumed.button('Revenir aux travaux').click()
      await resumed.expectWorks()
      await resumed.button('Continuer vers le chantier').click()
      await resumed.button('Continuer vers vos coordonnées').click()
      await resumed.fillContact()
      await other.clock.fastForward(5_000)
      await resumed.button('Envoyer ma demande').click()
      await expect(other.getByText('Merci Jeanne Martin ! Votre demande de devis est bien enregistrée.')).toBeVisible()

      // Sent: the link is spent, and says so above an empty form.
      await other.goto(link!)
      await expect(other.getByRole('alert').filter({ hasText: UNAVAILABLE })).toBeVisible()
      await expect(resumed.step()).toHaveText('Vos travaux')
      await expect(resumed.text('Surface concernée (m²)')).toHaveValue('')
    } finally {
      await fresh.close()
    }
  })

  test('with ajax, the saved message replaces the form in place and the link is sent without leaving the page', { tag: '@desktop' }, async ({ page }) => {
    await page.goto('/devis')
    const quote = new QuoteForm(page)
    await formLive(quote.form())
    // docs/product.md, Forms: a pre-submission filter may switch the method to ajax.
    await page.evaluate(() => window.vitrineForms?.addPreSubmissionFilter(() => 'ajax'))
    await quote.fillWorks()
    const url = page.url()
    await quote.button(SAVE).click()
    const saved = page.locator('.form-saved')
    await expect(saved).toBeVisible()
    await expect(saved).toBeFocused()
    await expect(saved.getByText(SAVED)).toBeVisible()
    await expect(quote.form()).toBeHidden()
    expect(page.url()).toBe(url)
    const link = await saved.getByRole('link').textContent()
    expect(link).toMatch(LINK)

    const mailForm = page.getByRole('form', { name: 'Recevoir ce lien par e-mail' })
    await mailForm.getByRole('textbox', { name: 'Votre adresse e-mail' }).fill('pas-une-adresse')
    await mailForm.getByRole('button', { name: 'Envoyer le lien' }).click()
    await expect(mailForm.getByRole('status')).toHaveText('Veuillez saisir une adresse e-mail valide (ex. nom@exemple.fr).')
    await mailForm.getByRole('textbox', { name: 'Votre adresse e-mail' }).fill('paul.durand@exemple.fr')
    await mailForm.getByRole('button', { name: 'Envoyer le lien' }).click()
    await expect(mailForm.getByRole('status')).toHaveText('Le lien a été envoyé à paul.durand@exemple.fr.')
    const mail = await smtp.waitFor((raw) => header(raw, 'To') === 'paul.durand@exemple.fr', 30_000)
    expect(LINK.exec(mimePart(mail, 'text/plain'))?.[0]).toBe(link)

    await page.goto(link!)
    await expect(quote.step()).toHaveText('Vos travaux')
    await quote.expectWorks()
  })
})

test.describe('links that open nothing', () => {
  test('an unknown or altered link shows a clear message above the empty form', async ({ page }) => {
    await page.goto('/devis')
    const formId = await page.locator('[data-form-id]').first().getAttribute('data-form-id')
    const quote = new QuoteForm(page)
    for (const token of ['A'.repeat(43), 'pas-un-jeton', `${'b'.repeat(42)}%27`]) {
      await page.goto(`/formulaires/reprise/${formId}/${token}`)
      await expect(page.getByRole('alert').filter({ hasText: UNAVAILABLE })).toBeVisible()
      await expect(quote.form()).toBeVisible()
      await expect(quote.text('Surface concernée (m²)')).toHaveValue('')
    }
  })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('saves, resumes from the link page by page through the server, submits, and the link is spent', async ({ page }) => {
    await page.goto('/devis')
    const quote = new QuoteForm(page)
    await quote.fillWorks()
    await quote.button('Continuer vers le chantier').click()
    await expect(page).toHaveURL(/\/formulaires\/saisie\//)
    await quote.fillSite({ narrow: false })
    await quote.button(SAVE).click()
    await expect(page).toHaveURL(/\/formulaires\/reprise\/\d+\/[A-Za-z0-9_-]{43}\?enregistre=1$/)
    await expect(page.getByText(SAVED)).toBeVisible()
    const link = page.locator('.form-resume-link')
    await expect(link).toHaveText(LINK)
    const address = (await link.textContent())!

    await link.click()
    await expect(page).toHaveURL(address)
    await expect(page.getByText(RESUMED)).toBeVisible()
    await expect(quote.step()).toHaveText('Le chantier')
    await quote.expectSite({ narrow: false })
    await quote.button('Revenir aux travaux').click()
    await quote.expectWorks()
    await quote.button('Continuer vers le chantier').click()
    await quote.button('Continuer vers vos coordonnées').click()
    await quote.fillContact()
    await sendWithoutScript(page, () => quote.button('Envoyer ma demande'))
    await expect(page).toHaveURL(/\/formulaires\/confirmation\//)
    await expect(page.getByText('Merci Jeanne Martin ! Votre demande de devis est bien enregistrée.')).toBeVisible()

    await page.goto(address)
    await expect(page.getByText(UNAVAILABLE)).toBeVisible()
    await expect(quote.text('Surface concernée (m²)')).toHaveValue('')
  })
})
