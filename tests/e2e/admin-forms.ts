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
    await this.reveal(this.field(label))
    for (const option of options) {
      await this.field(label).getByRole('combobox').click()
      await this.page.getByRole('option', { name: option, exact: true }).click()
    }
    await expect(this.field(label)).toContainText(options.at(-1)!.slice(0, 20))
  }

  /** A group's own open/close button (every one is named « Bloc bascule »). */
  private toggle(group: Locator): Locator {
    return group.locator(':scope > .collapsible__toggle-wrap').getByRole('button', { name: 'Bloc bascule' })
  }

  /** The group last opened by `open`, where a field chosen next usually is. */
  private lastGroup?: Locator

  /**
   * Waits for a field to be drawn. The admin draws a group's rows only once they come near the
   * screen, and under load a row of an opened group was seen left undrawn for good: the group is
   * closed and opened again, as a person would, until the field shows.
   */
  async reveal(field: Locator): Promise<void> {
    await expect(async () => {
      if (!(await field.isVisible()) && this.lastGroup) {
        await this.toggle(this.lastGroup).click()
        await expect(this.lastGroup).toHaveClass(/collapsible--collapsed/)
        await this.toggle(this.lastGroup).click()
      }
      await expect(field).toBeVisible({ timeout: 2_000 })
    }).toPass({ timeout: 30_000 })
  }

  /**
   * Opens a group of fields by its title, if it is closed: Payload keeps each staff member's open
   * and closed groups between visits, so a group another test opened may already be open.
   */
  async open(title: string): Promise<void> {
    const group = this.scope.locator('.collapsible').filter({ has: this.page.locator(':scope > .collapsible__toggle-wrap', { hasText: title }) }).first()
    if ((await group.getAttribute('class'))?.includes('collapsible--collapsed')) await this.toggle(group).click()
    await expect(group).not.toHaveClass(/collapsible--collapsed/)
    this.lastGroup = group
  }

  /** The French message shown under a field (Payload's tooltip on an invalid field). */
  error(label: string): Locator {
    return this.field(label).locator('.field-error')
  }
}

/**
 * Adds a block to a page's « Sections » through the block chooser and opens it. The new row may
 * start collapsed, and a click before the admin has hydrated is lost: « Afficher tout » (which
 * only ever opens) is pressed until the block's first field shows. Within `timeout`, else throws.
 */
export async function addSection(page: Page, block: string, firstField: string, timeout = 30_000): Promise<AdminForm> {
  await page.getByRole('button', { name: 'Ajouter Section' }).click()
  await page.getByRole('heading', { name: 'Ajouter Section' }).waitFor()
  await page.getByRole('button', { name: block, exact: true }).click()
  const row = page.locator('.blocks-field__row').last()
  const first = row.getByRole('textbox', { name: firstField })
  await expect(async () => {
    if (!(await first.isVisible())) await page.getByRole('button', { name: 'Afficher tout' }).click()
    await expect(first).toBeVisible({ timeout: 2_000 })
  }).toPass({ timeout })
  // The new row's fields are settled once the admin's requests for them are answered: a value typed
  // before that is replaced by the row's first state (seen under load).
  await page.waitForLoadState('networkidle')
  return new AdminForm(page, row)
}

/**
 * A new document's form, filled by `fill` up to its first section, as a person would start again:
 * the admin (Payload 3.90) now and then leaves a section just added as an empty row, under load
 * about once in three times, until the page is opened again. Tried three times at most.
 */
export async function startNewDocument(page: Page, fill: () => Promise<AdminForm>): Promise<AdminForm> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await fill()
    } catch (error) {
      if (attempt === 3) throw error
    }
  }
}
