import type { FieldModule } from '../shared/module'
import { noValueSchema } from '../shared/schema'

/** Staff content shown between fields (rich text); it submits nothing. */
export const htmlField: FieldModule<'html'> = {
  type: 'html',
  storage: 'none',
  inputNames: () => [],
  read: () => null,
  schema: () => noValueSchema(),
  logicValue: () => '',
  text: () => '',
  initial: () => ({}),
}
