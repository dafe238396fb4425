import { inputId, inputName } from '../../raw'
import { describedBy, FieldShell, valueOf, type FieldProps } from '../shared/FieldShell'
import { CONSENT_CHECKED } from './schema'

export function ConsentFieldView(props: FieldProps<'consent'>) {
  const { field, formId, raw, error } = props
  const id = inputId(formId, field.key)
  return (
    <FieldShell props={props} group>
      <div className="field-consent">
        <input
          type="checkbox"
          id={id}
          name={inputName(field.key)}
          value={CONSENT_CHECKED}
          defaultChecked={valueOf(raw, inputName(field.key)) === CONSENT_CHECKED}
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(formId, field, error)}
        />
        <label htmlFor={id}>{field.text}</label>
      </div>
    </FieldShell>
  )
}
