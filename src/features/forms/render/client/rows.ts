import { islandMessages as messages } from '../../island-messages'

/**
 * Repeatable rows in the browser (list and repeater fields; loaded only for forms that have one,
 * docs/product.md, Forms): adds a row from the field's template, removes one, and keeps rows numbered 1…n so
 * the server reads them in order. The remove buttons are hidden while only the minimum (at least
 * one) remains and the add button is disabled at the maximum (docs/product.md, Forms), as the
 * server first renders them (fields/shared/RowsView); each change is announced politely
 * (docs/product.md, Forms).
 */

const rowsOf = (box: Element) => Array.from(box.querySelectorAll<HTMLElement>(':scope > .form-rows-list > .form-row'))
const firstInput = (row: Element | null | undefined) => row?.querySelector<HTMLElement>('input:not([type=hidden]), select, textarea') ?? null
const RENUMBERED = ['id', 'name', 'for', 'aria-describedby', 'aria-labelledby'] as const

/** Moves a row to number `to`: every name and id under it, its legend and its remove button. */
function renumber(row: HTMLElement, key: string, to: number): void {
  const from = row.dataset.row ?? '0'
  const before = `${key}.${from}.`
  const after = `${key}.${to}.`
  for (const el of [row, ...Array.from(row.querySelectorAll<HTMLElement>('*'))])
    for (const attr of RENUMBERED) {
      const value = el.getAttribute(attr)
      if (value && value.includes(before)) el.setAttribute(attr, value.split(before).join(after))
    }
  row.dataset.row = String(to)
  const legend = row.querySelector(':scope > legend')
  if (legend) legend.textContent = messages.rowLegend(to)
  row.querySelector(':scope > [data-row-remove]')?.setAttribute('aria-label', messages.removeRow(to))
}

function refresh(box: HTMLElement): void {
  const rows = rowsOf(box)
  const min = Math.max(1, Number(box.dataset.minRows) || 1)
  const max = Number(box.dataset.maxRows) || 1
  for (const row of rows) {
    const remove = row.querySelector<HTMLButtonElement>(':scope > [data-row-remove]')
    if (remove) remove.hidden = rows.length <= min
  }
  const add = box.querySelector<HTMLButtonElement>(':scope > [data-row-add]')
  if (add) add.disabled = rows.length >= max
}

function announce(box: HTMLElement, text: string): void {
  const status = box.querySelector<HTMLElement>(':scope > [data-rows-status]')
  if (status) status.textContent = text
}

/** Tells the island the answers changed (conditional logic may read the rows). */
const changed = (box: HTMLElement) => box.dispatchEvent(new Event('change', { bubbles: true }))

function addRow(box: HTMLElement): void {
  const key = box.dataset.rows ?? ''
  const rows = rowsOf(box)
  const template = box.querySelector<HTMLElement>(':scope > [data-row-template]')
  const list = box.querySelector(':scope > .form-rows-list')
  if (!template || !list || rows.length >= (Number(box.dataset.maxRows) || 1)) return
  const row = template.firstElementChild?.cloneNode(true) as HTMLFieldSetElement | undefined
  if (!row) return
  row.disabled = false
  renumber(row, key, rows.length + 1)
  list.appendChild(row)
  refresh(box)
  announce(box, messages.rowAdded(rows.length + 1))
  firstInput(row)?.focus()
  changed(box)
}

function removeRow(box: HTMLElement, row: HTMLElement): void {
  const key = box.dataset.rows ?? ''
  const removed = Number(row.dataset.row)
  row.remove()
  const rows = rowsOf(box)
  rows.forEach((r, i) => renumber(r, key, i + 1))
  refresh(box)
  announce(box, messages.rowRemoved(removed))
  // Focus stays where the visitor was: the row that took this place, else the one before.
  const next = rows[removed - 1] ?? rows[rows.length - 1]
  ;(firstInput(next) ?? box.querySelector<HTMLElement>(':scope > [data-row-add]'))?.focus()
  changed(box)
}

export function attachRows(form: HTMLFormElement): () => void {
  form.querySelectorAll<HTMLElement>('[data-rows]').forEach(refresh)
  const onClick = (event: Event) => {
    const target = (event.target as Element).closest?.<HTMLElement>('[data-row-add], [data-row-remove]')
    const box = target?.closest<HTMLElement>('[data-rows]')
    if (!target || !box) return
    if (target.matches('[data-row-add]')) addRow(box)
    else {
      const row = target.closest<HTMLElement>('.form-row')
      if (row) removeRow(box, row)
    }
  }
  form.addEventListener('click', onClick)
  return () => form.removeEventListener('click', onClick)
}
