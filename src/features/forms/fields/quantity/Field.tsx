import { inputId, inputName } from '../../raw'
import { FieldShell, inputAria, valueOf, type FieldProps } from '../shared/FieldShell'

export function QuantityFieldView(props: FieldProps<'quantity'>) {
  const { field, formId, raw, error } = props
  const id = inputId(formId, field.key)
  return (
    <FieldShell props={props} labelFor={id}>
      <input
        type="text"
        id={id}
        name={inputName(field.key)}
        defaultValue={valueOf(raw, inputName(field.key))}
        placeholder={field.placeholder ?? undefined}
        inputMode="numeric"
        pattern="[0-9]*"
        maxLength={6}
        {...inputAria(formId, field, error)}
      />
    </FieldShell>
  )
}
