import { cleanParagraph } from '../../parsers/text'
import { first, inputName, single } from '../../raw'
import type { FieldModule } from '../shared/module'
import { textSchema, valueText } from '../shared/schema'

/** Paragraph text: line breaks are kept, control characters removed. */
export const textareaField: FieldModule<'textarea'> = {
  type: 'textarea',
  storage: 'value',
  inputNames: (f) => [inputName(f.key)],
  read: (f, raw) => single(raw, inputName(f.key)),
  schema: (f) => textSchema(f, cleanParagraph),
  logicValue: (f, raw) => first(raw, inputName(f.key)),
  text: (_f, value) => valueText(value),
  initial: (f) => (f.defaultValue ? { [inputName(f.key)]: [f.defaultValue] } : {}),
}
