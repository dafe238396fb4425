import { messages } from '../../messages'
import { inputId, inputName } from '../../raw'
import type { CurrencyCode } from '../../pricing/currency'
import type { PriceChoice, RawValues } from '../../types'
import { describedBy, inputAria, valueOf, valuesOf } from './FieldShell'
import { priceChoiceLabel } from './price'

type Props = {
  field: { key: string; label: string; description: string | null; required: boolean; placeholder: string | null }
  formId: number
  raw: RawValues
  error: string | null
  currency: CurrencyCode
  choices: PriceChoice[]
  display: 'select' | 'radio' | 'checkboxes'
  /** The label of a choice, price included. */
  label?: (c: PriceChoice) => string
}

/** Priced choices as a list, radio buttons or check boxes (products, options, shipping). */
export function PriceChoices({ field, formId, raw, error, currency, choices, display, label = (c) => priceChoiceLabel(currency, c) }: Props) {
  const name = inputName(field.key)
  if (display === 'select') {
    return (
      <select id={inputId(formId, field.key)} name={name} defaultValue={valueOf(raw, name)} {...inputAria(formId, field, error)}>
        <option value="">{field.placeholder ?? messages.selectPlaceholder}</option>
        {choices.map((c) => (
          <option key={c.value} value={c.value}>
            {label(c)}
          </option>
        ))}
      </select>
    )
  }
  const checked = new Set(valuesOf(raw, name))
  return (
    <ul className="field-choices">
      {choices.map((c, i) => {
        const id = inputId(formId, field.key, String(i + 1))
        return (
          <li key={c.value}>
            <input
              type={display === 'radio' ? 'radio' : 'checkbox'}
              id={id}
              name={name}
              value={c.value}
              defaultChecked={checked.has(c.value)}
              required={(display === 'radio' && field.required) || undefined}
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy(formId, field, error)}
            />
            <label htmlFor={id}>{label(c)}</label>
          </li>
        )
      })}
    </ul>
  )
}
