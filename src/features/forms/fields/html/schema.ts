import type { FieldModule } from '../shared/module'
import { contentOnlyParts } from '../shared/factories'

/** Staff content shown between fields (rich text); it submits nothing. */
export const htmlField: FieldModule<'html'> = { type: 'html', ...contentOnlyParts }
