import { openDialog, DIALOG_CLOSE_ATTRIBUTE, DIALOG_PANEL_ATTRIBUTE } from '../../../ui/dialog'
import { formatDateFr, parseDate } from '../../parsers/text'
import { messages } from '../../messages'
import { clampDate, dayLabel, monthGrid, monthLabel, moveByKey, todayIso, weekdayHeaders } from './calendar'

/**
 * The French calendar popup of a date field (docs/product.md, Forms), fetched only when a visitor first opens
 * it: a dialog of the dialog layer (ui/dialog) holding a grid of the month (APG date-picker dialog
 * pattern). It fills the field's own jj/mm/aaaa text input, which keeps working without it —
 * docs/decisions/017. Escape, the backdrop and « Fermer » close it without a date; the layer
 * gives focus back to the button that opened it and removes it after its exit animation.
 */

export type DatePickerOptions = { min: string | null; max: string | null }

let count = 0

function el<K extends keyof HTMLElementTagNameMap>(tag: K, props: Partial<HTMLElementTagNameMap[K]> = {}, attrs: Record<string, string> = {}) {
  const node = Object.assign(document.createElement(tag), props)
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, v)
  return node
}

export function openDatePicker(input: HTMLInputElement, opener: HTMLElement, { min, max }: DatePickerOptions): HTMLDialogElement {
  const uid = `vitrine-datepicker-${++count}`
  const today = todayIso()
  const chosen = parseDate(input.value)
  let focused = clampDate(chosen ?? today, min, max)
  const outOfRange = (iso: string) => Boolean((min && iso < min) || (max && iso > max))

  const dialog = el('dialog', {}, { 'aria-labelledby': `${uid}-title`, lang: 'fr' })
  const box = el('div', { className: 'vitrine-datepicker' }, { [DIALOG_PANEL_ATTRIBUTE]: '' })
  const title = el('h2', { id: `${uid}-title`, className: 'datepicker-title', textContent: messages.datePickerOpen })
  const heading = el('p', { id: `${uid}-month`, className: 'datepicker-month' }, { 'aria-live': 'polite' })
  const previous = el('button', { type: 'button', className: 'datepicker-nav', textContent: '‹' }, { 'aria-label': messages.datePickerPreviousMonth })
  const next = el('button', { type: 'button', className: 'datepicker-nav', textContent: '›' }, { 'aria-label': messages.datePickerNextMonth })
  const grid = el('table', { className: 'datepicker-grid' }, { role: 'grid', 'aria-labelledby': `${uid}-month` })
  const head = el('thead')
  const headRow = el('tr')
  for (const { short, long } of weekdayHeaders()) headRow.append(el('th', { scope: 'col', abbr: long, textContent: short }))
  head.append(headRow)
  const body = el('tbody')
  grid.append(head, body)
  const help = el('p', { className: 'datepicker-help', textContent: messages.datePickerHelp })
  const close = el('button', { type: 'button', className: 'btn btn-secondary datepicker-close', textContent: messages.datePickerClose }, { [DIALOG_CLOSE_ATTRIBUTE]: '' })
  const bar = el('div', { className: 'datepicker-bar' })
  bar.append(previous, heading, next)
  box.append(title, bar, grid, help, close)
  dialog.append(box)

  function render(focus: boolean) {
    heading.textContent = monthLabel(focused)
    body.replaceChildren(
      ...monthGrid(focused).map((week) => {
        const row = el('tr')
        for (const day of week) {
          const cell = el('td')
          if (day) {
            const b = el('button', { type: 'button', textContent: String(Number(day.slice(8))), tabIndex: day === focused ? 0 : -1 }, { 'data-date': day, 'aria-label': dayLabel(day) })
            if (day === today) b.setAttribute('aria-current', 'date')
            if (outOfRange(day)) b.setAttribute('aria-disabled', 'true')
            if (day === chosen) cell.setAttribute('aria-selected', 'true')
            cell.append(b)
          }
          row.append(cell)
        }
        return row
      }),
    )
    if (focus) body.querySelector<HTMLButtonElement>(`[data-date="${focused}"]`)?.focus()
  }

  function moveTo(iso: string) {
    focused = clampDate(iso, min, max)
    render(true)
  }

  function pick(day: HTMLElement | null) {
    const iso = day?.dataset.date
    if (!iso || day.getAttribute('aria-disabled') === 'true' || controller.state !== 'open') return
    input.value = formatDateFr(iso)
    // The form's logic and validation listen to these, as if the visitor had typed.
    input.dispatchEvent(new Event('input', { bubbles: true }))
    input.dispatchEvent(new Event('change', { bubbles: true }))
    controller.close()
  }

  previous.addEventListener('click', () => moveTo(moveByKey(focused, 'PageUp') ?? focused))
  next.addEventListener('click', () => moveTo(moveByKey(focused, 'PageDown') ?? focused))
  body.addEventListener('click', (event) => pick((event.target as Element).closest<HTMLElement>('[data-date]')))
  body.addEventListener('keydown', (event) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault()
      pick((event.target as Element).closest<HTMLElement>('[data-date]'))
      return
    }
    const to = moveByKey(focused, event.key, event.shiftKey)
    if (!to) return
    event.preventDefault()
    moveTo(to)
  })
  // Inside the form's wrapper (for its styles), outside the <form> (its keys and clicks are not the form's).
  const wrapper = opener.closest('form')?.parentElement ?? document.body
  wrapper.append(dialog)
  render(false)
  const controller = openDialog(dialog, {
    initialFocus: body.querySelector<HTMLButtonElement>(`[data-date="${focused}"]`),
    returnFocus: opener,
    removeOnClose: true,
  })
  return dialog
}
