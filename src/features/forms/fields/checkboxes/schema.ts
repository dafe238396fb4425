import { all, inputName } from '../../raw'
import type { FieldModule } from '../shared/module'
import { choiceLabel, choicesSchema } from '../shared/schema'
import { selectedValues } from '../select/schema'

/** Checkboxes, among the defined choices; an optional select-all toggle (spec §4) is added by the island. */
export const checkboxesField: FieldModule<'checkboxes'> = {
  type: 'checkboxes',
  storage: 'value',
  inputNames: (f) => [inputName(f.key)],
  read: (f, raw) => all(raw, inputName(f.key)),
  schema: (f) => choicesSchema(f.required, f.choices),
  logicValue: (f, raw) => all(raw, inputName(f.key)),
  text: (f, value) => (Array.isArray(value) ? value.map((v) => choiceLabel(f.choices, v)).join(', ') : ''),
  initial: (f) => {
    const selected = selectedValues(f.choices)
    return selected.length ? { [inputName(f.key)]: selected } : {}
  },
}
