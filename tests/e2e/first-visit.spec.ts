import type { Page } from '@playwright/test'

import { expect, test } from './fixtures'

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
  await page.route('**/_next/static/chunks/**', async (route) => {
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
    await page.goto('/devis', { waitUntil: 'domcontentloaded' })
    const form = page.getByRole('form', { name: 'Votre demande de devis' })
    // The page asked for the form's code, which is still on its way.
    await expect.poll(() => scripts.island.requested).toBe(true)
    await form.getByRole('radio', { name: 'Démolition' }).check()
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
    await page.goto('/recrutement', { waitUntil: 'domcontentloaded' })
    const form = page.getByRole('form', { name: 'Candidature' })
    await expect.poll(() => scripts.island.requested).toBe(true)

    const chooser = page.waitForEvent('filechooser')
    await form.getByLabel('CV', { exact: true }).click()
    await (await chooser).setFiles({ name: 'cv-lucie-girard.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n% CV\n%%EOF\n') })
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
    })
  })
})
