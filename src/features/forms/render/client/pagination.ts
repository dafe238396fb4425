import { messages } from '../../messages'
import { lastShownPage, type Visibility } from '../../logic'
import type { FormDefinition } from '../../types'
import { ids } from '../island-config'
import { byId } from './dom'

/**
 * Multi-page forms (loaded only for forms with page breaks, docs/product.md, Forms): shows one page, and keeps
 * the progress indicator in step with the pages the answers show.
 */
export function showPage(def: FormDefinition, page: number, visibility: Visibility): void {
  for (const p of def.pages) {
    const el = byId(ids.page(def.id, p.number))
    if (el) el.hidden = p.number !== page
  }
  updateProgress(def, page, visibility)
  const first = byId(ids.page(def.id, page))?.querySelector<HTMLElement>('input:not([type=hidden]), select, textarea')
  first?.focus({ preventScroll: false })
}

export function updateProgress(def: FormDefinition, page: number, visibility: Visibility): void {
  const box = byId(ids.progress(def.id))
  if (!box) return
  const shown = def.pages.filter((p) => visibility.pages.has(p.number))
  box.querySelectorAll<HTMLElement>('[data-step]').forEach((li) => {
    const n = Number(li.dataset.step)
    li.hidden = !visibility.pages.has(n)
    if (n === page) li.setAttribute('aria-current', 'step')
    else li.removeAttribute('aria-current')
  })
  const index = shown.findIndex((p) => p.number === page) + 1
  const text = box.querySelector('[data-progress-text]')
  if (text) text.textContent = `${messages.stepOf(index, shown.length)} — ${def.pages[page - 1]?.name ?? ''}`
  const bar = box.querySelector<HTMLProgressElement>('[data-progress-bar]')
  if (bar) {
    bar.max = shown.length
    bar.value = index
  }
}

export { lastShownPage }
