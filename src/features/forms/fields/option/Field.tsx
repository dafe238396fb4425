import { inputId } from '../../raw'
import { FieldShell, type FieldProps } from '../shared/FieldShell'
import { PriceChoices } from '../shared/PriceChoices'

export function OptionFieldView(props: FieldProps<'option'>) {
  const { field, formId } = props
  const group = field.display !== 'select'
  return (
    <FieldShell props={props} group={group} labelFor={group ? undefined : inputId(formId, field.key)}>
      <PriceChoices {...props} currency={field.currency} choices={field.choices} display={field.display} />
    </FieldShell>
  )
}
