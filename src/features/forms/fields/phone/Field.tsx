import { inputId, inputName } from '../../raw'
import { FieldShell, inputAria, valueOf, type FieldProps } from '../shared/FieldShell'

export function PhoneFieldView(props: FieldProps<'phone'>) {
  const { field, formId, raw, error } = props
  const id = inputId(formId, field.key)
  return (
    <FieldShell props={props} labelFor={id}>
      <input
        type="tel"
        id={id}
        name={inputName(field.key)}
        defaultValue={valueOf(raw, inputName(field.key))}
        placeholder={field.placeholder ?? (field.format === 'fr' ? '06 12 34 56 78' : '+33 6 12 34 56 78')}
        autoComplete="tel"
        maxLength={30}
        {...inputAria(formId, field, error)}
      />
    </FieldShell>
  )
}
