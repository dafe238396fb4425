import { fieldLogicValue } from '../registry'
import { first, all, inputName } from '../raw'
import type { AnyField, FieldDef, FieldOf, PriceChoice, RawValues, Values } from '../types'
import { canonical, cleanMoney, currencyOf, fromMinor, roundTo, toMinor } from './currency'
import { computeFormula } from './formula'
import { PRICE_PART, QUANTITY_PART, quantityOf } from './parts'

/**
 * The order a submission makes (products, their options and quantities, shipping, total) and the
 * results of calculated fields, computed from the form's definition and the visitor's choices
 * only. The browser shows these figures; the server computes them again and stores its own:
 * whatever price, calculation or total a request carries is never read.
 */


export type OrderLine = { key: string; choice: string; unitMinor: number; quantity: number; lineMinor: number }
export type Order = {
  lines: Map<string, OrderLine>
  shipping: Map<string, { choice: string; minor: number }>
  /** Calculated fields and calculation products (their unit price), by key. */
  numbers: Map<string, number>
  totalMinor: number
}

const fold = (s: string) => s.trim().toLocaleLowerCase('fr')
export const isPriceField = (f: AnyField): f is FieldOf<'product' | 'option' | 'shipping' | 'total'> =>
  f.type === 'product' || f.type === 'option' || f.type === 'shipping' || f.type === 'total'

/** A field a formula tag names: `{surface}` (its key) or `{Surface (m²)}` (its label). */
export function tagField(fields: AnyField[], name: string): AnyField | undefined {
  return fields.find((f) => f.key === name.trim()) ?? fields.find((f) => fold(f.label) === fold(name))
}

const chosen = (choices: PriceChoice[], value: string) => choices.find((c) => c.value === value)

export function computeOrder(fields: AnyField[], raw: RawValues, shown: (key: string) => boolean): Order {
  const numbers = new Map<string, number>()
  const known = fields.filter((f): f is FieldDef => f.type !== 'unknown')
  const visible = known.filter((f) => shown(f.key))
  const productPrice = new Map<string, number>()

  const lookup = (name: string): number | null => {
    const field = tagField(fields, name)
    if (!field || field.type === 'unknown') return null
    if (!shown(field.key)) return 0
    if (field.type === 'calculation' || (field.type === 'product' && field.kind === 'calculation')) return numbers.get(field.key) ?? 0
    if (field.type === 'product') return productPrice.get(field.key) ?? 0
    if (field.type === 'quantity') return quantityOf(first(raw, inputName(field.key)))
    const value = fieldLogicValue(field, raw)
    const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN
    return Number.isFinite(n) ? n : 0
  }

  // Form order: a formula sees the calculations above it.
  for (const f of visible) {
    if (f.type === 'calculation') numbers.set(f.key, computeFormula(f.formula, lookup, f.rounding))
    if (f.type !== 'product') continue
    const c = currencyOf(f.currency)
    const price = unitPrice(f, raw, lookup)
    if (price !== null) productPrice.set(f.key, roundTo(price.amount, c.decimals))
    if (f.kind === 'calculation' && price) numbers.set(f.key, roundTo(price.amount, c.decimals))
  }

  const lines = new Map<string, OrderLine>()
  for (const f of visible) {
    if (f.type !== 'product') continue
    const c = currencyOf(f.currency)
    const price = unitPrice(f, raw, lookup)
    if (price === null) continue
    const optionsMinor = visible
      .filter((o): o is FieldOf<'option'> => o.type === 'option' && o.product === f.key)
      .flatMap((o) => all(raw, inputName(o.key)).map((v) => chosen(o.choices, v)))
      .reduce((sum, choice) => sum + (choice ? toMinor(choice.price, c) : 0), 0)
    const quantity = quantityFor(f, visible, raw)
    if (quantity <= 0) continue
    const unitMinor = toMinor(price.amount, c) + optionsMinor
    lines.set(f.key, { key: f.key, choice: price.choice, unitMinor, quantity, lineMinor: unitMinor * quantity })
  }

  const shipping = new Map<string, { choice: string; minor: number }>()
  for (const f of visible) {
    if (f.type !== 'shipping') continue
    const c = currencyOf(f.currency)
    if (f.kind === 'single') shipping.set(f.key, { choice: '', minor: toMinor(f.price, c) })
    else {
      const choice = chosen(f.choices, first(raw, inputName(f.key)))
      if (choice) shipping.set(f.key, { choice: choice.label, minor: toMinor(choice.price, c) })
    }
  }

  let totalMinor = 0
  for (const line of lines.values()) totalMinor += line.lineMinor
  for (const s of shipping.values()) totalMinor += s.minor
  return { lines, shipping, numbers, totalMinor }
}

/** The unit price of a product before its options, or null when nothing is chosen. */
function unitPrice(f: FieldOf<'product'>, raw: RawValues, lookup: (name: string) => number | null): { amount: number; choice: string } | null {
  switch (f.kind) {
    case 'single':
    case 'hidden':
      return { amount: f.price, choice: '' }
    case 'select':
    case 'radio': {
      const choice = chosen(f.choices, first(raw, inputName(f.key)))
      return choice ? { amount: choice.price, choice: choice.label } : null
    }
    case 'user_defined': {
      const amount = cleanMoney(first(raw, inputName(f.key)), currencyOf(f.currency))
      return amount === null || amount < 0 ? null : { amount, choice: '' }
    }
    case 'calculation':
      return { amount: Math.max(0, computeFormula(f.formula, lookup, currencyOf(f.currency).decimals)), choice: '' }
    default: {
      const never: never = f.kind
      return never
    }
  }
}

/** A quantity field pointing at the product wins; then the product's own input; else one. */
function quantityFor(f: FieldOf<'product'>, visible: FieldDef[], raw: RawValues): number {
  const linked = visible.find((q): q is FieldOf<'quantity'> => q.type === 'quantity' && q.product === f.key)
  if (linked) return quantityOf(first(raw, inputName(linked.key)))
  if (f.showQuantity) return quantityOf(first(raw, inputName(f.key, QUANTITY_PART)))
  return 1
}

export const hasPricing = (fields: AnyField[]) => fields.some((f) => isPriceField(f) || f.type === 'calculation' || f.type === 'quantity')

/**
 * The values the server stores for the price and calculated fields, computed from the order:
 * they replace whatever the fields' schemas read from the request.
 */
export function pricedValues(fields: AnyField[], raw: RawValues, shown: (key: string) => boolean): Values {
  const order = computeOrder(fields, raw, shown)
  const values: Values = {}
  for (const f of fields) {
    if (f.type === 'unknown' || !shown(f.key)) continue
    if (f.type === 'calculation') values[f.key] = String(order.numbers.get(f.key) ?? 0)
    else if (f.type === 'product') {
      const line = order.lines.get(f.key)
      const c = currencyOf(f.currency)
      values[f.key] = line
        ? {
            choice: line.choice,
            price: canonical(fromMinor(line.unitMinor, c), c.decimals),
            quantity: String(line.quantity),
            total: canonical(fromMinor(line.lineMinor, c), c.decimals),
          }
        : null
    } else if (f.type === 'shipping') {
      const s = order.shipping.get(f.key)
      const c = currencyOf(f.currency)
      values[f.key] = s ? { choice: s.choice, price: canonical(fromMinor(s.minor, c), c.decimals) } : null
    } else if (f.type === 'total') {
      const c = currencyOf(f.currency)
      values[f.key] = canonical(fromMinor(order.totalMinor, c), c.decimals)
    }
  }
  return values
}

/**
 * The raw input with the server's own figures in place of the browser's: calculated fields hold
 * what the server computes (conditional logic may compare them), totals and shown prices nothing.
 */
export function withServerFigures(fields: AnyField[], raw: RawValues, shown: (raw: RawValues) => (key: string) => boolean): RawValues {
  if (!hasPricing(fields)) return raw
  const clean: RawValues = { ...raw }
  for (const f of fields) {
    if (f.type === 'calculation' || f.type === 'total') delete clean[inputName(f.key)]
    if (f.type === 'product') delete clean[inputName(f.key, PRICE_PART)]
  }
  const order = computeOrder(fields, clean, shown(clean))
  for (const f of fields) if (f.type === 'calculation') clean[inputName(f.key)] = [String(order.numbers.get(f.key) ?? 0)]
  return clean
}
