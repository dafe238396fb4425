import { all, first, inputName, single } from '../../raw'
import type { FieldModule } from '../shared/module'
import { priceChoicesText } from '../shared/price'
import { choiceSchema, choicesSchema } from '../shared/schema'

/** Options of a product (docs/product.md, Forms): priced choices added to the unit price of the product they name. */
export const optionField: FieldModule<'option'> = {
  type: 'option',
  storage: 'value',
  inputNames: (f) => [inputName(f.key)],
  read: (f, raw) => (f.display === 'checkboxes' ? all(raw, inputName(f.key)) : single(raw, inputName(f.key))),
  schema: (f) => (f.display === 'checkboxes' ? choicesSchema(f.required, f.choices) : choiceSchema(f.required, f.choices)),
  logicValue: (f, raw) => (f.display === 'checkboxes' ? all(raw, inputName(f.key)) : first(raw, inputName(f.key))),
  text: (f, value) => priceChoicesText(f.currency, f.choices, value),
  initial: (f) => {
    const selected = f.choices.filter((c) => c.selected).map((c) => c.value)
    return selected.length ? { [inputName(f.key)]: f.display === 'checkboxes' ? selected : selected.slice(0, 1) } : {}
  },
}
