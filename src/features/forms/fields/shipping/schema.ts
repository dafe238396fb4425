import { first, inputName, single } from '../../raw'
import type { FieldModule } from '../shared/module'
import { moneyText, parts } from '../shared/price'
import { choiceSchema, noValueSchema } from '../shared/schema'

/**
 * Shipping (here: travel and delivery costs): a fixed amount or a priced choice, added once to
 * the total. The stored choice and price are the server's (pricing/order.ts).
 */
export const shippingField: FieldModule<'shipping'> = {
  type: 'shipping',
  storage: 'value',
  inputNames: (f) => (f.kind === 'single' ? [] : [inputName(f.key)]),
  read: (f, raw) => (f.kind === 'single' ? null : single(raw, inputName(f.key))),
  schema: (f) => (f.kind === 'single' ? noValueSchema() : choiceSchema(f.required, f.choices)),
  logicValue: (f, raw) => (f.kind === 'single' ? '' : first(raw, inputName(f.key))),
  text: (f, value) => {
    const p = parts(value)
    return p.price === undefined ? '' : `${p.choice ? `${p.choice} — ` : ''}${moneyText(f.currency, p.price)}`
  },
  initial: (f) => {
    const selected = f.choices.find((c) => c.selected)?.value
    return f.kind !== 'single' && selected ? { [inputName(f.key)]: [selected] } : {}
  },
}
