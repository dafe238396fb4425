import { maskPlaceholder } from '../../parsers/mask'
import { inputId, inputName } from '../../raw'
import { FieldShell, inputAria, valueOf, type FieldProps } from '../shared/FieldShell'

export function TextFieldView(props: FieldProps<'text'>) {
  const { field, formId, raw, error } = props
  const id = inputId(formId, field.key)
  const digitsOnly = field.mask ? /^[9\W_?]+$/.test(field.mask) : false
  return (
    <FieldShell props={props} labelFor={id}>
      <input
        type="text"
        id={id}
        name={inputName(field.key)}
        defaultValue={valueOf(raw, inputName(field.key))}
        placeholder={field.placeholder ?? (field.mask ? maskPlaceholder(field.mask) : undefined)}
        maxLength={field.mask ? undefined : field.maxLength}
        autoComplete={field.autocomplete ?? undefined}
        inputMode={digitsOnly ? 'numeric' : undefined}
        data-mask={field.mask ?? undefined}
        {...inputAria(formId, field, error)}
      />
    </FieldShell>
  )
}
