import { FORMULA_DELAY_CHOICE_MS, FORMULA_DELAY_MS, PRICE_DEBOUNCE_MS } from '../../constants'
import { visibilityOf } from '../../engine'
import { formatNumber } from '../../parsers/number'
import { currencyOf, formatMoney, fromMinor } from '../../pricing/currency'
import { computeOrder } from '../../pricing/order'
import { inputName, readRaw } from '../../raw'
import type { FormDefinition } from '../../types'

/**
 * Products, prices and calculations in the browser (docs/product.md, Forms): calculated fields are redrawn
 * 345 ms after typing and at once after a click on a check box, radio button or list; prices and
 * the total follow, debounced by 50 ms. The figures come from the same pure code the server runs
 * (pricing/order.ts), which recomputes them on submission and stores its own.
 *
 * Loaded by the form's island only for forms with such fields. Returns a detach.
 */
export function attachProducts(form: HTMLFormElement, def: FormDefinition): () => void {
  let formulaTimer: number | undefined
  let priceTimer: number | undefined

  const compute = () => {
    const raw = readRaw(new FormData(form))
    const shown = visibilityOf(def, raw).fields
    return computeOrder(def.fields, raw, (key) => shown.has(key))
  }

  function redrawCalculations() {
    const order = compute()
    for (const f of def.fields) {
      if (f.type !== 'calculation') continue
      const input = form.querySelector<HTMLInputElement>(`input[name="${inputName(f.key)}"]`)
      const text = formatNumber(order.numbers.get(f.key) ?? 0, f.format, { thousands: true })
      if (input && input.value !== text) {
        input.value = text
        // Conditional logic may depend on the figure: the island re-evaluates on this event.
        input.dispatchEvent(new Event('change', { bubbles: true }))
      }
    }
    schedulePrices()
  }

  function redrawPrices() {
    const order = compute()
    for (const f of def.fields) {
      if (f.type === 'product' && f.kind === 'calculation') {
        const out = form.querySelector<HTMLOutputElement>(`[data-product-price="${f.key}"]`)
        if (out) out.value = formatMoney(order.numbers.get(f.key) ?? 0, currencyOf(f.currency))
      }
      if (f.type === 'total') {
        const out = form.querySelector<HTMLOutputElement>(`[data-total="${f.key}"]`)
        const c = currencyOf(f.currency)
        if (out) out.value = formatMoney(fromMinor(order.totalMinor, c), c)
      }
    }
  }

  function schedulePrices() {
    window.clearTimeout(priceTimer)
    priceTimer = window.setTimeout(redrawPrices, PRICE_DEBOUNCE_MS)
  }

  const onInput = (event: Event) => {
    const target = event.target as HTMLInputElement | HTMLSelectElement
    if (target.dataset?.calculation) return
    const choice = target instanceof HTMLSelectElement || target.type === 'checkbox' || target.type === 'radio'
    window.clearTimeout(formulaTimer)
    formulaTimer = window.setTimeout(redrawCalculations, choice ? FORMULA_DELAY_CHOICE_MS : FORMULA_DELAY_MS)
  }

  form.addEventListener('input', onInput)
  form.addEventListener('change', onInput)
  redrawCalculations()
  redrawPrices()
  // Lets tests and styles tell when the figures are live.
  form.setAttribute('data-prices-ready', '')

  return () => {
    window.clearTimeout(formulaTimer)
    window.clearTimeout(priceTimer)
    form.removeEventListener('input', onInput)
    form.removeEventListener('change', onInput)
    form.removeAttribute('data-prices-ready')
  }
}
