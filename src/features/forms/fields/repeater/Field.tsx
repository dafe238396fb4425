import { messages } from '../../messages'
import type { FieldProps } from '../shared/FieldShell'
import { RowsView } from '../shared/RowsView'

export function RepeaterFieldView(props: FieldProps<'repeater'>) {
  return <RowsView props={props} cells={props.field.subfields} addLabel={props.field.addLabel ?? messages.addRow} />
}
