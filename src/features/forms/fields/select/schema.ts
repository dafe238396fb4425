import { first, inputName, single } from '../../raw'
import type { Choice } from '../../types'
import type { FieldModule } from '../shared/module'
import { choiceLabel, choiceSchema } from '../shared/schema'

export const selectedValues = (choices: Choice[]) => choices.filter((c) => c.selected).map((c) => c.value)

/** Drop-down list: one value among the defined choices. */
export const selectField: FieldModule<'select'> = {
  type: 'select',
  storage: 'value',
  inputNames: (f) => [inputName(f.key)],
  read: (f, raw) => single(raw, inputName(f.key)),
  schema: (f) => choiceSchema(f.required, f.choices),
  logicValue: (f, raw) => first(raw, inputName(f.key)),
  text: (f, value) => (typeof value === 'string' ? choiceLabel(f.choices, value) : ''),
  initial: (f) => {
    const selected = selectedValues(f.choices)[0] ?? f.defaultValue
    return selected ? { [inputName(f.key)]: [selected] } : {}
  },
}
