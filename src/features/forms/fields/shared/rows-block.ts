import type { Field } from 'payload'

import { ROWS_MAX_LIMIT } from '../../constants'
import type { RowsOptions } from '../../types'
import { int } from './block'

/** The bounds of a rows field in the back office (list, repeater). */
export const rowsBoundsField: Field = {
  type: 'row',
  fields: [
    { name: 'minRows', label: 'Lignes au minimum', type: 'number', min: 1, max: ROWS_MAX_LIMIT, defaultValue: 1 },
    { name: 'maxRows', label: 'Lignes au maximum', type: 'number', min: 1, max: ROWS_MAX_LIMIT, defaultValue: 5 },
  ],
}

/** Stored bounds, always usable: 1 ≤ min ≤ max ≤ the limit. */
export function readRowsBounds(d: Record<string, unknown>): RowsOptions {
  const maxRows = int(d.maxRows, 1, ROWS_MAX_LIMIT, 5)
  return { minRows: Math.min(int(d.minRows, 1, ROWS_MAX_LIMIT, 1), maxRows), maxRows }
}
