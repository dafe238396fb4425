import type { Condition } from './context'

/** page_views and sessions: at least the setting since first seen (spec §5). 0 or less always passes. */
export const pageViews: Condition<{ views: number }> = {
  check: ({ views }, visit) => visit.counts.pageViews >= views,
}

export const sessions: Condition<{ sessions: number }> = {
  check: ({ sessions: wanted }, visit) => visit.counts.sessions >= wanted,
}
