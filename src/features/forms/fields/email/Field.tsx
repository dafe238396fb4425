import { messages } from '../../messages'
import { inputId, inputName } from '../../raw'
import { FieldShell, inputAria, valueOf, type FieldProps } from '../shared/FieldShell'
import { EMAIL_CONFIRM_PART } from './schema'

export function EmailFieldView(props: FieldProps<'email'>) {
  const { field, formId, raw, error } = props
  const id = inputId(formId, field.key)
  const input = (part?: string) => (
    <input
      type="email"
      id={inputId(formId, field.key, part)}
      name={inputName(field.key, part)}
      defaultValue={valueOf(raw, inputName(field.key, part))}
      placeholder={part ? undefined : (field.placeholder ?? undefined)}
      autoComplete="email"
      maxLength={254}
      {...inputAria(formId, field, error)}
    />
  )
  if (!field.confirm) {
    return (
      <FieldShell props={props} labelFor={id}>
        {input()}
      </FieldShell>
    )
  }
  return (
    <FieldShell props={props} group>
      <div className="field-parts">
        <div className="field-part">
          <label htmlFor={id}>{field.label}</label>
          {input()}
        </div>
        <div className="field-part">
          <label htmlFor={inputId(formId, field.key, EMAIL_CONFIRM_PART)}>{messages.emailConfirm}</label>
          {input(EMAIL_CONFIRM_PART)}
        </div>
      </div>
    </FieldShell>
  )
}
