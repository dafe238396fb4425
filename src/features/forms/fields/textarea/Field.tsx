import { inputId, inputName } from '../../raw'
import { FieldShell, inputAria, valueOf, type FieldProps } from '../shared/FieldShell'

export function TextareaFieldView(props: FieldProps<'textarea'>) {
  const { field, formId, raw, error } = props
  const id = inputId(formId, field.key)
  return (
    <FieldShell props={props} labelFor={id}>
      <textarea
        id={id}
        name={inputName(field.key)}
        defaultValue={valueOf(raw, inputName(field.key))}
        placeholder={field.placeholder ?? undefined}
        maxLength={field.maxLength}
        rows={field.rows}
        {...inputAria(formId, field, error)}
      />
    </FieldShell>
  )
}
