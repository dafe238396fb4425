import { inputId, inputName } from '../../raw'
import { FieldShell, inputAria, valueOf, type FieldProps } from '../shared/FieldShell'

export function TimeFieldView(props: FieldProps<'time'>) {
  const { field, formId, raw, error } = props
  const id = inputId(formId, field.key)
  return (
    <FieldShell props={props} labelFor={id}>
      <input type="time" id={id} name={inputName(field.key)} defaultValue={valueOf(raw, inputName(field.key))} step={60} {...inputAria(formId, field, error)} />
    </FieldShell>
  )
}
