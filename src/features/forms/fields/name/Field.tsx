import { messages } from '../../messages'
import { inputId, inputName } from '../../raw'
import { FieldShell, inputAria, valueOf, type FieldProps } from '../shared/FieldShell'

export function NameFieldView(props: FieldProps<'name'>) {
  const { field, formId, raw, error } = props
  const parts = [
    { part: 'first', label: messages.firstName, autoComplete: 'given-name' },
    { part: 'last', label: messages.lastName, autoComplete: 'family-name' },
  ]
  return (
    <FieldShell props={props} group>
      <div className="field-parts">
        {parts.map(({ part, label, autoComplete }) => (
          <div className="field-part" key={part}>
            <label htmlFor={inputId(formId, field.key, part)}>{label}</label>
            <input
              type="text"
              id={inputId(formId, field.key, part)}
              name={inputName(field.key, part)}
              defaultValue={valueOf(raw, inputName(field.key, part))}
              autoComplete={autoComplete}
              maxLength={100}
              {...inputAria(formId, field, error)}
            />
          </div>
        ))}
      </div>
    </FieldShell>
  )
}
