import { readFile } from 'node:fs/promises'

import type { Page, Request, Route } from '@playwright/test'
import sharp from 'sharp'

import { header, mimePart, startSmtp } from '../support/smtp'
import { UPLOAD_CHUNK_BYTES } from '../support/tus'
import { ADMIN_STATE, entriesWith, expect, expectAlert, formLive, giveConsent, test } from './fixtures'
import { quoteForm as quote } from './quote'

/**
 * The quote request (/devis) from start to finish as the issue describes it: a visitor on a phone
 * answers the first page, photographs the plot and sends the photos, loses the connection in the
 * middle of an upload, gets it back and sees the upload finish, saves the form and has the resume
 * link e-mailed; later, from that e-mail, the same phone (a fresh browser, nothing in its storage)
 * finds every answer, the page and the files already sent, finishes and submits; staff then open
 * the entry in /admin and download the photo.
 */

const SMTP_PORT = Number(process.env.E2E_SMTP_PORT || 2526)
const LINK = /http:\/\/127\.0\.0\.1:\d+\/formulaires\/reprise\/\d+\/[A-Za-z0-9_-]{43}/
const RESUMED = 'Votre saisie a été retrouvée : vous pouvez la compléter et l’envoyer.'

/** A phone photo: noise compresses badly, so it spans several upload chunks; with its GPS position. */
async function photo(name: string, width: number, height: number, { chunks = 3 } = {}) {
  const buffer = await sharp({
    create: { width, height, channels: 3, background: '#7a6a50', noise: { type: 'gaussian', mean: 120, sigma: 70 } },
  })
    .jpeg({ quality: 100 })
    .withExif({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '47/1 54/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '1/1 54/1 0/1' } })
    .toBuffer()
  expect(buffer.length, `${name} : ${chunks} envoi(s)`).toBeGreaterThan((chunks - 1) * UPLOAD_CHUNK_BYTES)
  expect(buffer.length, `${name} : ${chunks} envoi(s)`).toBeLessThanOrEqual(chunks * UPLOAD_CHUNK_BYTES)
  return { name, mimeType: 'image/jpeg', buffer }
}

const text = (page: Page, name: string) => quote(page).getByRole('textbox', { name, exact: true })
const step = (page: Page) => page.getByRole('list', { name: 'Progression du formulaire' }).locator('[aria-current="step"]')
const fileItem = (page: Page, name: string) => quote(page).getByRole('list', { name: 'Fichiers joints' }).getByRole('listitem').filter({ hasText: name })

async function expectFirstPage(page: Page) {
  const form = quote(page)
  await expect(form.getByRole('radio', { name: 'Démolition' })).toBeChecked()
  const works = form.getByRole('group', { name: 'Ouvrages à démolir' })
  await expect(works.getByRole('checkbox', { name: 'Garage ou annexe' })).toBeChecked()
  await expect(works.getByRole('checkbox', { name: 'Dalle béton' })).toBeChecked()
  await expect(works.getByRole('checkbox', { name: 'Maison' })).not.toBeChecked()
  await expect(text(page, 'Surface concernée (m²)')).toHaveValue('1 250,5')
  await expect(form.getByRole('combobox', { name: 'Délai souhaité' })).toHaveValue('mois')
}

async function expectSitePage(page: Page, mark: string) {
  await expect(text(page, 'Adresse')).toHaveValue('12 rue des Carrières')
  await expect(text(page, 'Code postal')).toHaveValue('45800')
  await expect(text(page, 'Ville')).toHaveValue('Saint-Jean-de-Braye')
  await expect(quote(page).getByRole('radio', { name: 'Étroit (2,5 à 3 m)' })).toBeChecked()
  await expect(text(page, 'Précisions sur l’accès')).toHaveValue('Portail de 2,8 m côté rue')
  await expect(text(page, 'Description du projet')).toHaveValue(`Garage et dalle à démolir, terrain en pente. ${mark}`)
}

test.describe('the quote request, from the phone to the back office', () => {
  test('photos survive a lost connection, the form is resumed from the e-mailed link and sent, staff download the photo', async ({
    page,
    browser,
    playwright,
    baseURL,
  }, testInfo) => {
    // Three uploads, a mail, two browsers and the back office's first view.
    test.setTimeout(180_000)
    const mark = `PARCOURS-${testInfo.project.name}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
    const inbox = `jeanne.${mark.toLowerCase()}@exemple.fr`
    const [north, access] = await Promise.all([photo('terrain-nord.jpg', 2400, 1800), photo('acces-portail.jpg', 1800, 2400)])
    const south = await photo('terrain-sud.jpg', 640, 480, { chunks: 1 })

    // Every upload request of the page, and the bytes it carried: what a cut costs must stay bounded.
    const patches: { offset: number; bytes: number }[] = []
    const created: string[] = []
    // The link drops while each photo's second chunk is on its way: those requests are held, then fail.
    const held: Route[] = []
    let holding = true
    await page.route('**/formulaires/televersement**', async (route: Route, request: Request) => {
      if (request.method() === 'POST') created.push(request.headers()['upload-metadata'] ?? '')
      if (request.method() !== 'PATCH') return route.continue()
      const offset = Number(request.headers()['upload-offset'])
      patches.push({ offset, bytes: request.postDataBuffer()?.length ?? 0 })
      if (offset > 0 && holding) return void held.push(route)
      return route.continue()
    })

    await page.clock.install()
    await page.goto('/devis')
    const form = quote(page)
    await formLive(form)

    // Page 1, with its conditional logic: what to demolish appears with « Démolition ».
    await form.getByRole('radio', { name: 'Démolition' }).check()
    const works = form.getByRole('group', { name: 'Ouvrages à démolir' })
    await works.getByRole('checkbox', { name: 'Garage ou annexe' }).check()
    await works.getByRole('checkbox', { name: 'Dalle béton' }).check()
    await text(page, 'Surface concernée (m²)').fill('1 250,5')
    await form.getByRole('combobox', { name: 'Délai souhaité' }).selectOption({ label: 'Dans le mois' })
    await form.getByRole('button', { name: 'Continuer vers le chantier' }).click()
    await expect(step(page)).toHaveText('Le chantier')

    // Page 2: the site, then the photos, sent as soon as they are picked.
    await text(page, 'Adresse').fill('12 rue des Carrières')
    await text(page, 'Code postal').fill('45800')
    await text(page, 'Ville').fill('Saint-Jean-de-Braye')
    await form.getByRole('radio', { name: 'Étroit (2,5 à 3 m)' }).check()
    await text(page, 'Précisions sur l’accès').fill('Portail de 2,8 m côté rue')
    await text(page, 'Description du projet').fill(`Garage et dalle à démolir, terrain en pente. ${mark}`)
    await form.getByLabel('Photos du terrain', { exact: true }).setInputFiles([north, access])
    await expect(fileItem(page, 'terrain-nord.jpg')).toContainText(/envoi \d+ %|en attente/)
    // Each upload first creates its file on the server: on a busy machine both take longer than the default wait.
    await expect.poll(() => held.length, { message: 'les deux photos en cours d’envoi au moment de la coupure', timeout: 30_000 }).toBe(2)

    // The connection is lost: the phone knows it is offline and the chunk on its way fails.
    await page.context().setOffline(true)
    holding = false
    await Promise.all(held.map((route) => route.abort('internetdisconnected')))
    // Both photos wait for the network: neither is shown as sent, nor as failed.
    for (const name of ['terrain-nord.jpg', 'acces-portail.jpg']) {
      await expect(fileItem(page, name)).toContainText('connexion perdue, l’envoi reprendra dès son retour')
      await expect(fileItem(page, name)).not.toContainText(/envoyé|échec/)
      await expect(quote(page).getByRole('button', { name: `Annuler l’envoi de ${name}` })).toBeVisible()
    }

    // A file still on its way keeps the visitor on the page (docs/product.md, Forms), even while offline.
    await expectAlert(page, () => form.getByRole('button', { name: 'Continuer vers vos coordonnées' }).click(), 'Veuillez attendre la fin de l’envoi')
    await expect(step(page)).toHaveText('Le chantier')

    // Back online: both photos finish without being picked again.
    await page.context().setOffline(false)
    for (const name of ['terrain-nord.jpg', 'acces-portail.jpg']) await expect(fileItem(page, name)).toContainText('envoyé', { timeout: 60_000 })
    // One upload per photo, resumed where the server stopped: the cut cost at most the chunk each
    // photo had in flight, and no photo started again from its first byte.
    expect(created).toHaveLength(2)
    const photos = north.buffer.length + access.buffer.length
    const sent = patches.reduce((sum, p) => sum + p.bytes, 0)
    expect(sent).toBeGreaterThanOrEqual(photos)
    expect(sent).toBeLessThanOrEqual(photos + 2 * UPLOAD_CHUNK_BYTES)
    expect(patches.filter((p) => p.offset === 0)).toHaveLength(2)

    // A plan, too.
    await form.getByLabel('Plans', { exact: true }).setInputFiles({ name: 'plan-de-masse.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n% plan de masse\n%%EOF\n') })
    await expect(fileItem(page, 'plan-de-masse.pdf')).toContainText('envoyé')

    // Saved for later, and the link sent by e-mail (a real SMTP server on the port the site sends to).
    await form.getByRole('button', { name: 'Enregistrer et continuer plus tard' }).click()
    await expect(page.getByText('Votre saisie est enregistrée.', { exact: false })).toBeVisible()
    const shown = await page.locator('.form-resume-link').textContent()
    expect(shown).toMatch(LINK)
    let link: string | undefined
    const smtp = await startSmtp(SMTP_PORT, { waitForPortMs: 60_000 })
    try {
      const mailForm = page.getByRole('form', { name: 'Recevoir ce lien par e-mail' })
      await mailForm.getByRole('textbox', { name: 'Votre adresse e-mail' }).fill(inbox)
      await mailForm.getByRole('button', { name: 'Envoyer le lien' }).click()
      await expect(page.getByRole('status').filter({ hasText: 'Le lien a été envoyé' })).toBeVisible()
      const mail = await smtp.waitFor((raw) => header(raw, 'To') === inbox, 30_000)
      expect(header(mail, 'Subject')).toBe('Terminer votre formulaire : Votre demande de devis')
      link = LINK.exec(mimePart(mail, 'text/plain'))?.[0]
    } finally {
      await smtp.close()
    }
    expect(link).toBe(shown)

    // Later, on the same phone, from the e-mail: a fresh browser, nothing left in its storage.
    const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, locale, timezoneId } = testInfo.project.use
    const later = await browser.newContext({ viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, locale, timezoneId, baseURL })
    await giveConsent(later, baseURL!)
    try {
      const phone = await later.newPage()
      const crashes: Error[] = []
      phone.on('pageerror', (error) => crashes.push(error))
      await phone.clock.install()
      await phone.goto(link!)
      await formLive(quote(phone))
      await expect(phone.getByText(RESUMED)).toBeVisible()
      await expect(step(phone)).toHaveText('Le chantier')
      await expectSitePage(phone, mark)
      for (const name of ['terrain-nord.jpg', 'acces-portail.jpg', 'plan-de-masse.pdf']) await expect(fileItem(phone, name)).toContainText('envoyé')
      // The visitor's first move starts the uploader: the files sent stay listed, ready to be removed.
      await text(phone, 'Description du projet').focus()
      await expect(quote(phone).getByRole('button', { name: 'Retirer terrain-nord.jpg' })).toBeVisible()
      for (const name of ['terrain-nord.jpg', 'acces-portail.jpg', 'plan-de-masse.pdf']) await expect(fileItem(phone, name)).toContainText('envoyé')
      // One more photo, taken on the way back: it joins the same submission as the others.
      await quote(phone).getByLabel('Photos du terrain', { exact: true }).setInputFiles(south)
      await expect(fileItem(phone, 'terrain-sud.jpg')).toContainText('envoyé')

      await quote(phone).getByRole('button', { name: 'Revenir aux travaux' }).click()
      await expect(step(phone)).toHaveText('Vos travaux')
      await expectFirstPage(phone)
      await quote(phone).getByRole('button', { name: 'Continuer vers le chantier' }).click()
      await quote(phone).getByRole('button', { name: 'Continuer vers vos coordonnées' }).click()
      await expect(step(phone)).toHaveText('Vos coordonnées')
      await quote(phone).getByRole('radio', { name: 'Un particulier' }).check()
      await text(phone, 'Prénom').fill('Jeanne')
      await text(phone, 'Nom').fill('Martin')
      await text(phone, 'E-mail').fill(inbox)
      await text(phone, 'Téléphone').fill('0612345678')
      await quote(phone).getByRole('checkbox', { name: /J’accepte que Morel Terrassement/ }).check()
      await phone.clock.fastForward(5_000)
      await quote(phone).getByRole('button', { name: 'Envoyer ma demande' }).click()
      await expect(phone.getByText('Merci Jeanne Martin ! Votre demande de devis est bien enregistrée.')).toBeVisible()
      expect(crashes.map((e) => e.message)).toEqual([])
      // Sent: the link no longer opens the answers.
      await phone.goto(link!)
      await expect(phone.getByRole('alert').filter({ hasText: 'Ce lien de reprise a expiré ou n’est pas valide' })).toBeVisible()
    } finally {
      await later.close()
    }

    // The entry holds every answer and the three files.
    const [entry] = await entriesWith(playwright, baseURL, mark)
    expect(entry, 'l’entrée de la demande').toBeDefined()
    const answer = (key: string) => entry.answers.find((a) => a.key === key)
    expect(answer('ouvrages')?.text).toBe('Garage ou annexe, Dalle béton')
    expect(answer('precisions_acces')?.text).toBe('Portail de 2,8 m côté rue')
    expect(answer('photos')?.text).toMatch(/terrain-nord\.jpg.*acces-portail\.jpg.*terrain-sud\.jpg/s)
    expect(answer('plans')?.text).toContain('plan-de-masse.pdf')

    // Staff open the entry in the back office and download the photo from it.
    const staff = await browser.newContext({ storageState: ADMIN_STATE, baseURL })
    try {
      const admin = await staff.newPage()
      await admin.goto(`/admin/collections/form-entries/${entry.id}`)
      const download = admin.getByRole('link', { name: 'Télécharger terrain-nord.jpg' })
      await expect(download).toBeVisible({ timeout: 30_000 })
      const [file] = await Promise.all([admin.waitForEvent('download'), download.click()])
      expect(file.suggestedFilename()).toBe('terrain-nord.jpg')
      const bytes = await readFile((await file.path())!)
      // The visitor's photo, as a JPEG of the same size, without its position.
      const meta = await sharp(bytes).metadata()
      expect(meta).toMatchObject({ format: 'jpeg', width: 2400, height: 1800 })
      expect(meta.exif).toBeUndefined()
    } finally {
      await staff.close()
    }
  })
})
