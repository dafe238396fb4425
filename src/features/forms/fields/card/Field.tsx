import { messages } from '../../messages'
import { inputId, inputName } from '../../raw'
import { FieldShell, inputAria, type FieldProps } from '../shared/FieldShell'

/** Card number; the detected type (docs/product.md, Forms) is announced by the island. Never pre-filled. */
export function CardFieldView(props: FieldProps<'card'>) {
  const { field, formId, error } = props
  const id = inputId(formId, field.key)
  const typeId = `${id}_type`
  const aria = inputAria(formId, field, error)
  return (
    <FieldShell props={props} labelFor={id}>
      <input
        type="text"
        id={id}
        name={inputName(field.key)}
        inputMode="numeric"
        autoComplete="cc-number"
        maxLength={23}
        placeholder={field.placeholder ?? '1234 5678 9012 3456'}
        data-card
        {...aria}
        aria-describedby={[aria['aria-describedby'], typeId].filter(Boolean).join(' ')}
      />
      <p className="card-type" id={typeId} aria-live="polite">
        <span className="sr-only">{messages.cardType} : </span>
        <span data-card-type />
      </p>
    </FieldShell>
  )
}
