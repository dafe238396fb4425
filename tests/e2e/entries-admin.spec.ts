import { readFile } from 'node:fs/promises'

import type { APIRequestContext, Browser, Page } from '@playwright/test'

import { type Account, ADMIN_STATE, expect, formLive, signIn, staffApi, test } from './fixtures'

/**
 * The entries of a form as staff meet them in /admin after a visitor wrote: the list, the detail
 * with the answers shown as inert text, read / followed / spam, an internal note, the CSV export
 * for Excel; and a visitor's own account kept out of all of it.
 *
 * One visitor submission is shared by the steps, so the file runs once (@desktop) and in order.
 */
test.describe.configure({ mode: 'serial' })

// What a visitor might type to attack staff: markup that would run if it were shown as HTML, and
// a spreadsheet formula at the start of a cell.
const HOSTILE = '=SOMME(1;2) <script>window.__xss = 1</script><img src="x" onerror="window.__xss = 2">'

const mark = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`
const email = `jeanne.${mark}@exemple.fr`
const entryTitle = `Jeanne Martin — ${email}`

async function contactFormId(api: APIRequestContext): Promise<number> {
  const found = await api.get(`/api/forms?where[title][equals]=${encodeURIComponent('Nous écrire')}&depth=0`)
  expect(found.ok()).toBe(true)
  return (await found.json()).docs[0].id as number
}

async function submitAsVisitor(browser: Browser) {
  const context = await browser.newContext()
  const page = await context.newPage()
  await page.clock.install()
  await page.goto('/contact')
  const form = page.getByRole('form', { name: 'Nous écrire' })
  await formLive(form)
  await form.getByRole('textbox', { name: 'Prénom', exact: true }).fill('Jeanne')
  await form.getByRole('textbox', { name: 'Nom', exact: true }).fill('Martin')
  await form.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email)
  await form.getByRole('combobox', { name: 'Objet' }).selectOption({ label: 'Autre' })
  await form.getByRole('textbox', { name: 'Message', exact: true }).fill(HOSTILE)
  await form.getByRole('checkbox', { name: /J’accepte que Morel Terrassement/ }).check()
  // The form refuses what is sent faster than a human could type it.
  await page.clock.fastForward(5_000)
  await form.getByRole('button', { name: 'Envoyer le message' }).click()
  await expect(page.getByText('Merci Jeanne Martin ! Votre message a bien été envoyé.')).toBeVisible()
  await context.close()
}

/** The entry's edit view, reached from the form as staff do: form → « Voir les entrées » → the row. */
async function openEntry(page: Page, formId: number) {
  await page.goto(`/admin/collections/forms/${formId}`)
  await page.getByRole('link', { name: 'Voir les entrées' }).click()
  await page.getByRole('link', { name: entryTitle }).click()
  await expect(page.getByRole('heading', { name: 'Réponses' })).toBeVisible({ timeout: 30_000 })
}

test.describe('entries of a form in the back office', { tag: '@desktop' }, () => {
  test.use({ storageState: ADMIN_STATE })
  // The back office is a large application: its first views take longer than the site's pages.
  test.setTimeout(120_000)

  let formId: number

  test.beforeAll(async ({ browser, playwright, baseURL }) => {
    await submitAsVisitor(browser)
    const api = await staffApi(playwright, baseURL!)
    formId = await contactFormId(api)
    await api.dispose()
  })

  test('list and detail show the answers as inert text', async ({ page }) => {
    await page.goto(`/admin/collections/forms/${formId}`)
    await page.getByRole('link', { name: 'Voir les entrées' }).click()
    await expect(page).toHaveURL(/\/admin\/collections\/form-entries\?/)
    const row = page.getByRole('link', { name: entryTitle })
    await expect(row).toBeVisible({ timeout: 30_000 })
    await row.click()

    const answers = page.getByRole('region', { name: 'Réponses' })
    await expect(answers.getByRole('rowheader', { name: 'Message' })).toBeVisible({ timeout: 30_000 })
    await expect(answers.getByRole('cell', { name: HOSTILE, exact: true })).toBeVisible()
    await expect(answers.getByRole('cell', { name: email, exact: true })).toBeVisible()
    // Shown as characters: nothing the visitor typed became an element, nothing ran.
    await expect(page.locator('img[src="x"]')).toHaveCount(0)
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined()
  })

  test('exports the entries as CSV for French Excel, formulas neutralised', async ({ page }) => {
    await page.goto(`/admin/collections/forms/${formId}`)
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Exporter en CSV (Excel)' }).click()])
    expect(download.suggestedFilename()).toMatch(/^entrees-nous-ecrire-\d{4}-\d{2}-\d{2}\.csv$/)
    const bytes = await readFile(await download.path())
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const line = bytes.toString('utf8').split('\r\n').find((l) => l.includes(email))
    expect(line).toBeDefined()
    // The message cell starts with an apostrophe: Excel shows it as text instead of computing it.
    expect(line).toContain(`"'=SOMME(1;2) <script>`)
    expect(line).not.toMatch(/(^|;)=SOMME/)
  })

  test('staff mark an entry read, followed and spam, and add a note', async ({ page, playwright, baseURL }) => {
    // The back office's round trips, beside the rest of the suite on 2 cores.
    test.slow()
    await openEntry(page, formId)
    await page.getByRole('checkbox', { name: 'Lue' }).check()
    await page.getByRole('checkbox', { name: 'Suivie' }).check()
    await page.locator('#field-folder .rs__control').click()
    await page.locator('.rs__option', { hasText: 'Indésirables' }).click()
    // A press before the admin's form has hydrated adds nothing, so the press is tried again, but
    // only while no note row exists: the row is drawn at once (« Note 01 » over a placeholder),
    // while its text box comes with the server's answer for the new row, which a busy machine (the
    // whole suite beside it) can keep for many seconds. Pressed again because the text box was
    // late, the form held a second, empty note and refused to save.
    const save = page.getByRole('button', { name: 'Sauvegarder' })
    await expect(save).toBeEnabled()
    const row = page.locator('#notes-row-0')
    await expect(async () => {
      if ((await row.count()) === 0) await page.getByRole('button', { name: 'Ajouter Note' }).click()
      await expect(row).toBeVisible({ timeout: 5_000 })
    }).toPass({ timeout: 60_000 })
    const note = page.locator('#field-notes__0__text')
    await expect(note).toBeVisible({ timeout: 90_000 })
    await expect(page.locator('#notes-row-1')).toHaveCount(0)
    await note.fill('Rappeler lundi : message suspect, ne pas ouvrir les liens.')
    // The admin enables « Sauvegarder » once it has taken the last change in: a click before is lost.
    await expect(save).toBeEnabled()
    await save.click()
    await expect(page.getByText('Mis à jour avec succès.')).toBeVisible({ timeout: 60_000 })

    // What was saved, as the API reads it back: the note signed by whoever wrote it.
    const api = await staffApi(playwright, baseURL!)
    const found = await api.get(`/api/form-entries?where[title][equals]=${encodeURIComponent(entryTitle)}&depth=0`)
    const [entry] = (await found.json()).docs as { read: boolean; starred: boolean; folder: string; notes: { text: string; author: number | null; at: string | null }[] }[]
    expect(entry).toMatchObject({ read: true, starred: true, folder: 'spam' })
    expect(entry.notes).toHaveLength(1)
    expect(entry.notes[0]).toMatchObject({ text: 'Rappeler lundi : message suspect, ne pas ouvrir les liens.' })
    expect(entry.notes[0].author).toEqual(expect.any(Number))
    expect(entry.notes[0].at).toBeTruthy()

    // Now in the spam folder: the spam export holds it, the inbox export no longer does.
    const spam = await api.get(`/formulaires/export/${formId}?dossier=spam`)
    expect(await spam.text()).toContain(email)
    const inbox = await api.get(`/formulaires/export/${formId}`)
    expect(await inbox.text()).not.toContain(email)
    await api.dispose()
  })
})

test.describe('a visitor’s own account', { tag: '@desktop' }, () => {
  test('cannot reach the entries, in the back office or through the API', async ({ browser, baseURL, newClient }: { browser: Browser; baseURL: string | undefined; newClient: Account }) => {
    const context = await browser.newContext()
    const page = await context.newPage()
    await signIn(page, newClient)
    await page.goto('/admin/collections/form-entries')
    await expect(page.getByRole('link', { name: entryTitle })).toHaveCount(0)
    // The back office sends anyone who is not staff away (to its sign-in).
    await expect(page).toHaveURL((url) => url.pathname !== '/admin/collections/form-entries')

    const origin = { Origin: new URL(baseURL!).origin }
    const api = await context.request.get('/api/form-entries?depth=0', { headers: origin })
    expect(api.status()).toBe(403)
    const csv = await context.request.get('/formulaires/export/1', { headers: origin })
    expect(csv.status()).toBe(403)
    expect(await csv.text()).toBe('Accès réservé à l’équipe : connectez-vous à l’administration.')
    await context.close()
  })
})
