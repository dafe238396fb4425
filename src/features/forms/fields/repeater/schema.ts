import type { RepeaterField } from '../../types'
import { rowsModule } from '../shared/rows'

/** A group of fields repeated row by row; within a filled row, each sub-field's own rules apply. */
export const repeaterField = rowsModule<'repeater'>('repeater', (f) => (f as unknown as RepeaterField).subfields, true)
