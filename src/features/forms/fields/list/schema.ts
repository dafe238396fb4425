import type { ListField, RowSubfield } from '../../types'
import { rowsModule } from '../shared/rows'

const CELL_MAX_LENGTH = 200

/** The cells of a list: one line of text per column, under the column's label. */
export const listCells = (f: Pick<ListField, 'columns' | 'page'>): RowSubfield[] =>
  f.columns.map((label, i) => ({
    type: 'text',
    key: `c${i + 1}`,
    label,
    description: null,
    placeholder: null,
    required: false,
    defaultValue: null,
    cssClass: null,
    logic: null,
    page: f.page,
    maxLength: CELL_MAX_LENGTH,
    mask: null,
    autocomplete: null,
  }))

/** Rows of text cells under column labels (a list); any filled cell makes the row count. */
export const listField = rowsModule<'list'>('list', (f) => listCells(f as unknown as ListField), false)
