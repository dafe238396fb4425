import { addressField } from './fields/address/schema'
import { captchaField } from './fields/captcha/schema'
import { cardField } from './fields/card/schema'
import { checkboxesField } from './fields/checkboxes/schema'
import { consentField } from './fields/consent/schema'
import { dateField } from './fields/date/schema'
import { emailField } from './fields/email/schema'
import { hiddenField } from './fields/hidden/schema'
import { htmlField } from './fields/html/schema'
import { listField } from './fields/list/schema'
import { multiselectField } from './fields/multiselect/schema'
import { nameField } from './fields/name/schema'
import { numberField } from './fields/number/schema'
import { passwordField } from './fields/password/schema'
import { phoneField } from './fields/phone/schema'
import { radioField } from './fields/radio/schema'
import { repeaterField } from './fields/repeater/schema'
import { sectionField } from './fields/section/schema'
import { selectField } from './fields/select/schema'
import type { FieldModule } from './fields/shared/module'
import { textField } from './fields/text/schema'
import { textareaField } from './fields/textarea/schema'
import { timeField } from './fields/time/schema'
import { uploadField } from './fields/upload/schema'
import { websiteField } from './fields/website/schema'
import { productField } from './fields/product/schema'
import { optionField } from './fields/option/schema'
import { quantityField } from './fields/quantity/schema'
import { shippingField } from './fields/shipping/schema'
import { totalField } from './fields/total/schema'
import { calculationField } from './fields/calculation/schema'
import type { LogicValue } from './logic'
import { FIELD_TYPES, type AnyField, type FieldDef, type FieldType, type FieldValue, type RawValues } from './types'

/**
 * The field types of the engine, one module each (fields/<type>/schema.ts). Adding a type means
 * adding its folder and one line here; the `satisfies` fails to compile until every type has its
 * module. The React components and the back-office blocks have their own registries
 * (render/field-components.tsx, admin/field-blocks.ts), checked against this one by tests.
 */
export const fieldRegistry = {
  text: textField,
  textarea: textareaField,
  email: emailField,
  phone: phoneField,
  number: numberField,
  website: websiteField,
  select: selectField,
  multiselect: multiselectField,
  checkboxes: checkboxesField,
  radio: radioField,
  date: dateField,
  time: timeField,
  name: nameField,
  address: addressField,
  consent: consentField,
  hidden: hiddenField,
  html: htmlField,
  section: sectionField,
  password: passwordField,
  card: cardField,
  captcha: captchaField,
  product: productField,
  option: optionField,
  quantity: quantityField,
  shipping: shippingField,
  total: totalField,
  calculation: calculationField,
  list: listField,
  repeater: repeaterField,
  upload: uploadField,
} satisfies { [T in FieldType]: FieldModule<T> }

export const isFieldType = (type: unknown): type is FieldType =>
  typeof type === 'string' && (FIELD_TYPES as readonly string[]).includes(type)

/** The module of a known field, typed loosely: callers hold a FieldDef whose type picks the module. */
export function moduleOf(field: FieldDef): FieldModule<FieldType> {
  return fieldRegistry[field.type] as unknown as FieldModule<FieldType>
}

/** Logic value of any field; an unknown type has none. */
export function fieldLogicValue(field: AnyField, raw: RawValues): LogicValue {
  return field.type === 'unknown' ? '' : moduleOf(field).logicValue(field as never, raw)
}

/** A stored value as text; an unknown type shows its raw value. */
export function fieldText(field: AnyField, value: FieldValue): string {
  if (field.type === 'unknown') return typeof value === 'string' ? value : ''
  return moduleOf(field).text(field as never, value)
}

/** Fields that hold a value (not content, not unknown). */
export const isValueField = (field: AnyField): field is FieldDef => field.type !== 'unknown' && moduleOf(field).storage !== 'none'
