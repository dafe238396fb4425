import * as z from 'zod/mini'

import { ROWS_MAX_LIMIT } from '../../constants'
import { messages } from '../../messages'
import { inputName } from '../../raw'
import type { FieldValue, RawValues, RowsOptions, RowSubfield, RowSubfieldType } from '../../types'
import { dateField } from '../date/schema'
import { emailField } from '../email/schema'
import { numberField } from '../number/schema'
import { phoneField } from '../phone/schema'
import { textField } from '../text/schema'
import { textareaField } from '../textarea/schema'
import { websiteField } from '../website/schema'
import type { FieldModule } from './module'
import { fail, withCheck } from './schema'

/**
 * Repeatable rows, shared by the list (text cells under column labels) and the repeater (a group
 * of fields). Row r's cell c is the input `input_<key>.<r>.<c>`, rows numbered from 1 in the
 * order shown; each cell is a field of its own type, so it is read and validated by that type's
 * module exactly as a field on its own would be. Blank rows are dropped, never stored.
 */

const subModules = {
  text: textField,
  textarea: textareaField,
  number: numberField,
  email: emailField,
  phone: phoneField,
  date: dateField,
  website: websiteField,
} satisfies { [T in RowSubfieldType]: FieldModule<T> }

const moduleOfCell = (cell: RowSubfield) => subModules[cell.type] as unknown as FieldModule<RowSubfieldType>

/** The key of one cell: its input is `input_<key>.<row>.<cell>`, its ids derive from it. */
export const cellKey = (key: string, row: number, cell: string) => `${key}.${row}.${cell}`

/** A cell's definition placed in a row (its own key, never required alone: the row decides). */
export const cellIn = (key: string, row: number, cell: RowSubfield): RowSubfield => ({ ...cell, key: cellKey(key, row, cell.key), logic: null })

/** The row numbers present in a submission, in order (1, 2, … as the browser renumbers them). */
export function rowNumbers(key: string, raw: RawValues): number[] {
  const prefix = inputName(key) + '.'
  const rows = new Set<number>()
  for (const name of Object.keys(raw)) {
    if (!name.startsWith(prefix)) continue
    const n = Number(name.slice(prefix.length).split('.')[0])
    if (Number.isInteger(n) && n > 0) rows.add(n)
  }
  return [...rows].sort((a, b) => a - b)
}

/** Whether a row holds any input at all (a blank row is ignored). */
const rowIsBlank = (key: string, row: number, cells: RowSubfield[], raw: RawValues) =>
  cells.every((c) => (raw[inputName(cellKey(key, row, c.key))] ?? []).every((v) => v.trim() === ''))

/** Every input name a rows field accepts: each cell of rows 1 to its maximum. */
export function rowInputNames(key: string, maxRows: number, cells: RowSubfield[]): string[] {
  const names: string[] = []
  for (let r = 1; r <= Math.min(maxRows, ROWS_MAX_LIMIT); r++)
    for (const c of cells) names.push(...moduleOfCell(c).inputNames(cellIn(key, r, c)))
  return names
}

/** The field's part of the submission: every input under its name. */
export function readRows(key: string, raw: RawValues): RawValues {
  const prefix = inputName(key) + '.'
  return Object.fromEntries(Object.entries(raw).filter(([name]) => name.startsWith(prefix)))
}

/**
 * Row by row: each filled row's cells through their own schema (an error names the row and the
 * column), at least the minimum of filled rows when the field is required or partly filled, never
 * more than the maximum rows.
 */
export function rowsSchema(f: { key: string; required: boolean } & RowsOptions, cells: RowSubfield[], requireAll: boolean) {
  return withCheck(z.record(z.string(), z.array(z.string())), (raw: RawValues): FieldValue | { error: string } => {
    const numbers = rowNumbers(f.key, raw)
    if (numbers.length > f.maxRows) return fail(messages.tooManyRows(f.maxRows))
    const rows: Record<string, string>[] = []
    let shown = 0
    for (const r of numbers) {
      shown++
      if (rowIsBlank(f.key, r, cells, raw)) continue
      const row: Record<string, string> = {}
      for (const c of cells) {
        const cell = { ...cellIn(f.key, r, c), required: requireAll ? c.required : false }
        const mod = moduleOfCell(cell)
        const result = mod.schema(cell).safeParse(mod.read(cell, raw))
        if (!result.success) return fail(messages.rowError(shown, c.label, result.error.issues[0].message))
        row[c.key] = typeof result.data === 'string' ? result.data : ''
      }
      rows.push(row)
    }
    if (rows.length === 0) return f.required ? fail(messages.required) : null
    if (rows.length < f.minRows) return fail(messages.tooFewRows(f.minRows))
    return rows
  })
}

/** Logic rules compare against the rows' text, every cell joined. */
export function rowsLogicValue(key: string, raw: RawValues): string {
  return Object.values(readRows(key, raw))
    .flat()
    .filter((v) => v.trim() !== '')
    .join(' ')
}

/** Rows as text for e-mails, CSV and the admin: one line per row, cells labelled. */
export function rowsText(cells: RowSubfield[], value: FieldValue): string {
  if (!Array.isArray(value)) return ''
  return value
    .filter((row): row is Record<string, string> => typeof row === 'object' && row !== null)
    .map((row, i) => {
      const parts = cells.filter((c) => (row[c.key] ?? '') !== '').map((c) => `${c.label} : ${moduleOfCell(c).text(c, row[c.key])}`)
      return `${i + 1}. ${parts.join(' ; ')}`
    })
    .join('\n')
}

/** A rows field's module from how it defines its cells. */
export function rowsModule<T extends 'list' | 'repeater'>(
  type: T,
  cellsOf: (f: { key: string } & RowsOptions & Record<string, unknown>) => RowSubfield[],
  requireAll: boolean,
): FieldModule<T> {
  type F = { key: string; required: boolean } & RowsOptions & Record<string, unknown>
  const cells = (f: F) => cellsOf(f)
  return {
    type,
    storage: 'value',
    inputNames: (f: F) => rowInputNames(f.key, f.maxRows, cells(f)),
    read: (f: F, raw: RawValues) => readRows(f.key, raw),
    schema: (f: F) => rowsSchema(f, cells(f), requireAll),
    logicValue: (f: F, raw: RawValues) => rowsLogicValue(f.key, raw),
    text: (f: F, value: FieldValue) => rowsText(cells(f), value),
    initial: () => ({}),
  } as unknown as FieldModule<T>
}
