/**
 * The display conditions of spec §5 as one typed registry; a popup shows only when every condition
 * it sets passes, and never when the visitor asked not to see it again.
 */
import type { Condition, VisitContext } from './context'
import { pageViews, sessions } from './counts'
import { schedule } from './schedule'
import { sources } from './sources'
import { times } from './times'
import { url } from './url'
import { browsers, devices, loggedIn } from './visitor'

export const CONDITIONS = { pageViews, sessions, url, sources, loggedIn, devices, browsers, schedule, times } as const

type Settings<C> = C extends Condition<infer S> ? S : never
/** A popup's conditions: each one present is checked. */
export type PopupConditions = { [K in keyof typeof CONDITIONS]?: Settings<(typeof CONDITIONS)[K]> }

export function conditionsPass(conditions: PopupConditions, visit: VisitContext, popupId: string): boolean {
  if (visit.counts.popups[popupId]?.disable) return false
  return (Object.keys(CONDITIONS) as (keyof typeof CONDITIONS)[]).every((name) => {
    const settings = conditions[name]
    if (settings === undefined) return true
    const condition = CONDITIONS[name] as Condition<typeof settings>
    try {
      return condition.check(settings, visit, popupId)
    } catch {
      // Settings of an unexpected shape (an old save, a hand edit): not shown, rather than broken.
      return false
    }
  })
}

/** French messages for staff about settings that cannot work (shown in the admin, the popup stays off). */
export function conditionProblems(conditions: PopupConditions): string[] {
  return (Object.keys(CONDITIONS) as (keyof typeof CONDITIONS)[]).flatMap((name) => {
    const settings = conditions[name]
    const condition = CONDITIONS[name] as Condition<typeof settings>
    return settings !== undefined && condition.problem ? [condition.problem(settings)].filter((p): p is string => Boolean(p)) : []
  })
}

export type { VisitContext } from './context'
