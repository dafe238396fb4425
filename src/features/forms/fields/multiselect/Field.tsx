import { inputId, inputName } from '../../raw'
import { FieldShell, inputAria, valuesOf, type FieldProps } from '../shared/FieldShell'

export function MultiselectFieldView(props: FieldProps<'multiselect'>) {
  const { field, formId, raw, error } = props
  const id = inputId(formId, field.key)
  return (
    <FieldShell props={props} labelFor={id}>
      <select
        id={id}
        name={inputName(field.key)}
        multiple
        size={Math.min(Math.max(field.choices.length, 3), 8)}
        defaultValue={valuesOf(raw, inputName(field.key))}
        {...inputAria(formId, field, error)}
      >
        {field.choices.map((c) => (
          <option key={c.value} value={c.value}>
            {c.label}
          </option>
        ))}
      </select>
    </FieldShell>
  )
}
