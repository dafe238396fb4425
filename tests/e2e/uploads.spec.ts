import { expect, test, type Route } from '@playwright/test'
import sharp from 'sharp'

import { ADMIN_STATE, collectScripts, entriesWith, expectAlert, formLive, type Script, staffApi } from './fixtures'
import { openQuoteSitePage } from './quote'

/**
 * Resumable uploads as a visitor and staff meet them on the quote request (/devis): photos sent
 * in chunks while the visitor goes on, a connection cut in the middle and the upload resumed from
 * where the server stopped, the wait alert, the limits of the plans field, and the file opened by
 * staff from the entry in /admin as a download.
 */

const token = (label: string) => `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`
const pdf = (n: number) => ({
  name: `plan-${n}.pdf`,
  mimeType: 'application/pdf',
  buffer: Buffer.from(`%PDF-1.4\n% plan ${n}\n%%EOF\n`),
})

/** A photo of several chunks (noise compresses badly) with its GPS position, as a phone would take. */
async function bigPhoto() {
  const buffer = await sharp({
    create: { width: 2400, height: 1800, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 70 } },
  })
    .jpeg({ quality: 100 })
    .withExif({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '47/1 54/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '1/1 54/1 0/1' } })
    .toBuffer()
  expect(buffer.length).toBeGreaterThan(4 * 1024 * 1024)
  return { name: 'terrain.jpg', mimeType: 'image/jpeg', buffer }
}


test.describe('file uploads on the quote request', () => {
  test('photos resume after a cut connection, the entry keeps them, staff download them', async ({ page, browser, playwright, baseURL }) => {
    test.setTimeout(90_000)
    const form = await openQuoteSitePage(page)
    const photo = await bigPhoto()

    // The second chunk is held, then its connection dropped while the browser goes offline.
    const patches: number[] = []
    let creations = 0
    let release: () => void = () => {}
    const released = new Promise<void>((resolve) => (release = resolve))
    let held = false
    await page.route('**/formulaires/televersement**', async (route: Route) => {
      const request = route.request()
      if (request.method() === 'POST') creations++
      if (request.method() !== 'PATCH') return route.continue()
      const offset = Number(request.headers()['upload-offset'])
      patches.push(offset)
      if (offset > 0 && !held) {
        held = true
        await released
        return route.abort('connectionreset')
      }
      return route.continue()
    })

    await form.getByLabel('Photos du terrain', { exact: true }).setInputFiles(photo)
    const item = form.getByRole('listitem').filter({ hasText: 'terrain.jpg' })
    await expect(item).toContainText(/envoi \d+ %/)
    await expect.poll(() => held).toBe(true)

    // Going on while a file is on its way is refused with the spec's alert.
    await expectAlert(page, () => form.getByRole('button', { name: 'Continuer vers vos coordonnées' }).click(), 'Veuillez attendre la fin de l’envoi')
    await expect(form.getByRole('button', { name: 'Continuer vers vos coordonnées' })).toBeVisible()

    await page.context().setOffline(true)
    release()
    await expect(item).toContainText('connexion perdue, l’envoi reprendra dès son retour')
    await page.context().setOffline(false)
    await expect(item).toContainText('envoyé', { timeout: 30_000 })

    // One upload only, resumed from the offset the server had: the first chunk was never sent again.
    expect(creations).toBe(1)
    expect(patches.filter((o) => o === 0)).toHaveLength(1)
    expect(patches.at(-1)).toBeGreaterThan(0)

    const mark = token('PHOTOS')
    await form.getByRole('textbox', { name: 'Adresse', exact: true }).fill('12 rue des Carrières')
    await form.getByRole('textbox', { name: 'Code postal', exact: true }).fill('45800')
    await form.getByRole('textbox', { name: 'Ville', exact: true }).fill('Saint-Jean-de-Braye')
    await form.getByRole('radio', { name: 'Large (plus de 3 m)' }).check()
    await form.getByRole('textbox', { name: 'Description du projet', exact: true }).fill(`Terrain en pente. ${mark}`)
    await form.getByRole('button', { name: 'Continuer vers vos coordonnées' }).click()
    await form.getByRole('radio', { name: 'Un particulier' }).check()
    await form.getByRole('textbox', { name: 'Prénom', exact: true }).fill('Jeanne')
    await form.getByRole('textbox', { name: 'Nom', exact: true }).fill('Martin')
    await form.getByRole('textbox', { name: 'E-mail', exact: true }).fill('jeanne.martin@exemple.fr')
    await form.getByRole('textbox', { name: 'Téléphone', exact: true }).fill('0612345678')
    await form.getByRole('checkbox', { name: /J’accepte que Morel Terrassement/ }).check()
    await page.clock.fastForward(5_000)
    await form.getByRole('button', { name: 'Envoyer ma demande' }).click()
    await expect(page.getByText('Merci Jeanne Martin ! Votre demande de devis est bien enregistrée.')).toBeVisible()

    // Staff open the entry in the back office and download the photo.
    const staff = await browser.newContext({ storageState: ADMIN_STATE, baseURL })
    const api = await staffApi(playwright, baseURL)
    try {
      const [entry] = await entriesWith(playwright, baseURL, mark)
      const admin = await staff.newPage()
      await admin.goto(`/admin/collections/form-entries/${entry.id}`)
      const link = admin.getByRole('link', { name: 'Télécharger terrain.jpg' })
      await expect(link).toBeVisible({ timeout: 20_000 })
      const download = admin.waitForEvent('download')
      await link.click()
      expect((await download).suggestedFilename()).toBe('terrain.jpg')

      const href = (await link.getAttribute('href'))!
      const response = await api.get(href)
      expect(response.status()).toBe(200)
      expect(response.headers()['content-disposition']).toMatch(/^attachment; filename="terrain\.jpg"/)
      expect(response.headers()['x-content-type-options']).toBe('nosniff')
      // The photo is the visitor's, minus its metadata.
      const meta = await sharp(await response.body()).metadata()
      expect(meta.width).toBe(2400)
      expect(meta.exif).toBeUndefined()
      // Visitors never reach it.
      expect((await page.request.get(href)).status()).toBe(403)
    } finally {
      await staff.close()
      await api.dispose()
    }
  })

  test('the add button stops at the maximum, refuses other types, and comes back when a file is removed', async ({ page }) => {
    const form = await openQuoteSitePage(page)
    const plans = form.getByLabel('Plans', { exact: true })

    await plans.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('notes') })
    await expect(form.getByText('notes.txt Ce type de fichier n’est pas autorisé.')).toBeVisible()

    await plans.setInputFiles([pdf(1), pdf(2), pdf(3), pdf(4)])
    await expect(form.getByText('Nombre de fichiers maximal atteint')).toBeVisible()
    for (const n of [1, 2, 3])
      await expect(form.getByRole('listitem').filter({ hasText: `plan-${n}.pdf` })).toContainText('envoyé')
    await expect(form.getByRole('listitem').filter({ hasText: 'plan-4.pdf' })).toHaveCount(0)
    await expect(plans).toBeDisabled()

    await form.getByRole('button', { name: 'Retirer plan-2.pdf' }).click()
    await expect(plans).toBeEnabled()
    await expect(form.getByRole('listitem').filter({ hasText: 'plan-2.pdf' })).toHaveCount(0)
  })
})

test.describe('uploader code', () => {
  /** Whether the scripts loaded hold the tus client, recognised by one of its own error messages. */
  const holdsTus = async (scripts: () => Promise<Script[]>) =>
    (await scripts()).some((s) => s.body.includes('tus: no file or stream to upload provided'))

  test('is loaded only when a visitor adds a file, never on a form without upload field', async ({ page }) => {
    const onContact = collectScripts(page)
    await page.goto('/contact')
    const contact = page.getByRole('form', { name: 'Nous écrire' })
    await formLive(contact)
    await contact.getByRole('textbox', { name: 'Prénom', exact: true }).focus()
    await page.waitForLoadState('networkidle')
    expect(await holdsTus(onContact)).toBe(false)

    const onQuote = collectScripts(page)
    const form = await openQuoteSitePage(page)
    await page.waitForLoadState('networkidle')
    expect(await holdsTus(onQuote)).toBe(false)
    await form.getByLabel('Plans', { exact: true }).setInputFiles(pdf(1))
    await expect(form.getByRole('listitem').filter({ hasText: 'plan-1.pdf' })).toContainText('envoyé')
    expect(await holdsTus(onQuote)).toBe(true)
  })
})
