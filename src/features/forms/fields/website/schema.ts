import { messages } from '../../messages'
import { cleanLine, normaliseUrl } from '../../parsers/text'
import { first, inputName, single } from '../../raw'
import type { FieldModule } from '../shared/module'
import { fail, textSchema, valueText } from '../shared/schema'

const URL_MAX_LENGTH = 2000

/** Website address: http or https only (`www.exemple.fr` is read as https). */
export const websiteField: FieldModule<'website'> = {
  type: 'website',
  storage: 'value',
  inputNames: (f) => [inputName(f.key)],
  read: (f, raw) => single(raw, inputName(f.key)),
  schema: (f) => textSchema({ required: f.required, maxLength: URL_MAX_LENGTH }, cleanLine, (v) => normaliseUrl(v) ?? fail(messages.invalidUrl)),
  logicValue: (f, raw) => first(raw, inputName(f.key)),
  text: (_f, value) => valueText(value),
  initial: (f) => (f.defaultValue ? { [inputName(f.key)]: [f.defaultValue] } : {}),
}
