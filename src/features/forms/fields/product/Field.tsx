import { messages } from '../../messages'
import { PRICE_PART, QUANTITY_PART } from '../../pricing/parts'
import { inputId, inputName } from '../../raw'
import { FieldShell, inputAria, valueOf, type FieldProps } from '../shared/FieldShell'
import { money } from '../shared/price'
import { PriceChoices } from '../shared/PriceChoices'

/**
 * A product: its choice or price, its unit price as the site computes it, its quantity. The price
 * shown is an `<output>` the products script keeps up to date; nothing of it is trusted on submit.
 */
export function ProductFieldView(props: FieldProps<'product'>) {
  const { field, formId, raw, error } = props
  if (field.kind === 'hidden') return null
  const id = inputId(formId, field.key)
  const quantityId = inputId(formId, field.key, QUANTITY_PART)
  const shownPrice = field.kind === 'single' ? money(field.currency, field.price) : field.kind === 'calculation' ? messages.pricePending : null
  const quantity = field.showQuantity ? (
    <p className="product-quantity">
      <label htmlFor={quantityId}>{messages.quantityOf(field.label)}</label>
      <input
        type="text"
        id={quantityId}
        name={inputName(field.key, QUANTITY_PART)}
        defaultValue={valueOf(raw, inputName(field.key, QUANTITY_PART))}
        inputMode="numeric"
        pattern="[0-9]*"
        maxLength={6}
        size={6}
        aria-invalid={error ? true : undefined}
      />
    </p>
  ) : null
  const price =
    shownPrice !== null ? (
      <p className="product-price">
        {messages.unitPriceLabel} : <output id={inputId(formId, field.key, PRICE_PART)} data-product-price={field.key}>{shownPrice}</output>
      </p>
    ) : null
  switch (field.kind) {
    case 'select':
    case 'user_defined':
      return (
        <FieldShell props={props} labelFor={id}>
          {field.kind === 'select' ? (
            <PriceChoices {...props} currency={field.currency} choices={field.choices} display="select" label={(c) => `${c.label} — ${money(field.currency, c.price)}`} />
          ) : (
            <input type="text" id={id} name={inputName(field.key)} defaultValue={valueOf(raw, inputName(field.key))} inputMode="decimal" maxLength={20} placeholder={field.placeholder ?? undefined} {...inputAria(formId, field, error)} />
          )}
          {quantity}
        </FieldShell>
      )
    case 'radio':
      return (
        <FieldShell props={props} group>
          <PriceChoices {...props} currency={field.currency} choices={field.choices} display="radio" label={(c) => `${c.label} — ${money(field.currency, c.price)}`} />
          {quantity}
        </FieldShell>
      )
    case 'single':
    case 'calculation':
      return (
        <FieldShell props={props} group>
          {price}
          {quantity}
        </FieldShell>
      )
    default: {
      const never: never = field.kind
      return never
    }
  }
}
