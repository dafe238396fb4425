import { TEXT_MAX_LENGTH } from '../../constants'
import { messages } from '../../messages'
import { maskPlaceholder, matchesMask } from '../../parsers/mask'
import { cleanLine } from '../../parsers/text'
import { first, inputName, single } from '../../raw'
import type { FieldModule } from '../shared/module'
import { fail, textSchema, valueText } from '../shared/schema'

/** Single-line text, optionally with an input mask (docs/product.md, Forms). */
export const textField: FieldModule<'text'> = {
  type: 'text',
  storage: 'value',
  inputNames: (f) => [inputName(f.key)],
  read: (f, raw) => single(raw, inputName(f.key)),
  schema: (f) =>
    textSchema({ required: f.required, maxLength: Math.min(f.maxLength, TEXT_MAX_LENGTH * 4) }, cleanLine, (value) =>
      f.mask && !matchesMask(f.mask, value) ? fail(messages.maskIncomplete(maskPlaceholder(f.mask))) : value,
    ),
  logicValue: (f, raw) => first(raw, inputName(f.key)),
  text: (_f, value) => valueText(value),
  initial: (f) => (f.defaultValue ? { [inputName(f.key)]: [f.defaultValue] } : {}),
}
