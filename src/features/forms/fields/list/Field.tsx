import { messages } from '../../messages'
import type { FieldProps } from '../shared/FieldShell'
import { RowsView } from '../shared/RowsView'
import { listCells } from './schema'

export function ListFieldView(props: FieldProps<'list'>) {
  return <RowsView props={props} cells={listCells(props.field)} addLabel={messages.addRow} />
}
