import type { FieldModule } from '../shared/module'
import { multipleChoiceParts } from '../shared/factories'

/** List with several selections, among the defined choices. */
export const multiselectField: FieldModule<'multiselect'> = { type: 'multiselect', ...multipleChoiceParts }
