import type { Page } from '@playwright/test'

import { HOLDING_ATTRIBUTE } from '../../src/features/ui/island/hold-presses'
import { fillContact, sendContact } from './contact'
import { expect, firstView, formLive, test, type Script } from './fixtures'

/**
 * A first visit on a phone: the form is the server's HTML, and its code arrives seconds later. What
 * the visitor taps, types or picks before it is there must count once it is (docs/decisions/029).
 * Each test runs in a fresh browser context (an empty cache) and holds the forms' script chunks
 * back until the visitor has acted, then lets them through.
 */

type Gate = { requested: boolean; release: () => void }

/**
 * Holds back every script chunk whose code holds one of the markers (text only that chunk
 * carries) until its gate is released; the other scripts go through.
 */
async function holdScripts<K extends string>(page: Page, markers: Record<K, string>): Promise<Record<K, Gate>> {
  const gates = {} as Record<K, Gate & { released: Promise<void>; marker: string }>
  for (const key of Object.keys(markers) as K[]) {
    let release = () => {}
    const released = new Promise<void>((resolve) => (release = resolve))
    gates[key] = { requested: false, release, released, marker: markers[key] }
  }
  // Scripts only: a stylesheet may hold the same words (forms.css names HOLDING_ATTRIBUTE).
  await page.route('**/_next/static/chunks/*.js', async (route) => {
    const response = await route.fetch()
    const body = await response.text()
    for (const gate of Object.values<(typeof gates)[K]>(gates))
      if (body.includes(gate.marker)) {
        gate.requested = true
        await gate.released
      }
    await route.fulfill({ response, body })
  })
  return gates
}

/** Text found only in the chunk of the forms' island (enhance.ts) and of the input masks (masks.ts). */
const ISLAND = 'dataset.enhanced'
const MASKS = 'maskKeep'

test.describe('before the form’s code has arrived', () => {
  test('« Démolition » tapped shows « Ouvrages à démolir » once it arrives, and a date typed meanwhile is kept', async ({ page }) => {
    const scripts = await holdScripts(page, { island: ISLAND, masks: MASKS })
    // The page's scripts have started: a tap is a sign their loader hears (docs/decisions/079, 083).
    await firstView(page, '/devis')
    const form = page.getByRole('form', { name: 'Votre demande de devis' })
    await form.getByRole('radio', { name: 'Démolition' }).check()
    // The tap asked for the form's code, which is still on its way.
    await expect.poll(() => scripts.island.requested).toBe(true)
    await form.getByRole('textbox', { name: 'Surface concernée (m²)', exact: true }).fill('120')
    await form.getByRole('combobox', { name: 'Délai souhaité' }).selectOption({ label: 'À une date précise' })
    await expect(form.getByRole('group', { name: 'Ouvrages à démolir' })).toBeHidden()
    await expect(form).not.toHaveAttribute('data-enhanced', 'true')

    scripts.island.release()
    await expect(form).toHaveAttribute('data-enhanced', 'true')
    // No further tap: the answers given before count.
    const works = form.getByRole('group', { name: 'Ouvrages à démolir' })
    await expect(works).toBeVisible()
    await expect(form.getByRole('radio', { name: 'Démolition' })).toBeChecked()
    await expect(form.getByRole('textbox', { name: 'Surface concernée (m²)', exact: true })).toHaveValue('120')

    // The date field these answers call for is there; the masks' code is still on its way while
    // the visitor types on a keypad without "/".
    const date = form.getByRole('textbox', { name: 'Date de début souhaitée' })
    await expect(date).toBeVisible()
    await expect.poll(() => scripts.masks.requested).toBe(true)
    await date.pressSequentially('19102026')
    scripts.masks.release()
    await expect(date).toHaveValue('19/10/2026')

    await works.getByRole('checkbox', { name: 'Maison' }).check()
    await form.getByRole('button', { name: 'Continuer vers le chantier' }).click()
    await expect(form.getByRole('list', { name: 'Progression du formulaire' }).locator('[aria-current="step"]')).toHaveText('Le chantier')
  })

  test('the CV picker opens on the first tap, and the file is sent once the code arrives', async ({ page }) => {
    const scripts = await holdScripts(page, { island: ISLAND })
    await firstView(page, '/recrutement')
    const form = page.getByRole('form', { name: 'Candidature' })

    // What the visitor sees is the site's French button, whatever the browser's language; the
    // input lies over it, transparent, so the tap on the button is a tap on the input.
    const picker = form.getByLabel('CV', { exact: true })
    const button = form.getByText('Ajouter un fichier', { exact: true })
    await expect(button).toBeVisible()
    expect(await picker.boundingBox()).toEqual(await button.boundingBox())
    const chooser = page.waitForEvent('filechooser')
    await picker.click()
    await (await chooser).setFiles({ name: 'cv-lucie-girard.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n% CV\n%%EOF\n') })
    await expect.poll(() => scripts.island.requested).toBe(true)
    await expect(form).not.toHaveAttribute('data-enhanced', 'true')

    scripts.island.release()
    await expect(form.getByRole('listitem').filter({ hasText: 'cv-lucie-girard.pdf' })).toContainText('envoyé')
    // One file at most: the picker is done.
    await expect(form.getByLabel('CV', { exact: true })).toBeDisabled()
  })

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })

    test('the CV picker, which nothing could send, is not offered', async ({ page }) => {
      await page.goto('/recrutement')
      const form = page.getByRole('form', { name: 'Candidature' })
      await expect(form.getByText('Formats acceptés : PDF, DOC, DOCX, ODT.')).toBeVisible()
      // In the page, out of sight (the <noscript> notice says why: fields/upload/Field.test.tsx).
      const picker = form.getByLabel('CV', { exact: true })
      await expect(picker).toBeAttached()
      await expect(picker).toBeHidden()
      await expect(form.getByText('Ajouter un fichier', { exact: true })).toBeHidden()
    })
  })
})

// docs/decisions/082, 083: a form met afresh gets its code at the visitor's first sign on the page,
// its controls' presses kept for it meanwhile; mid-journey (here, errors to point at) it comes with the page.
test.describe('a form met afresh', () => {
  const contact = (page: Page) => page.getByRole('form', { name: 'Nous écrire' })
  /** Whether the island's chunk is among the scripts loaded so far. */
  const carriesIsland = async (view: { afterSign: () => Promise<Script[]> }) => (await view.afterSign()).some((s) => s.body.toString('utf8').includes(ISLAND))

  test('gets its code at the visitor’s first sign, and the field entered then is the first one the data layer hears of', async ({ page }) => {
    // Held once asked for: the code comes after the tap, as over a poor link.
    const scripts = await holdScripts(page, { island: ISLAND })
    await firstView(page, '/contact')
    const form = contact(page)
    expect(scripts.island.requested, 'le code du formulaire demandé avec la page').toBe(false)
    await expect(form).not.toHaveAttribute('data-enhanced', 'true')

    const firstName = form.getByRole('textbox', { name: 'Prénom', exact: true })
    await firstName.fill('Jeanne')
    await expect.poll(() => scripts.island.requested).toBe(true)
    await expect(form).not.toHaveAttribute('data-enhanced', 'true')
    scripts.island.release()
    await expect(form).toHaveAttribute('data-enhanced', 'true')
    await expect(firstName).toHaveValue('Jeanne')
    await expect(firstName).toBeFocused()
    // The focus came before the code: it is tracked all the same (docs/product.md, Forms).
    const entered = await page.evaluate(() =>
      ((window as unknown as { dataLayer?: { event: string; field?: string }[] }).dataLayer ?? []).filter((e) => e.event === 'vitrine_form_field_focus_in').map((e) => e.field),
    )
    expect(entered).toEqual(['nom'])
  })

  test('« Ajouter une expérience » pressed as the visitor’s first sign adds its row once the code has come', async ({ page }) => {
    const scripts = await holdScripts(page, { island: ISLAND })
    await firstView(page, '/recrutement')
    expect(scripts.island.requested, 'le code du formulaire demandé avec la page').toBe(false)
    const jobs = page.getByRole('form', { name: 'Candidature' }).getByRole('group', { name: 'Expériences passées' })
    const rows = jobs.getByRole('group', { name: /^Ligne \d$/ })
    await expect(rows).toHaveCount(1)
    // The server's button, there with the page; the lone row's « Supprimer » is not offered.
    const add = jobs.getByRole('button', { name: 'Ajouter une expérience' })
    await expect(add).toBeVisible()
    await expect(jobs.getByRole('button', { name: /Supprimer/ })).toHaveCount(0)

    await add.click()
    await expect.poll(() => scripts.island.requested).toBe(true)
    await expect(rows).toHaveCount(1)
    scripts.island.release()
    // The press was kept for the rows' code: its row comes, the focus in it, without a second press.
    await expect(rows).toHaveCount(2)
    await expect(jobs.getByRole('group', { name: 'Ligne 2' }).getByRole('textbox').first()).toBeFocused()
    await expect(jobs.getByRole('button', { name: /Supprimer/ })).toHaveCount(2)
  })

  test('shows its controls once a press on them is kept for its code, in the place they held from the start', async ({ page }) => {
    // The blocks' shared loader (the chunk that holds presses) held back: the page's scripts are starting.
    const scripts = await holdScripts(page, { loader: HOLDING_ATTRIBUTE })
    await page.goto('/recrutement', { waitUntil: 'domcontentloaded' })
    await expect.poll(() => scripts.loader.requested).toBe(true)
    // Out of sight, and out of reach of the keyboard and of screen readers, until then: found by
    // its mark, since it has no role a visitor could find it by.
    const add = page.getByRole('form', { name: 'Candidature' }).locator('[data-row-add]')
    await expect(add).toHaveText('Ajouter une expérience')
    await expect(add).toBeHidden()
    await expect(page.getByRole('button', { name: 'Ajouter une expérience' })).toHaveCount(0)
    const before = await add.boundingBox()
    scripts.loader.release()
    await expect(page.getByRole('button', { name: 'Ajouter une expérience' })).toBeVisible()
    expect(await add.boundingBox(), 'le bouton a gardé sa place').toEqual(before)
  })

  test('« Autre » typed before the code came is the choice made once it has', async ({ page }) => {
    const scripts = await holdScripts(page, { island: ISLAND })
    await firstView(page, '/devis')
    const form = page.getByRole('form', { name: 'Votre demande de devis' })
    await form.getByRole('textbox', { name: 'Type de travaux : précisez' }).fill('Forage de puits')
    await expect.poll(() => scripts.island.requested).toBe(true)
    const other = form.getByRole('radio', { name: 'Autre' })
    await expect(other).not.toBeChecked()
    scripts.island.release()
    await expect(other).toBeChecked()
    await expect(form.getByRole('textbox', { name: 'Type de travaux : précisez' })).toHaveValue('Forage de puits')
  })

  test('the time the visitor read the page before their first sign counts towards the anti-bot time', { tag: '@desktop' }, async ({ page }) => {
    // The page's wall clock moved forward by hand: the browser's timings of the page (its first
    // paint) stay true, which the page's fake clock (page.clock) would empty.
    await page.addInitScript(() => {
      const real = Date.now
      let ahead = 0
      Date.now = () => real() + ahead
      ;(window as unknown as { readFor: (ms: number) => void }).readFor = (ms) => void (ahead += ms)
    })
    const view = await firstView(page, '/contact')
    // A minute of reading, without a gesture: the form's code is not there yet.
    await page.evaluate(() => (window as unknown as { readFor: (ms: number) => void }).readFor(60_000))
    expect(await carriesIsland(view)).toBe(false)
    await fillContact(page, 'Lu avant d’écrire.', { pace: false })
    const sent = page.waitForRequest((request) => request.method() === 'POST' && new URL(request.url()).pathname === '/formulaires/envoi')
    await sendContact(page)
    // Sent by the island as multipart form data.
    const body = (await sent).postDataBuffer()?.toString() ?? ''
    const elapsed = Number(/name="vitrine_elapsed_ms"\r\n\r\n(\d+)/.exec(body)?.[1])
    // From the form's display (the page's first paint), not from its code's arrival.
    expect(elapsed).toBeGreaterThanOrEqual(60_000)
  })

  test('with errors to point at, its code comes with the page, without waiting for a sign', { tag: '@desktop' }, async ({ browser, baseURL, page }) => {
    // Sent empty by a browser without JavaScript: the server's answer is a page of its own, with the errors.
    const noScript = await browser.newContext({ javaScriptEnabled: false, baseURL })
    const plain = await noScript.newPage()
    await plain.goto('/contact')
    await contact(plain).getByRole('button', { name: 'Envoyer le message' }).click()
    await expect(plain).toHaveURL(/\/formulaires\/saisie\/[A-Za-z0-9_-]{32}#erreurs-\d+$/)
    // Without its anchor: the scroll to it would be a sign of its own.
    const answer = plain.url().split('#')[0]
    await noScript.close()

    const answered = await firstView(page, answer)
    await expect(contact(page).getByRole('heading', { name: /Votre envoi comporte \d+ erreurs/ })).toBeVisible()
    await expect(contact(page)).toHaveAttribute('data-enhanced', 'true')
    expect(await carriesIsland(answered)).toBe(true)
    // And a form met afresh on the same browser still waits.
    const fresh = await firstView(page, '/contact')
    await expect(contact(page)).not.toHaveAttribute('data-enhanced', 'true')
    expect(await carriesIsland(fresh)).toBe(false)
    await formLive(contact(page))
  })
})
