import { messages } from '../../messages'
import { inputId, inputName } from '../../raw'
import { FieldShell, inputAria, valueOf, type FieldProps } from '../shared/FieldShell'

/** French layout: street, complement, then postal code and city on one line, country. */
export function AddressFieldView(props: FieldProps<'address'>) {
  const { field, formId, raw, error } = props
  const aria = inputAria(formId, field, error)
  const input = (part: string, label: string, autoComplete: string, extra: Record<string, unknown> = {}, optional = false) => (
    <div className={`field-part part-${part}`}>
      <label htmlFor={inputId(formId, field.key, part)}>{label}</label>
      <input
        type="text"
        id={inputId(formId, field.key, part)}
        name={inputName(field.key, part)}
        defaultValue={valueOf(raw, inputName(field.key, part))}
        autoComplete={autoComplete}
        maxLength={150}
        {...aria}
        required={optional ? undefined : aria.required}
        {...extra}
      />
    </div>
  )
  return (
    <FieldShell props={props} group>
      <div className="field-parts field-address">
        {input('street', messages.street, 'address-line1')}
        {field.showLine2 ? input('line2', messages.line2, 'address-line2', {}, true) : null}
        <div className="field-parts-row">
          {input('postalCode', messages.postalCode, 'postal-code', { inputMode: 'numeric', maxLength: 10 })}
          {input('city', messages.city, 'address-level2')}
        </div>
        {input('country', messages.country, 'country-name', {}, true)}
      </div>
    </FieldShell>
  )
}
