import type { TimesPeriod } from '../constants'
import { timesShown } from '../counters'
import type { Condition } from './context'

/**
 * times (spec §5): shown fewer times than the limit in the period (none: ever; session: this tab's
 * session; day, week, month: since the first show of the current period). A limit of 0 is no limit.
 */
export const times: Condition<{ times: number; period: TimesPeriod }> = {
  check: ({ times: limit, period }, visit, popupId) => {
    if (!(limit > 0)) return true
    const counts = period === 'session' ? visit.sessionCounts : visit.counts
    return timesShown(counts, popupId, period, visit.now) < limit
  },
}
