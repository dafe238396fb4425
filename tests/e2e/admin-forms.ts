/**
 * Payload's edit view as staff use it, found by the French labels they read. Payload's selects do
 * not tie their label to their input (the label points at the field's wrapper) and every group's
 * toggle is named « Bloc bascule »: these helpers reach both by the visible label, as a person does.
 */
import type { Locator, Page } from '@playwright/test'

import { expect } from './fixtures'

export class AdminForm {
  constructor(
    readonly page: Page,
    readonly scope: Locator = page.locator('main'),
  ) {}

  /** A field by its visible label (a required field's label ends with « * »). */
  field(label: string): Locator {
    const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    return this.scope.locator('.field-type').filter({ has: this.page.locator(':scope > label.field-label', { hasText: new RegExp(`^${escaped}\\*?$`) }) })
  }

  /** Picks each option in a select (one for a single select, several for a multiple one). */
  async choose(label: string, ...options: string[]): Promise<void> {
    for (const option of options) {
      await this.field(label).getByRole('combobox').click()
      await this.page.getByRole('option', { name: option, exact: true }).click()
    }
    await expect(this.field(label)).toContainText(options.at(-1)!.slice(0, 20))
  }

  /** Opens a collapsed group of fields by its title. */
  async open(title: string): Promise<void> {
    await this.scope.locator('.collapsible__toggle-wrap', { hasText: title }).first().getByRole('button', { name: 'Bloc bascule' }).click()
  }

  /** The French message shown under a field (Payload's tooltip on an invalid field). */
  error(label: string): Locator {
    return this.field(label).locator('.field-error')
  }
}

/**
 * Adds a block to a page's « Sections » through the block chooser and opens it. The new row may
 * start collapsed, and a click before the admin has hydrated is lost: « Afficher tout » (which
 * only ever opens) is pressed until the block's first field shows.
 */
export async function addSection(page: Page, block: string, firstField: string): Promise<AdminForm> {
  await page.getByRole('button', { name: 'Ajouter Section' }).click()
  await page.getByRole('heading', { name: 'Ajouter Section' }).waitFor()
  await page.getByRole('button', { name: block, exact: true }).click()
  const row = page.locator('.blocks-field__row').last()
  const first = row.getByRole('textbox', { name: firstField })
  await expect(async () => {
    if (!(await first.isVisible())) await page.getByRole('button', { name: 'Afficher tout' }).click()
    await expect(first).toBeVisible({ timeout: 2_000 })
  }).toPass({ timeout: 30_000 })
  return new AdminForm(page, row)
}
