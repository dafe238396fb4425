import { DEVICE_MAX_WIDTH, type Browser, type Device } from '../constants'
import type { Condition } from './context'

/**
 * logged_in (spec §5, §6): anonymous visitors always pass; a signed-in person fails when the popup
 * is hidden from every signed-in user, or when they hold one of the listed roles.
 */
export const loggedIn: Condition<{ users: 'all' | 'roles'; roles: readonly string[] }> = {
  check: ({ users, roles }, visit) => {
    if (!visit.user.loggedIn) return true
    if (users === 'all') return false
    const held = visit.user.roles
    return !roles.some((role) => held.includes(role))
  },
}

/** The device mode for a viewport width. */
export const deviceFor = (width: number): Device => (width <= DEVICE_MAX_WIDTH.mobile ? 'mobile' : width <= DEVICE_MAX_WIDTH.tablet ? 'tablet' : 'desktop')

/** devices (spec §5): the current device mode is in the list (an empty list is every device). */
export const devices: Condition<{ devices: readonly Device[] }> = {
  check: ({ devices: list }, visit) => !list.length || list.includes(visit.device),
}

/** The browser from its user-agent text; order matters (Edge and Opera also say Chrome, Chrome says Safari). */
export function browserFor(userAgent: string): Browser | 'other' {
  if (/Edg(e|A|iOS)?\//.test(userAgent)) return 'edge'
  if (/OPR\/|Opera/.test(userAgent)) return 'opera'
  if (/SamsungBrowser\//.test(userAgent)) return 'samsung'
  if (/Firefox\/|FxiOS\//.test(userAgent)) return 'firefox'
  if (/Chrome\/|CriOS\/|Chromium\//.test(userAgent)) return 'chrome'
  if (/Safari\//.test(userAgent) && /Version\//.test(userAgent)) return 'safari'
  return 'other'
}

/** browsers (spec §5): all, or one of the selected. */
export const browsers: Condition<{ browsers: 'all' | readonly Browser[] }> = {
  check: ({ browsers: list }, visit) => list === 'all' || (visit.browser !== 'other' && list.includes(visit.browser)),
}
