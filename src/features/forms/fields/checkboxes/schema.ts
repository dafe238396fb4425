import type { FieldModule } from '../shared/module'
import { multipleChoiceParts } from '../shared/factories'

/** Checkboxes, among the defined choices; an optional select-all toggle (docs/product.md, Forms) is added by the island. */
export const checkboxesField: FieldModule<'checkboxes'> = { type: 'checkboxes', ...multipleChoiceParts }
