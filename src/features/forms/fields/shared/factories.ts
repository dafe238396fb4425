import { all, inputName } from '../../raw'
import type { FieldOf } from '../../types'
import { selectedValues } from '../select/schema'
import type { FieldModule } from './module'
import { choiceLabel, choicesSchema, noValueSchema } from './schema'

type MultipleChoiceField = FieldOf<'checkboxes'> | FieldOf<'multiselect'>

/**
 * Checkboxes and a multi-select list submit the same thing (several values among the defined
 * choices); only their rendering differs, so their modules share everything but the type.
 */
export const multipleChoiceParts: Omit<FieldModule<'checkboxes'>, 'type'> & Omit<FieldModule<'multiselect'>, 'type'> = {
  storage: 'value',
  inputNames: (f: MultipleChoiceField) => [inputName(f.key)],
  read: (f: MultipleChoiceField, raw) => all(raw, inputName(f.key)),
  schema: (f: MultipleChoiceField) => choicesSchema(f.required, f.choices),
  logicValue: (f: MultipleChoiceField, raw) => all(raw, inputName(f.key)),
  text: (f: MultipleChoiceField, value) => (Array.isArray(value) ? value.map((v) => choiceLabel(f.choices, String(v))).join(', ') : ''),
  initial: (f: MultipleChoiceField) => {
    const selected = selectedValues(f.choices)
    return selected.length ? { [inputName(f.key)]: selected } : {}
  },
}

/** Field types that submit and store nothing: staff text between fields, the invisible captcha. */
export const contentOnlyParts: Omit<FieldModule<'html'>, 'type'> & Omit<FieldModule<'section'>, 'type'> & Omit<FieldModule<'captcha'>, 'type'> = {
  storage: 'none',
  inputNames: () => [],
  read: () => null,
  schema: () => noValueSchema(),
  logicValue: () => '',
  text: () => '',
  initial: () => ({}),
}
