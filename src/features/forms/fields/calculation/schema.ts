import { formatNumber } from '../../parsers/number'
import { first, inputName } from '../../raw'
import type { FieldModule } from '../shared/module'
import { noValueSchema } from '../shared/schema'

/**
 * A calculated number (docs/product.md, Forms "Calculated field": formula and rounding). The browser shows the
 * result in a read-only input; the server recomputes it from the other answers and stores its own.
 */
export const calculationField: FieldModule<'calculation'> = {
  type: 'calculation',
  storage: 'value',
  inputNames: (f) => [inputName(f.key)],
  read: () => null,
  schema: () => noValueSchema(),
  // Conditional logic in the browser compares the figure on screen.
  logicValue: (f, raw) => first(raw, inputName(f.key)),
  text: (f, value) => {
    const n = typeof value === 'string' ? Number(value) : NaN
    return Number.isFinite(n) ? formatNumber(n, f.format, { thousands: true }) : ''
  },
  initial: () => ({}),
}
