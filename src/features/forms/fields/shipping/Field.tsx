import { inputId } from '../../raw'
import { FieldShell, type FieldProps } from '../shared/FieldShell'
import { money } from '../shared/price'
import { PriceChoices } from '../shared/PriceChoices'

export function ShippingFieldView(props: FieldProps<'shipping'>) {
  const { field, formId } = props
  if (field.kind === 'single') {
    return (
      <FieldShell props={props} group>
        <p className="product-price">{money(field.currency, field.price)}</p>
      </FieldShell>
    )
  }
  const label = (c: { label: string; price: number }) => `${c.label} — ${money(field.currency, c.price)}`
  return (
    <FieldShell props={props} group={field.kind === 'radio'} labelFor={field.kind === 'select' ? inputId(formId, field.key) : undefined}>
      <PriceChoices {...props} currency={field.currency} choices={field.choices} display={field.kind} label={label} />
    </FieldShell>
  )
}
