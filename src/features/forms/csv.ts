import type { Answer } from './answers'

/**
 * CSV for French Excel: UTF-8 with a byte-order mark, `;` between cells, CRLF between rows.
 * A cell that starts with = + - @ (or a tab / carriage return) is prefixed with an apostrophe so a
 * spreadsheet never runs it as a formula (OWASP "CSV injection").
 */
export const CSV_BOM = '\uFEFF'
export const CSV_SEPARATOR = ';'

const FORMULA_START = /^[=+\-@\t\r]/

export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value
  return /[";\r\n]|^\s|\s$/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe
}

export function toCsv(rows: string[][]): string {
  return CSV_BOM + rows.map((row) => row.map(csvCell).join(CSV_SEPARATOR)).join('\r\n') + '\r\n'
}

export type CsvEntry = {
  id: string | number
  createdAt: string
  read: boolean
  starred: boolean
  folder: string
  sourceUrl: string | null
  answers: Answer[]
}

const frenchDateTime = (iso: string) => {
  const d = new Date(iso)
  return Number.isNaN(d.getTime())
    ? iso
    : new Intl.DateTimeFormat('fr-FR', { dateStyle: 'short', timeStyle: 'medium', timeZone: 'Europe/Paris' }).format(d)
}

/**
 * The rows of an export: one column per field (current fields first, in the form's order, then
 * fields only older entries have), one row per entry.
 */
export function entriesCsv(fields: { key: string; label: string }[], entries: CsvEntry[]): string {
  const columns = fields.map((f) => ({ key: f.key, label: f.label }))
  const known = new Set(columns.map((c) => c.key))
  for (const entry of entries) {
    for (const a of entry.answers) {
      if (!known.has(a.key)) {
        known.add(a.key)
        columns.push({ key: a.key, label: a.label })
      }
    }
  }
  const header = ['Entrée', 'Date', 'Lu', 'Suivi', 'Dossier', ...columns.map((c) => c.label), 'Page']
  const rows = entries.map((e) => {
    const byKey = new Map(e.answers.map((a) => [a.key, a.text]))
    return [
      String(e.id),
      frenchDateTime(e.createdAt),
      e.read ? 'oui' : 'non',
      e.starred ? 'oui' : 'non',
      e.folder === 'spam' ? 'indésirable' : 'boîte de réception',
      ...columns.map((c) => byKey.get(c.key) ?? ''),
      e.sourceUrl ?? '',
    ]
  })
  return toCsv([header, ...rows])
}
