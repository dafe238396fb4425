import { messages } from '../../messages'
import { cleanMoney, currencyOf } from '../../pricing/currency'
import { PRICE_PART, QUANTITY_PART, QUANTITY_PATTERN } from '../../pricing/parts'
import { first, inputName, single } from '../../raw'
import type { ProductField } from '../../types'
import type { FieldModule } from '../shared/module'
import { money, moneyText, parts } from '../shared/price'
import { fail, partsSchema } from '../shared/schema'

const chooses = (f: ProductField) => f.kind === 'select' || f.kind === 'radio' || f.kind === 'user_defined'

/**
 * A product (docs/product.md, Forms, docs/decisions/013): one field with the kinds form builders offer. The
 * visitor submits only a choice, a price they set themselves (user-defined) and a quantity; the
 * unit price shown beside the product is accepted and ignored. What is stored (choice, unit price
 * with options, quantity, line total) is computed by the server from the definition
 * (pricing/order.ts) and replaces whatever this schema returns.
 */
export const productField: FieldModule<'product'> = {
  type: 'product',
  storage: 'value',
  inputNames: (f) => [
    ...(chooses(f) ? [inputName(f.key)] : []),
    ...(f.showQuantity ? [inputName(f.key, QUANTITY_PART)] : []),
    inputName(f.key, PRICE_PART),
  ],
  read: (f, raw) => ({
    choice: chooses(f) ? single(raw, inputName(f.key)) : '',
    quantity: f.showQuantity ? single(raw, inputName(f.key, QUANTITY_PART)) : '1',
  }),
  schema: (f) =>
    partsSchema(['choice', 'quantity'] as const, ({ choice, quantity }) => {
      const c = choice.trim()
      if (f.kind === 'select' || f.kind === 'radio') {
        if (c === '') return f.required ? fail(messages.required) : null
        if (!f.choices.some((x) => x.value === c)) return fail(messages.invalidChoice)
      }
      if (f.kind === 'user_defined') {
        if (c === '') return f.required ? fail(messages.required) : null
        const amount = cleanMoney(c, currencyOf(f.currency))
        if (amount === null || amount < 0) return fail(messages.invalidPrice)
      }
      const q = quantity.trim()
      if (q !== '' && !QUANTITY_PATTERN.test(q)) return fail(messages.invalidQuantity)
      if (f.required && Number(q || '0') === 0) return fail(messages.quantityRequired)
      return { choice: c, quantity: q || '0' }
    }),
  logicValue: (f, raw) => (chooses(f) ? first(raw, inputName(f.key)) : ''),
  text: (f, value) => {
    const p = parts(value)
    if (!p.total) return ''
    return `${p.choice ? `${p.choice} — ` : ''}${p.quantity} × ${moneyText(f.currency, p.price)} = ${moneyText(f.currency, p.total)}`
  },
  initial: (f) => {
    const raw: Record<string, string[]> = {}
    const selected = f.choices.find((c) => c.selected)?.value ?? (f.kind === 'user_defined' ? f.defaultValue : null)
    if (chooses(f) && selected) raw[inputName(f.key)] = [selected]
    if (f.showQuantity) raw[inputName(f.key, QUANTITY_PART)] = ['1']
    if (f.kind === 'single' || f.kind === 'hidden') raw[inputName(f.key, PRICE_PART)] = [money(f.currency, f.price)]
    return raw
  },
}
