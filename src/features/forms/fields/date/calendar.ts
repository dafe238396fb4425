import { DATEPICKER_FIRST_DAY } from '../../constants'
import { messages } from '../../messages'

/**
 * The date picker's calendar arithmetic, on ISO dates (`aaaa-mm-jj`). Computed in UTC so that the
 * visitor's time zone and daylight-saving changes never shift a day. Pure: unit-tested in Node.
 */

const toDate = (iso: string) => new Date(`${iso}T00:00:00Z`)
const toIso = (d: Date) => d.toISOString().slice(0, 10)
const pad = (n: number) => String(n).padStart(2, '0')

/** The visitor's own calendar day (local time), as ISO. */
export const todayIso = (now = new Date()): string => `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`

export function addDays(iso: string, days: number): string {
  const d = toDate(iso)
  d.setUTCDate(d.getUTCDate() + days)
  return toIso(d)
}

/** The same day `months` later, or the month's last day when it is shorter (31 janv. + 1 → 28/29 févr.). */
export function addMonths(iso: string, months: number): string {
  const [y, m, d] = iso.split('-').map(Number)
  const firstOfTarget = new Date(Date.UTC(y, m - 1 + months, 1))
  const lastDay = new Date(Date.UTC(firstOfTarget.getUTCFullYear(), firstOfTarget.getUTCMonth() + 1, 0)).getUTCDate()
  firstOfTarget.setUTCDate(Math.min(d, lastDay))
  return toIso(firstOfTarget)
}

/** 0 = Sunday … 6 = Saturday, as `Date.getDay()`. */
export const weekdayOf = (iso: string): number => toDate(iso).getUTCDay()

/** Position in a week that starts on `firstDay`: 0 for the first column. */
const column = (iso: string, firstDay: number) => (weekdayOf(iso) - firstDay + 7) % 7

export function clampDate(iso: string, min: string | null, max: string | null): string {
  if (min && iso < min) return min
  if (max && iso > max) return max
  return iso
}

export const sameMonth = (a: string, b: string) => a.slice(0, 7) === b.slice(0, 7)

/**
 * The weeks of the month holding `iso`, each a row of seven cells starting on `firstDay`;
 * days of the neighbouring months are null (left blank in the grid).
 */
export function monthGrid(iso: string, firstDay = DATEPICKER_FIRST_DAY): (string | null)[][] {
  const first = `${iso.slice(0, 7)}-01`
  const days: (string | null)[] = Array.from({ length: column(first, firstDay) }, () => null)
  for (let day = first; sameMonth(day, first); day = addDays(day, 1)) days.push(day)
  while (days.length % 7 !== 0) days.push(null)
  const weeks: (string | null)[][] = []
  for (let i = 0; i < days.length; i += 7) weeks.push(days.slice(i, i + 7))
  return weeks
}

/** The headers of the grid's columns, the week starting on `firstDay` (lundi in France). */
export function weekdayHeaders(firstDay = DATEPICKER_FIRST_DAY): { short: string; long: string }[] {
  return Array.from({ length: 7 }, (_, i) => {
    const long = messages.dayNames[(firstDay + i) % 7]
    return { short: long.slice(0, 3) + '.', long }
  })
}

export const monthLabel = (iso: string): string => `${messages.monthNames[Number(iso.slice(5, 7)) - 1]} ${iso.slice(0, 4)}`

/** "lundi 14 septembre 2026": the accessible name of a day. */
export const dayLabel = (iso: string): string => `${messages.dayNames[weekdayOf(iso)]} ${Number(iso.slice(8, 10))} ${monthLabel(iso)}`

/**
 * Where a key moves the focused day (the APG date-picker keys): arrows by day and week,
 * PageUp/PageDown by month (with Shift by year), Home/End to the week's first/last day.
 * Null for any other key.
 */
export function moveByKey(iso: string, key: string, shift = false, firstDay = DATEPICKER_FIRST_DAY): string | null {
  switch (key) {
    case 'ArrowLeft':
      return addDays(iso, -1)
    case 'ArrowRight':
      return addDays(iso, 1)
    case 'ArrowUp':
      return addDays(iso, -7)
    case 'ArrowDown':
      return addDays(iso, 7)
    case 'PageUp':
      return addMonths(iso, shift ? -12 : -1)
    case 'PageDown':
      return addMonths(iso, shift ? 12 : 1)
    case 'Home':
      return addDays(iso, -column(iso, firstDay))
    case 'End':
      return addDays(iso, 6 - column(iso, firstDay))
    default:
      return null
  }
}
