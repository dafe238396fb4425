import type { ComponentType } from 'react'

import { AddressFieldView } from '../fields/address/Field'
import { CaptchaFieldView } from '../fields/captcha/Field'
import { CardFieldView } from '../fields/card/Field'
import { CheckboxesFieldView } from '../fields/checkboxes/Field'
import { ConsentFieldView } from '../fields/consent/Field'
import { DateFieldView } from '../fields/date/Field'
import { EmailFieldView } from '../fields/email/Field'
import { HiddenFieldView } from '../fields/hidden/Field'
import { HtmlFieldView } from '../fields/html/Field'
import { ListFieldView } from '../fields/list/Field'
import { MultiselectFieldView } from '../fields/multiselect/Field'
import { NameFieldView } from '../fields/name/Field'
import { NumberFieldView } from '../fields/number/Field'
import { PasswordFieldView } from '../fields/password/Field'
import { PhoneFieldView } from '../fields/phone/Field'
import { RadioFieldView } from '../fields/radio/Field'
import { RepeaterFieldView } from '../fields/repeater/Field'
import { SectionFieldView } from '../fields/section/Field'
import { SelectFieldView } from '../fields/select/Field'
import type { FieldProps } from '../fields/shared/FieldShell'
import { TextFieldView } from '../fields/text/Field'
import { TextareaFieldView } from '../fields/textarea/Field'
import { TimeFieldView } from '../fields/time/Field'
import { UploadFieldView } from '../fields/upload/Field'
import { WebsiteFieldView } from '../fields/website/Field'
import { ProductFieldView } from '../fields/product/Field'
import { OptionFieldView } from '../fields/option/Field'
import { QuantityFieldView } from '../fields/quantity/Field'
import { ShippingFieldView } from '../fields/shipping/Field'
import { TotalFieldView } from '../fields/total/Field'
import { CalculationFieldView } from '../fields/calculation/Field'
import { messages } from '../messages'
import type { AnyField, FieldDef, FieldType } from '../types'

/** The component of each field type (fields/<type>/Field.tsx); the `satisfies` checks none is missing. */
export const fieldComponents = {
  text: TextFieldView,
  textarea: TextareaFieldView,
  email: EmailFieldView,
  phone: PhoneFieldView,
  number: NumberFieldView,
  website: WebsiteFieldView,
  select: SelectFieldView,
  multiselect: MultiselectFieldView,
  checkboxes: CheckboxesFieldView,
  radio: RadioFieldView,
  date: DateFieldView,
  time: TimeFieldView,
  name: NameFieldView,
  address: AddressFieldView,
  consent: ConsentFieldView,
  hidden: HiddenFieldView,
  html: HtmlFieldView,
  section: SectionFieldView,
  password: PasswordFieldView,
  card: CardFieldView,
  captcha: CaptchaFieldView,
  product: ProductFieldView,
  option: OptionFieldView,
  quantity: QuantityFieldView,
  shipping: ShippingFieldView,
  total: TotalFieldView,
  calculation: CalculationFieldView,
  list: ListFieldView,
  repeater: RepeaterFieldView,
  upload: UploadFieldView,
} satisfies { [T in FieldType]: ComponentType<FieldProps<T>> }

type Props = Omit<FieldProps<FieldType>, 'field'> & { field: AnyField; preview: boolean }

/**
 * Renders any field. A type this version does not know renders nothing on the public site and a
 * visible notice in the staff preview — never a crash.
 */
export function RenderField({ field, preview, ...rest }: Props) {
  if (field.type === 'unknown') {
    return preview ? (
      <div className="form-field field-unknown" role="note">
        <p>{messages.unknownFieldPreview(field.originalType)}</p>
      </div>
    ) : null
  }
  const Component = fieldComponents[field.type] as ComponentType<FieldProps<FieldType>>
  return <Component field={field as FieldDef as never} {...rest} />
}
