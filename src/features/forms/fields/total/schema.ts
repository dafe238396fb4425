import { first, inputName } from '../../raw'
import type { FieldModule } from '../shared/module'
import { moneyText } from '../shared/price'
import { noValueSchema } from '../shared/schema'

/**
 * The order's total. Its read-only input is accepted so that a page posting it is not refused,
 * but never read: the server stores the total it computes (docs/decisions/013).
 */
export const totalField: FieldModule<'total'> = {
  type: 'total',
  storage: 'value',
  inputNames: (f) => [inputName(f.key)],
  read: () => null,
  schema: () => noValueSchema(),
  logicValue: (f, raw) => first(raw, inputName(f.key)),
  text: (f, value) => (typeof value === 'string' ? moneyText(f.currency, value) : ''),
  initial: () => ({}),
}
