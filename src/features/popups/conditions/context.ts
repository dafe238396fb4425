import type { Browser, Device } from '../constants'
import type { VisitorCounts } from '../counters'

/** What the display conditions look at, gathered once per page by the island. */
export type VisitContext = {
  now: number
  /** The page's own host (location.host). */
  host: string
  /** document.referrer ('' for a direct visit). */
  referrer: string
  user: { loggedIn: false } | { loggedIn: true; roles: readonly string[] }
  device: Device
  browser: Browser | 'other'
  /** The visitor's time zone (Intl), for schedules in local time. */
  timeZone: string
  /** Counts kept for ever (localStorage) and for this tab's session (sessionStorage). */
  counts: VisitorCounts
  sessionCounts: VisitorCounts
}

/** One display condition: its settings as staff saved them, checked against a visit. */
export type Condition<S> = {
  check: (settings: S, visit: VisitContext, popupId: string) => boolean
  /** A French message for staff when the settings cannot work (the popup is then not shown). */
  problem?: (settings: S) => string | null
}
