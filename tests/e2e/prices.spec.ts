import { expect, test, type Page } from '@playwright/test'

import { collectScripts, entriesWith, formLive } from './fixtures'

/**
 * The online estimate (/estimation) as a visitor meets it: figures computed as they answer, in
 * euros written the French way, a total the server confirms after submission; and the products
 * script, loaded only on pages whose forms need it.
 */

const NNBSP = '\u202f'
/** An amount as the site writes it: narrow no-break spaces between thousands and before €. */
const euros = (amount: string) => amount.replace(/ /g, NNBSP)
/** A string only the products script holds (render/client/products.ts). */
const PRODUCTS_MARK = 'data-prices-ready'

const token = (label: string) => `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`

class EstimateForm {
  constructor(readonly page: Page) {}
  form = () => this.page.getByRole('form', { name: 'Estimation en ligne' })
  text = (name: string) => this.form().getByRole('textbox', { name, exact: true })
  total = () => this.form().getByRole('status', { name: 'Total estimé HT' })
  async open() {
    await this.page.clock.install()
    await this.page.goto('/estimation')
    await formLive(this.form())
    // The pricing code comes with the visitor's first move in the form, not with the page.
    await this.text('Surface à terrasser (m²)').focus()
    await expect(this.form()).toHaveAttribute(PRODUCTS_MARK, '')
  }
}

test.describe('estimation en ligne', () => {
  test('shows the volume and the total as the visitor answers, in French format; the server confirms the total', async ({
    page,
    playwright,
    baseURL,
  }) => {
    const estimate = new EstimateForm(page)
    await estimate.open()
    await expect(estimate.total()).toHaveText(euros('180,00 €'))

    await estimate.text('Surface à terrasser (m²)').fill('120')
    await estimate.text('Profondeur moyenne (m)').fill('0,4')
    await expect(estimate.text('Volume à terrasser (m³)')).toHaveValue('48')
    await estimate.form().getByRole('combobox', { name: 'Nature du terrain' }).selectOption('28')
    // 48 m³ × 28 € + amenée 180 €
    await expect(estimate.total()).toHaveText(euros('1 524,00 €'))

    await estimate
      .form()
      .getByRole('checkbox', { name: /^Implantation par un géomètre/ })
      .check()
    await estimate.form().getByRole('radio', { name: 'Les évacuer en installation agréée' }).check()
    await expect(estimate.form().getByRole('group', { name: 'Évacuation des terres' })).toContainText(euros('1 140,00 €'))
    await estimate
      .form()
      .getByRole('radio', { name: /^Mini-pelle 2,5 t/ })
      .check()
    await estimate.text('Nombre de jours de location').fill('2')
    await expect(estimate.total()).toHaveText(euros('3 794,00 €'))

    // Keeping the soil on site removes its line from the total.
    await estimate.form().getByRole('radio', { name: 'Les garder sur le terrain (régalage)' }).check()
    await expect(estimate.total()).toHaveText(euros('2 654,00 €'))
    await estimate.form().getByRole('radio', { name: 'Les évacuer en installation agréée' }).check()
    await expect(estimate.total()).toHaveText(euros('3 794,00 €'))

    const mark = token('ESTIM')
    await estimate.text('Prénom').fill('Jeanne')
    await estimate.text('Nom').fill(mark)
    await estimate.text('E-mail').fill('jeanne.martin@exemple.fr')
    await estimate
      .form()
      .getByRole('checkbox', { name: /J’accepte que Morel Terrassement/ })
      .check()
    await page.clock.fastForward(5_000)
    await estimate.form().getByRole('button', { name: 'Recevoir mon estimation' }).click()

    await expect(
      page.getByText(`Merci Jeanne ${mark} ! Votre estimation s’élève à ${euros('3 794,00 €')}, hors taxes.`),
    ).toBeVisible()
    const [entry] = await entriesWith(playwright, baseURL, mark)
    const answer = (key: string) => entry.answers.find((a) => a.key === key)
    expect(answer('total')).toMatchObject({ value: '3794', text: euros('3 794,00 €') })
    expect(answer('volume')?.text).toBe('48')
    expect(answer('engin')?.text).toBe(`Mini-pelle 2,5 t — 2 × 390,00${NNBSP}€ = 780,00${NNBSP}€`)
  })

  test('a forged total is ignored: the entry holds the server’s figures', async ({ page, playwright, baseURL }) => {
    const estimate = new EstimateForm(page)
    await estimate.open()
    await estimate.text('Surface à terrasser (m²)').fill('10')
    await estimate.text('Profondeur moyenne (m)').fill('1')
    await estimate.form().getByRole('combobox', { name: 'Nature du terrain' }).selectOption('24')
    await estimate.form().getByRole('radio', { name: 'Les garder sur le terrain (régalage)' }).check()
    const mark = token('FORGE')
    await estimate.text('Prénom').fill('Paul')
    await estimate.text('Nom').fill(mark)
    await estimate.text('E-mail').fill('paul@exemple.fr')
    await estimate
      .form()
      .getByRole('checkbox', { name: /J’accepte que Morel Terrassement/ })
      .check()
    await expect(estimate.total()).toHaveText(euros('420,00 €'))
    // A visitor edits the page: the volume and the total say 1.
    await estimate.form().evaluate((form: HTMLFormElement) => {
      const total = document.createElement('input')
      total.type = 'hidden'
      total.name = 'input_total'
      total.value = '1'
      form.appendChild(total)
      const volume = form.querySelector<HTMLInputElement>('input[name="input_volume"]')!
      volume.removeAttribute('data-calculation')
      volume.readOnly = false
      volume.value = '1'
    })
    await page.clock.fastForward(5_000)
    await estimate.form().getByRole('button', { name: 'Recevoir mon estimation' }).click()
    await expect(page.getByText(`Votre estimation s’élève à ${euros('420,00 €')}, hors taxes.`)).toBeVisible()
    const [entry] = await entriesWith(playwright, baseURL, mark)
    expect(entry.answers.find((a) => a.key === 'total')?.value).toBe('420')
    expect(entry.answers.find((a) => a.key === 'volume')?.value).toBe('10')
  })
})

test.describe('the products script', () => {
  test('is not requested on the contact page', async ({ page }) => {
    const bodies = collectScripts(page)
    await page.goto('/contact')
    await formLive(page.getByRole('form', { name: 'Nous écrire' }))
    await page.waitForLoadState('networkidle')
    const loaded = await bodies()
    expect(loaded.length).toBeGreaterThan(0)
    expect(loaded.some((s) => s.body.includes(PRODUCTS_MARK))).toBe(false)
  })

  test('is requested on the estimate page', async ({ page }) => {
    const bodies = collectScripts(page)
    await new EstimateForm(page).open()
    expect((await bodies()).some((s) => s.body.includes(PRODUCTS_MARK))).toBe(true)
  })
})
