import { messages } from '../../messages'
import { inputId, inputName } from '../../raw'
import { FieldShell, inputAria, valueOf, type FieldProps } from '../shared/FieldShell'

export function SelectFieldView(props: FieldProps<'select'>) {
  const { field, formId, raw, error } = props
  const id = inputId(formId, field.key)
  return (
    <FieldShell props={props} labelFor={id}>
      <select id={id} name={inputName(field.key)} defaultValue={valueOf(raw, inputName(field.key))} {...inputAria(formId, field, error)}>
        <option value="">{field.placeholder ?? messages.selectPlaceholder}</option>
        {field.choices.map((c) => (
          <option key={c.value} value={c.value}>
            {c.label}
          </option>
        ))}
      </select>
    </FieldShell>
  )
}
