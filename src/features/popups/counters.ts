/**
 * What a visitor's browser remembers about popups (spec §3 storage keys: pageViews, sessions,
 * times, disable, impressions). Site-wide: page views and sessions since first seen. Per popup: how
 * often it was shown in its current period (with the period's end), whether the visitor asked never
 * to see it again, and how often it was shown at all. Pure: reading takes the stored text and
 * gives a valid record whatever the text holds (another script's key, an edited value, a quota
 * error's half-write), so a corrupted store costs the visitor a popup, never the page.
 */
import { PERIOD_MS, type TimesPeriod } from './constants'

export type PopupCounts = {
  /** Shows in the current period; `until` is when the period ends (null: no end, or the session's). */
  times: { count: number; until: number | null; period: TimesPeriod }
  /** "Ne plus afficher": never again. */
  disable: boolean
  impressions: number
}

export type VisitorCounts = {
  firstSeen: number
  pageViews: number
  sessions: number
  popups: Record<string, PopupCounts>
}

const count = (value: unknown) => (typeof value === 'number' && Number.isInteger(value) && value >= 0 && value < 1e9 ? value : 0)
const instant = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : null)

export const emptyCounts = (now: number): VisitorCounts => ({ firstSeen: now, pageViews: 0, sessions: 0, popups: {} })

function readPopup(value: unknown): PopupCounts | null {
  if (!value || typeof value !== 'object') return null
  const raw = value as Record<string, unknown>
  const times = (raw.times && typeof raw.times === 'object' ? raw.times : {}) as Record<string, unknown>
  const period = ['none', 'session', 'day', 'week', 'month'].includes(String(times.period)) ? (times.period as TimesPeriod) : 'none'
  return { times: { count: count(times.count), until: instant(times.until), period }, disable: raw.disable === true, impressions: count(raw.impressions) }
}

export function readCounts(stored: string | null, now: number): VisitorCounts {
  let raw: unknown
  try {
    raw = stored ? JSON.parse(stored) : null
  } catch {
    raw = null
  }
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return emptyCounts(now)
  const r = raw as Record<string, unknown>
  const popups: Record<string, PopupCounts> = {}
  if (r.popups && typeof r.popups === 'object') {
    for (const [id, value] of Object.entries(r.popups as Record<string, unknown>)) {
      const popup = /^[\w-]{1,40}$/.test(id) ? readPopup(value) : null
      if (popup) popups[id] = popup
    }
  }
  const firstSeen = instant(r.firstSeen)
  return { firstSeen: firstSeen && firstSeen <= now ? firstSeen : now, pageViews: count(r.pageViews), sessions: count(r.sessions), popups }
}

/** A page view; a new session too when the tab's session store had no mark yet. */
export function recordPageView(counts: VisitorCounts, { newSession }: { newSession: boolean }): VisitorCounts {
  return { ...counts, pageViews: counts.pageViews + 1, sessions: counts.sessions + (newSession ? 1 : 0) }
}

const freshPopup = (): PopupCounts => ({ times: { count: 0, until: null, period: 'none' }, disable: false, impressions: 0 })

/**
 * Shows of a popup in its current period. A period that has ended, or a limit whose period the
 * staff changed, counts from zero; a "session" count lives in the tab's session store instead and
 * is passed in by the caller.
 */
export function timesShown(counts: VisitorCounts, id: string, period: TimesPeriod, now: number): number {
  const times = counts.popups[id]?.times
  if (!times || times.period !== period) return 0
  if (times.until !== null && now >= times.until) return 0
  return times.count
}

/** A show: the period's count (a new period starting now when the last one ended) and the impressions. */
export function recordShow(counts: VisitorCounts, id: string, period: TimesPeriod, now: number): VisitorCounts {
  const popup = counts.popups[id] ?? freshPopup()
  const current = timesShown(counts, id, period, now)
  const until = current > 0 ? popup.times.until : period === 'day' || period === 'week' || period === 'month' ? now + PERIOD_MS[period] : null
  return { ...counts, popups: { ...counts.popups, [id]: { ...popup, times: { count: current + 1, until, period }, impressions: popup.impressions + 1 } } }
}

/** "Ne plus afficher". */
export function disablePopup(counts: VisitorCounts, id: string): VisitorCounts {
  const popup = counts.popups[id] ?? freshPopup()
  return { ...counts, popups: { ...counts.popups, [id]: { ...popup, disable: true } } }
}
