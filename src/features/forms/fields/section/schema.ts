import type { FieldModule } from '../shared/module'
import { noValueSchema } from '../shared/schema'

/** A section title (with an optional description) that groups the fields after it; it submits nothing. */
export const sectionField: FieldModule<'section'> = {
  type: 'section',
  storage: 'none',
  inputNames: () => [],
  read: () => null,
  schema: () => noValueSchema(),
  logicValue: () => '',
  text: () => '',
  initial: () => ({}),
}
