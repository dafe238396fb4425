import { inputId, inputName } from '../../raw'
import { FieldShell, valueOf, type FieldProps } from '../shared/FieldShell'

/** A read-only input the products script fills; the server computes the stored figure itself. */
export function CalculationFieldView(props: FieldProps<'calculation'>) {
  const { field, formId, raw } = props
  const id = inputId(formId, field.key)
  return (
    <FieldShell props={props} labelFor={id}>
      <input type="text" id={id} name={inputName(field.key)} defaultValue={valueOf(raw, inputName(field.key))} readOnly data-calculation={field.key} data-number-format={field.format} />
    </FieldShell>
  )
}
