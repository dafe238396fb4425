import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'

import { header, mimePart, startSmtp } from '../support/smtp'
import { entriesWith, formLive, staffApi } from './fixtures'
import { ASKED_AGAIN, sendWithoutScript } from './noscript'

/**
 * The forms engine as visitors and staff meet it: postback without JavaScript, ajax, iframe,
 * a multi-page form with errors corrected and conditional logic, the entry in the staff API, and
 * the e-mails received by an SMTP server on loopback (scripts/e2e-server.mjs sends there).
 */

const SMTP_PORT = Number(process.env.E2E_SMTP_PORT || 2526)
const STAFF_INBOX = 'contact@morel-terrassement.fr'

/** A token that makes this run's submission findable among others (parallel projects). */
const token = (label: string) => `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`

/** The island refuses forms sent faster than a human could (2 s): jump the page's clock forward. */
async function humanPace(page: Page) {
  await page.clock.fastForward(5_000)
}

class ContactForm {
  constructor(readonly page: Page) {}
  form = () => this.page.getByRole('form', { name: 'Nous écrire' })
  field = (name: string) => this.form().getByRole('textbox', { name, exact: true })
  async open() {
    await this.page.clock.install()
    await this.page.goto('/contact')
    await formLive(this.form())
  }
  async fill({ message }: { message: string }) {
    await this.field('Prénom').fill('Jeanne')
    await this.field('Nom').fill('Martin')
    await this.field('E-mail').fill('jeanne.martin@exemple.fr')
    await this.field('Téléphone').fill('06 12 34 56 78')
    await this.form().getByRole('combobox', { name: 'Objet' }).selectOption({ label: 'Demande d’information' })
    await this.field('Message').fill(message)
    await this.form().getByRole('checkbox', { name: /J’accepte que Morel Terrassement/ }).check()
  }
  submit = () => this.form().getByRole('button', { name: 'Envoyer le message' }).click()
}

class QuoteForm {
  constructor(readonly page: Page) {}
  form = () => this.page.getByRole('form', { name: 'Votre demande de devis' })
  text = (name: string) => this.form().getByRole('textbox', { name, exact: true })
  async open() {
    await this.page.clock.install()
    await this.page.goto('/devis')
    await formLive(this.form())
  }
  async fillWorks() {
    await this.form().getByRole('radio', { name: 'Terrassement' }).check()
    await this.text('Surface concernée (m²)').fill('1 250,5')
    await this.form().getByRole('combobox', { name: 'Délai souhaité' }).selectOption({ label: 'Dans le mois' })
  }
  async fillSite() {
    await this.text('Adresse').fill('12 rue des Carrières')
    await this.text('Code postal').fill('45800')
    await this.text('Ville').fill('Saint-Jean-de-Braye')
    await this.form().getByRole('radio', { name: 'Large (plus de 3 m)' }).check()
  }
  async fillContact(email = 'jeanne.martin@exemple.fr') {
    await this.form().getByRole('radio', { name: 'Un particulier' }).check()
    await this.text('Prénom').fill('Jeanne')
    await this.text('Nom').fill('Martin')
    await this.text('E-mail').fill(email)
    await this.text('Téléphone').fill('0612345678')
    await this.form().getByRole('checkbox', { name: /J’accepte que Morel Terrassement/ }).check()
  }
  next = (name: string) => this.form().getByRole('button', { name }).click()
}

test.describe('contact form (ajax)', () => {
  test('sends without leaving the page; the confirmation replaces the form and takes focus', async ({ page, request, playwright, baseURL }) => {
    const contact = new ContactForm(page)
    await contact.open()
    const url = page.url()
    const mark = token('AJAX')
    await contact.fill({ message: `Bonjour, je voudrais un rendez-vous. ${mark}` })
    await page.evaluate(() => {
      ;(window as unknown as { renders: unknown[] }).renders = []
      document.addEventListener('vitrine:form-post-render', (e) => (window as unknown as { renders: unknown[] }).renders.push((e as CustomEvent).detail))
    })
    await humanPace(page)
    await contact.submit()
    const confirmation = page.getByText('Merci Jeanne Martin ! Votre message a bien été envoyé.')
    await expect(confirmation).toBeVisible()
    await expect(page.locator('.form-confirmation')).toBeFocused()
    await expect(contact.form()).toBeHidden()
    expect(page.url()).toBe(url)
    expect(await page.evaluate(() => (window as unknown as { renders: { page: number }[] }).renders.at(-1))).toMatchObject({ page: 0 })

    // Staff see the entry through the API; visitors do not.
    const anonymous = await request.get(`/api/form-entries?where[searchText][like]=${mark}`)
    expect(anonymous.status()).toBe(403)
    const [entry] = await entriesWith(playwright, baseURL, mark)
    expect(entry.folder).toBe('inbox')
    expect(entry.meta.method).toBe('ajax')
    expect(entry.answers.find((a) => a.key === 'email')?.text).toBe('jeanne.martin@exemple.fr')
  })

  test('a page holding a stale nonce still sends: the nonce is renewed and the same press goes through', async ({ page, playwright, baseURL }) => {
    const contact = new ContactForm(page)
    await contact.open()
    const mark = token('PERIME')
    await contact.fill({ message: `Page restée ouverte longtemps ${mark}` })
    // What a page cached before the site's key changed holds: a nonce the server no longer accepts.
    await contact.form().locator('input[name="vitrine_nonce"]').evaluate((input: HTMLInputElement) => (input.value = 'm0.' + 'A'.repeat(32)))
    const refusals: number[] = []
    page.on('response', (response) => {
      if (response.url().endsWith('/formulaires/envoi') && response.status() === 403) refusals.push(response.status())
    })
    await humanPace(page)
    await contact.submit()
    await expect(page.getByText('Merci Jeanne Martin ! Votre message a bien été envoyé.')).toBeVisible()
    expect(refusals).toEqual([403])
    const entries = await entriesWith(playwright, baseURL, mark)
    expect(entries).toHaveLength(1)
  })

  test('lists the errors in a focused summary, links to each field, then accepts the corrections', async ({ page }) => {
    const contact = new ContactForm(page)
    await contact.open()
    await contact.field('E-mail').fill('jeanne@')
    await humanPace(page)
    await contact.submit()
    const summary = page.locator('.form-error-summary')
    await expect(summary).toBeFocused()
    await expect(summary.getByRole('heading', { name: 'Votre envoi comporte 5 erreurs. Veuillez corriger les champs indiqués ci-dessous.' })).toBeVisible()
    const emailLink = summary.getByRole('link', { name: /^E-mail : Veuillez saisir une adresse e-mail valide/ })
    await expect(emailLink).toBeVisible()
    await emailLink.click()
    await expect(contact.field('E-mail')).toBeFocused()
    await expect(contact.field('E-mail')).toHaveAttribute('aria-invalid', 'true')
    await expect(page.getByText('Veuillez saisir une adresse e-mail valide (ex. nom@exemple.fr).').first()).toBeVisible()
    const axe = await new AxeBuilder({ page }).include('.vitrine-form').analyze()
    expect(axe.violations).toEqual([])

    await contact.fill({ message: 'Corrigé.' })
    await contact.submit()
    await expect(page.getByText('Merci Jeanne Martin ! Votre message a bien été envoyé.')).toBeVisible()
  })

  test('shows the project reference only for a site follow-up (conditional logic)', async ({ page }) => {
    const contact = new ContactForm(page)
    await contact.open()
    const reference = contact.field('Référence du chantier')
    await expect(reference).toBeHidden()
    await contact.form().getByRole('combobox', { name: 'Objet' }).selectOption({ label: 'Suivi d’un chantier' })
    await expect(reference).toBeVisible()
    await contact.form().getByRole('combobox', { name: 'Objet' }).selectOption({ label: 'Candidature' })
    await expect(reference).toBeHidden()
  })

  test('pushes focus-in and focus-out events to the data layer', async ({ page }) => {
    const contact = new ContactForm(page)
    await contact.open()
    await contact.field('E-mail').focus()
    await contact.field('Message').focus()
    const layer = await page.evaluate(() => (window as unknown as { dataLayer: { event: string; field: string }[] }).dataLayer)
    expect(layer).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ event: 'vitrine_form_field_focus_in', field: 'email' }),
        expect.objectContaining({ event: 'vitrine_form_field_focus_out', field: 'email' }),
        expect.objectContaining({ event: 'vitrine_form_field_focus_in', field: 'message' }),
      ]),
    )
  })
})

test.describe('without JavaScript (postback)', () => {
  test.use({ javaScriptEnabled: false })

  test('the contact form keeps values and shows errors, then confirms on its own page', async ({ page }) => {
    await page.goto('/contact')
    const form = page.getByRole('form', { name: 'Nous écrire' })
    await form.getByRole('textbox', { name: 'E-mail', exact: true }).fill('jeanne@exemple.fr')
    await form.getByRole('button', { name: 'Envoyer le message' }).click()
    await expect(page).toHaveURL(/\/formulaires\/saisie\/[A-Za-z0-9_-]{32}#erreurs-\d+$/)
    const again = page.getByRole('form', { name: 'Nous écrire' })
    await expect(again.getByRole('heading', { name: /Votre envoi comporte 4 erreurs/ })).toBeVisible()
    await expect(again.getByRole('textbox', { name: 'E-mail', exact: true })).toHaveValue('jeanne@exemple.fr')
    await expect(again.getByRole('textbox', { name: 'Message', exact: true })).toHaveAttribute('aria-invalid', 'true')

    await again.getByRole('textbox', { name: 'Prénom', exact: true }).fill('Jeanne')
    await again.getByRole('textbox', { name: 'Nom', exact: true }).fill('Martin')
    await again.getByRole('combobox', { name: 'Objet' }).selectOption({ label: 'Autre' })
    await again.getByRole('textbox', { name: 'Message', exact: true }).fill(`Envoyé sans JavaScript <b>${token('NOJS')}</b>`)
    await again.getByRole('checkbox', { name: /J’accepte que Morel Terrassement/ }).check()
    await sendWithoutScript(page, () => page.getByRole('form', { name: 'Nous écrire' }).getByRole('button', { name: 'Envoyer le message' }))
    await expect(page).toHaveURL(/\/formulaires\/confirmation\/[^/]+#confirmation$/)
    await expect(page.getByText('Merci Jeanne Martin ! Votre message a bien été envoyé.')).toBeVisible()
  })

  test('the quote request goes page by page through the server', async ({ page }) => {
    await page.goto('/devis')
    const quote = new QuoteForm(page)
    await quote.fillWorks()
    await quote.next('Continuer vers le chantier')
    await expect(page).toHaveURL(/\/formulaires\/saisie\//)
    await expect(page.getByRole('list', { name: 'Progression du formulaire' }).locator('[aria-current="step"]')).toHaveText('Le chantier')
    await quote.fillSite()
    await quote.next('Continuer vers vos coordonnées')
    await expect(page.getByRole('list', { name: 'Progression du formulaire' }).locator('[aria-current="step"]')).toHaveText('Vos coordonnées')
    await quote.fillContact()
    await sendWithoutScript(page, () => quote.form().getByRole('button', { name: 'Envoyer ma demande' }))
    await expect(page).toHaveURL(/\/formulaires\/confirmation\//)
    await expect(page.getByText('Merci Jeanne Martin ! Votre demande de devis est bien enregistrée.')).toBeVisible()
  })

  // The demo forms' captcha needs JavaScript: its visitors used to be filed as spam, without e-mail.
  test('an honest message reaches the team by e-mail after a second press of Send', { tag: '@desktop' }, async ({ page, playwright, baseURL }) => {
    const smtp = await startSmtp(SMTP_PORT, { waitForPortMs: 30_000 })
    try {
      await page.goto('/contact')
      const contact = new ContactForm(page)
      const mark = token('SANSJS')
      await contact.fill({ message: `Sans JavaScript ${mark}` })
      await contact.submit()
      await expect(page).toHaveURL(/\/formulaires\/saisie\//)
      await expect(page.getByRole('heading', { name: ASKED_AGAIN })).toBeVisible()
      await expect(contact.field('Message')).toHaveValue(`Sans JavaScript ${mark}`)
      await sendWithoutScript(page, () => contact.form().getByRole('button', { name: 'Envoyer le message' }))
      await expect(page.getByText('Merci Jeanne Martin ! Votre message a bien été envoyé.')).toBeVisible()
      const staff = await smtp.waitFor((raw) => header(raw, 'To') === STAFF_INBOX && raw.includes(mark), 30_000)
      expect(header(staff, 'Subject')).toBe('Contact : Demande d’information — Jeanne Martin')
      const [entry, ...more] = await entriesWith(playwright, baseURL, mark)
      expect(more).toHaveLength(0)
      expect(entry.folder).toBe('inbox')
    } finally {
      await smtp.close()
    }
  })
})

test.describe('quote request (multi-page, with JavaScript)', () => {
  test('validates each page, follows the answers, keeps values going back, and submits', async ({ page }) => {
    const quote = new QuoteForm(page)
    await quote.open()
    const steps = page.getByRole('list', { name: 'Progression du formulaire' })

    // Conditional logic on the first page.
    const works = quote.form().getByRole('group', { name: 'Ouvrages à démolir' })
    await expect(works).toBeHidden()
    await quote.form().getByRole('radio', { name: 'Démolition' }).check()
    await expect(works).toBeVisible()
    await works.getByRole('button', { name: 'Tout sélectionner' }).click()
    await expect(works.getByRole('checkbox', { name: 'Piscine' })).toBeChecked()
    await expect(works.getByRole('button', { name: 'Tout désélectionner' })).toBeVisible()
    await quote.form().getByRole('radio', { name: 'Terrassement' }).check()
    await expect(works).toBeHidden()

    // Next with a missing answer: errors on this page, nothing leaves the browser.
    await quote.next('Continuer vers le chantier')
    await expect(page.locator('.form-error-summary')).toBeFocused()
    await expect(page.getByRole('link', { name: 'Surface concernée (m²) : Ce champ est obligatoire.' })).toBeVisible()
    await quote.fillWorks()
    await quote.next('Continuer vers le chantier')
    await expect(steps.locator('[aria-current="step"]')).toHaveText('Le chantier')
    await expect(page).toHaveURL(/\/devis/)

    const details = quote.text('Précisions sur l’accès')
    await expect(details).toBeHidden()
    await quote.form().getByRole('radio', { name: 'Étroit (2,5 à 3 m)' }).check()
    await expect(details).toBeVisible()

    // Previous keeps what was typed.
    await quote.form().getByRole('button', { name: 'Revenir aux travaux' }).click()
    await expect(quote.text('Surface concernée (m²)')).toHaveValue('1 250,5')
    await quote.next('Continuer vers le chantier')
    await quote.fillSite()
    await quote.next('Continuer vers vos coordonnées')

    const company = quote.text('Société')
    await quote.form().getByRole('radio', { name: 'Un professionnel' }).check()
    await expect(company).toBeVisible()
    await quote.fillContact()
    await expect(company).toBeHidden()
    await humanPace(page)
    await quote.form().getByRole('button', { name: 'Envoyer ma demande' }).click()
    await expect(page).toHaveURL(/\/formulaires\/confirmation\/[^/]+#confirmation$/)
    await expect(page.getByText('Merci Jeanne Martin ! Votre demande de devis est bien enregistrée.')).toBeVisible()
  })
})

test.describe('iframe submission', () => {
  test('posts into a hidden frame and shows the confirmation from its JSON', async ({ page, playwright, baseURL }) => {
    const request = await staffApi(playwright, baseURL)
    const slug = `essai-iframe-${test.info().project.name}-${Date.now().toString(36)}`
    const form = await request.post('/api/forms', {
      data: {
        title: 'Essai iframe',
        method: 'iframe',
        fields: [{ blockType: 'text', label: 'Votre nom', name: 'votre_nom', required: true }],
        confirmations: [{ type: 'message', message: 'Reçu par iframe, {Votre nom}.' }],
        retentionDays: 1,
      },
    })
    expect(form.ok()).toBe(true)
    const formId = (await form.json()).doc.id as number
    const created = await request.post('/api/pages', {
      data: { title: 'Essai iframe', slug, _status: 'published', layout: [{ blockType: 'form', form: formId }] },
    })
    expect(created.ok()).toBe(true)
    const pageId = (await created.json()).doc.id as number
    try {
      await page.clock.install()
      await page.goto(`/${slug}`)
      const frameForm = page.getByRole('form', { name: 'Essai iframe' })
      await formLive(frameForm)
      await frameForm.getByRole('textbox', { name: 'Votre nom' }).fill('Jeanne')
      await humanPace(page)
      await frameForm.getByRole('button', { name: 'Envoyer' }).click()
      await expect(page.getByText('Reçu par iframe, Jeanne.')).toBeVisible()
      await expect(page).toHaveURL(new RegExp(`/${slug}$`))
      await expect(page.locator(`iframe[name="vitrine-iframe-${formId}"]`)).toBeHidden()
    } finally {
      await request.delete(`/api/form-entries?where[form][equals]=${formId}`)
      await request.delete(`/api/pages/${pageId}`)
      await request.delete(`/api/forms/${formId}`)
      await request.dispose()
    }
  })
})

test.describe('refused requests', () => {
  test('another origin, or a missing nonce, gets a 403 in French; nothing is stored', async ({ request, baseURL }) => {
    const body = { action: 'vitrine_submit_form', vitrine_form_id: '1', vitrine_method: 'ajax', input_message: 'x' }
    const foreign = await request.post('/formulaires/envoi', { form: body, headers: { Origin: 'https://evil.test', Accept: 'application/json' } })
    expect(foreign.status()).toBe(403)
    expect((await foreign.json()).data).toMatch(/^La demande a été refusée/)
    const noNonce = await request.post('/formulaires/envoi', { form: body, headers: { Origin: baseURL!, Accept: 'application/json' } })
    expect(noNonce.status()).toBe(403)
    const huge = await request.post('/formulaires/envoi', { form: { ...body, input_message: 'x'.repeat(300_000) }, headers: { Origin: baseURL!, Accept: 'application/json' } })
    expect(huge.status()).toBe(413)
    expect((await huge.json()).data).toBe('Le formulaire envoyé est trop volumineux.')
  })
})

test.describe('the submission endpoint', () => {
  // One route answers every submission, the server's first and the later ones alike
  // (docs/decisions/036): before, the later ones took a shortcut past Next.js, uncompressed.
  test('answers every submission the same way, compressed as the site’s other answers', { tag: '@http' }, async ({ request, baseURL }) => {
    const html = await (await request.get('/contact')).text()
    const value = (name: string) => html.match(new RegExp(`name="${name}" value="([^"]+)"`))?.[1] ?? ''
    const answers = []
    for (let i = 0; i < 3; i++) {
      const answer = await request.post('/formulaires/envoi', {
        // An empty contact form: refused by validation, so nothing is stored.
        form: {
          action: value('action'),
          vitrine_form_id: value('vitrine_form_id'),
          vitrine_nonce: value('vitrine_nonce'),
          vitrine_method: 'ajax',
          vitrine_source_page: '1',
          vitrine_target_page: '0',
          vitrine_submission_id: `meme-chemin-${Date.now()}-${i}`,
        },
        headers: { Origin: baseURL!, Accept: 'application/json', 'Accept-Encoding': 'gzip' },
      })
      answers.push({ status: answer.status(), valid: (await answer.json()).data.is_valid, encoding: answer.headers()['content-encoding'] })
    }
    expect(answers).toEqual(Array(3).fill({ status: 200, valid: false, encoding: 'gzip' }))
  })
})

test.describe('e-mail notifications', () => {
  // One SMTP server on the port the e2e server sends to, so the test runs in one project (@desktop);
  // another file's test holding the port (journey.spec.ts) is waited for.
  test('reach the team and the visitor through SMTP', { tag: '@desktop' }, async ({ page }) => {
    const smtp = await startSmtp(SMTP_PORT, { waitForPortMs: 30_000 })
    try {
      const contact = new ContactForm(page)
      await contact.open()
      const mark = token('MAIL')
      // An address of this run's own: one address gets at most three acknowledgements an hour.
      const inbox = `jeanne.${mark.toLowerCase()}@exemple.fr`
      await contact.fill({ message: `Message pour l’équipe ${mark} <script>alert(1)</script>` })
      await contact.field('E-mail').fill(inbox)
      await humanPace(page)
      await contact.submit()
      await expect(page.getByText('Merci Jeanne Martin ! Votre message a bien été envoyé.')).toBeVisible()
      const staff = await smtp.waitFor((raw) => header(raw, 'To') === STAFF_INBOX && raw.includes(mark), 30_000)
      expect(header(staff, 'Subject')).toBe('Contact : Demande d’information — Jeanne Martin')
      expect(header(staff, 'Reply-To')).toBe(inbox)
      expect(mimePart(staff, 'text/html')).not.toContain('<script>')
      expect(mimePart(staff, 'text/html')).toContain('&lt;script&gt;')
      const reply = await smtp.waitFor((raw) => header(raw, 'To') === inbox, 30_000)
      expect(header(reply, 'Subject')).toBe('Nous avons bien reçu votre message')
      // The acknowledgement goes to an address nobody checked: what the visitor typed is not in it.
      expect(mimePart(reply, 'text/plain')).toContain('Nous avons bien reçu votre message (Demande d’information)')
      expect(reply).not.toContain(mark)
      expect(reply).not.toContain('Jeanne')
    } finally {
      await smtp.close()
    }
  })
})
