import { SITE_TIME_ZONE } from '../constants'
import type { Condition } from './context'

/** Start and end as wall-clock times "YYYY-MM-DDTHH:mm" in the site's or the visitor's zone. */
export type ScheduleSettings = { start?: string; end?: string; timeZone: 'site' | 'local' }

const WALL_CLOCK = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2}))?$/

/** A wall-clock time as comparable minutes, or null when it is not one (31 February included). */
export function wallClockMinutes(text: string): number | null {
  const m = WALL_CLOCK.exec(text.trim())
  if (!m) return null
  const [year, month, day, hour = 0, minute = 0] = m.slice(1).map((part) => (part === undefined ? 0 : Number(part)))
  const date = new Date(Date.UTC(year!, month! - 1, day!, hour, minute))
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month! - 1 || date.getUTCDate() !== day || hour! > 23 || minute! > 59) return null
  return date.getTime() / 60_000
}

/** The instant `now` as wall-clock minutes in `timeZone`. */
export function minutesIn(now: number, timeZone: string): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
      .formatToParts(new Date(now))
      .map((p) => [p.type, p.value]),
  )
  return Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute)) / 60_000
}

/**
 * schedule (spec §5): shown from the start (inclusive) until the end (exclusive), read in the
 * site's zone or the visitor's. A date that is not one fails, as staff are told in the admin.
 */
export const schedule: Condition<ScheduleSettings> = {
  check: (settings, visit) => {
    const start = settings.start ? wallClockMinutes(settings.start) : -Infinity
    const end = settings.end ? wallClockMinutes(settings.end) : Infinity
    if (start === null || end === null) return false
    const now = minutesIn(visit.now, settings.timeZone === 'local' ? visit.timeZone : SITE_TIME_ZONE)
    return now >= start && now < end
  },
  problem: (settings) => {
    for (const [label, value] of [['début', settings.start], ['fin', settings.end]] as const) {
      if (value && wallClockMinutes(value) === null) return `La date de ${label} « ${value.slice(0, 30)} » n’est pas une date valide : la fenêtre ne s’affichera pas.`
    }
    const [start, end] = [settings.start && wallClockMinutes(settings.start), settings.end && wallClockMinutes(settings.end)]
    if (typeof start === 'number' && typeof end === 'number' && end <= start) return 'La fin du calendrier précède son début : la fenêtre ne s’affichera pas.'
    return null
  },
}
