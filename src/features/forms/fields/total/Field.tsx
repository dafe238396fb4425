import { messages } from '../../messages'
import { inputId } from '../../raw'
import { FieldShell, type FieldProps } from '../shared/FieldShell'

/** The total, announced politely as it changes; without JavaScript it is computed on submission. */
export function TotalFieldView(props: FieldProps<'total'>) {
  const { field, formId } = props
  const id = inputId(formId, field.key)
  return (
    <FieldShell props={props} labelFor={id}>
      <p className="product-total">
        <output id={id} data-total={field.key} aria-live="polite">
          {messages.pricePending}
        </output>
      </p>
    </FieldShell>
  )
}
