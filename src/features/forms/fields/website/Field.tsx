import { inputId, inputName } from '../../raw'
import { FieldShell, inputAria, valueOf, type FieldProps } from '../shared/FieldShell'

export function WebsiteFieldView(props: FieldProps<'website'>) {
  const { field, formId, raw, error } = props
  const id = inputId(formId, field.key)
  return (
    <FieldShell props={props} labelFor={id}>
      <input
        type="url"
        id={id}
        name={inputName(field.key)}
        defaultValue={valueOf(raw, inputName(field.key))}
        placeholder={field.placeholder ?? 'https://'}
        autoComplete="url"
        maxLength={2000}
        {...inputAria(formId, field, error)}
      />
    </FieldShell>
  )
}
