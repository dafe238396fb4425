import { OTHER_CHOICE_VALUE, TEXT_MAX_LENGTH } from '../../constants'
import { messages } from '../../messages'
import { cleanLine } from '../../parsers/text'
import { first, inputName } from '../../raw'
import type { FieldModule } from '../shared/module'
import { choiceLabel, fail, partsSchema } from '../shared/schema'
import { selectedValues } from '../select/schema'

export const OTHER_PART = 'other'

/**
 * Radio buttons: one value among the choices, or, when the field allows it, "Autre" with the
 * visitor's own text (stored as that text).
 */
export const radioField: FieldModule<'radio'> = {
  type: 'radio',
  storage: 'value',
  inputNames: (f) => (f.allowOther ? [inputName(f.key), inputName(f.key, OTHER_PART)] : [inputName(f.key)]),
  read: (f, raw) => ({ choice: first(raw, inputName(f.key)), other: f.allowOther ? first(raw, inputName(f.key, OTHER_PART)) : '' }),
  schema: (f) => {
    const allowed = new Set(f.choices.map((c) => c.value))
    return partsSchema(['choice', 'other'] as const, ({ choice, other }) => {
      if (choice === '') return f.required ? fail(messages.required) : null
      if (allowed.has(choice)) return choice
      if (!f.allowOther || choice !== OTHER_CHOICE_VALUE) return fail(messages.invalidChoice)
      const text = cleanLine(other)
      if (text === '') return fail(messages.otherRequired)
      if (Array.from(text).length > TEXT_MAX_LENGTH) return fail(messages.tooLong(TEXT_MAX_LENGTH))
      return text
    })
  },
  logicValue: (f, raw) => {
    const choice = first(raw, inputName(f.key))
    return choice === OTHER_CHOICE_VALUE ? first(raw, inputName(f.key, OTHER_PART)) : choice
  },
  text: (f, value) => (typeof value === 'string' ? choiceLabel(f.choices, value) : ''),
  initial: (f) => {
    const selected = selectedValues(f.choices)[0] ?? f.defaultValue
    return selected ? { [inputName(f.key)]: [selected] } : {}
  },
}
