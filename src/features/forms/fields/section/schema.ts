import type { FieldModule } from '../shared/module'
import { contentOnlyParts } from '../shared/factories'

/** A section title (with an optional description) that groups the fields after it; it submits nothing. */
export const sectionField: FieldModule<'section'> = { type: 'section', ...contentOnlyParts }
