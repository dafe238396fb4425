import { HIDDEN_MAX_LENGTH } from '../../constants'
import { cleanLine } from '../../parsers/text'
import { first, inputName, single } from '../../raw'
import type { FieldModule } from '../shared/module'
import { textSchema, valueText } from '../shared/schema'

/** A value the page carries without showing it (campaign, source…). Never required: the visitor cannot see it. */
export const hiddenField: FieldModule<'hidden'> = {
  type: 'hidden',
  storage: 'value',
  inputNames: (f) => [inputName(f.key)],
  read: (f, raw) => single(raw, inputName(f.key)),
  schema: () => textSchema({ required: false, maxLength: HIDDEN_MAX_LENGTH }, cleanLine),
  logicValue: (f, raw) => first(raw, inputName(f.key)),
  text: (_f, value) => valueText(value),
  initial: (f) => (f.defaultValue ? { [inputName(f.key)]: [f.defaultValue] } : {}),
}
