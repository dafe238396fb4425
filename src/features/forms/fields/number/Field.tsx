import { formatNumber } from '../../parsers/number'
import { inputId, inputName } from '../../raw'
import { FieldShell, inputAria, valueOf, type FieldProps } from '../shared/FieldShell'

/** A text input (a number input cannot take a decimal comma everywhere), numeric keyboard on phones. */
export function NumberFieldView(props: FieldProps<'number'>) {
  const { field, formId, raw, error } = props
  const id = inputId(formId, field.key)
  const show = (n: number) => formatNumber(n, field.format, { thousands: true })
  const hint =
    field.min !== null && field.max !== null ? `Entre ${show(field.min)} et ${show(field.max)}.` : field.min !== null ? `Au moins ${show(field.min)}.` : field.max !== null ? `Au plus ${show(field.max)}.` : null
  const hintId = `${id}_range`
  const aria = inputAria(formId, field, error)
  return (
    <FieldShell props={props} labelFor={id}>
      {hint ? (
        <p className="field-description" id={hintId}>
          {hint}
        </p>
      ) : null}
      <input
        type="text"
        id={id}
        name={inputName(field.key)}
        defaultValue={valueOf(raw, inputName(field.key))}
        placeholder={field.placeholder ?? undefined}
        inputMode="decimal"
        maxLength={40}
        data-number-format={field.format}
        {...aria}
        aria-describedby={[hint ? hintId : null, aria['aria-describedby']].filter(Boolean).join(' ') || undefined}
      />
    </FieldShell>
  )
}
