/**
 * From a popup as staff saved it (the `popups` collection, Popups.ts) to what the page needs: where
 * it shows, its triggers, its display conditions and its dialog settings (spec §3 "Popup settings").
 * Pure, and tolerant: the stored document may be of an older shape or edited by hand, so every value
 * is read for what it is and anything else takes its default. A popup whose conditions cannot work
 * (an invalid pattern, a date that is not one) is not given to the page at all: disabled, not broken.
 */
import type { DialogAnimation } from '../ui/dialog'
import { conditionProblems, type PopupConditions } from './conditions'
import { BROWSERS, DEVICES, SOURCES, TIMES_PERIODS, type Browser, type Device, type Source, type TimesPeriod } from './constants'
import type { PopupTriggers } from './triggers'

/** Where a popup may show: every page, chosen pages, or page types (spec issue 13 part 3). */
export const PLACEMENTS = ['all', 'pages', 'types'] as const
export type Placement = (typeof PLACEMENTS)[number]
/** The page types of the site: a page of the back office, or the news (list, categories and articles). */
export const PAGE_TYPES = ['page', 'news'] as const
export type PageType = (typeof PAGE_TYPES)[number]
/** The page a popup is asked about. */
export type PagePlace = { type: PageType; pageId?: number }

export const ANIMATIONS = ['zoom', 'fade', 'slide-from-top', 'slide-from-bottom', 'slide-from-left', 'slide-from-right', 'none'] as const satisfies readonly DialogAnimation[]
export const CLOSE_POSITIONS = ['inside', 'outside'] as const
export type ClosePosition = (typeof CLOSE_POSITIONS)[number]
/** The roles a popup can be hidden from (features/accounts/Users). */
export const USER_ROLES = ['admin', 'editor', 'client'] as const

/** What the page's popup island is given: plain JSON. */
export type PopupConfig = {
  id: string
  name: string
  triggers: PopupTriggers
  conditions: PopupConditions
  dialog: {
    closeOnEscape: boolean
    closeOnBackdrop: boolean
    closeControlDelayMs: number
    lockScroll: boolean
    enter: DialogAnimation
    exit: DialogAnimation
    durationMs: number
  }
  /** Closes by itself after this long (null: stays until the visitor closes it). */
  closeAfterMs: number | null
  /** Focus goes to the popup's first control (a form's first field) rather than its close button. */
  a11yNavigation: boolean
  /** Not shown once another popup was shown on the page. */
  avoidMultiple: boolean
  closePosition: ClosePosition
  classes: string
  /** The « ne plus afficher » control's text, or null for none. */
  doNotShowAgain: string | null
}

type Raw = Record<string, unknown>
type Mutable<T> = { -readonly [K in keyof T]: T[K] }
const record = (value: unknown): Raw => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Raw) : {})
const text = (value: unknown, max = 500): string => (typeof value === 'string' ? value.trim().slice(0, max) : '')
const flag = (value: unknown, fallback = false): boolean => (typeof value === 'boolean' ? value : fallback)
/** A number within [min, max], else the fallback (not a number, negative, absurd). */
const amount = (value: unknown, fallback: number, min: number, max: number): number =>
  typeof value === 'number' && Number.isFinite(value) && value >= min && value <= max ? value : fallback
const oneOf = <T extends string>(list: readonly T[], value: unknown, fallback: T): T => ((list as readonly unknown[]).includes(value) ? (value as T) : fallback)
const someOf = <T extends string>(list: readonly T[], value: unknown): T[] =>
  Array.isArray(value) ? [...new Set(value.filter((v): v is T => (list as readonly unknown[]).includes(v)))] : []
/** Class names only: anything else (quotes, angle brackets) is dropped. */
export const classList = (value: unknown): string =>
  text(value, 300)
    .split(/\s+/)
    .filter((name) => /^-?[A-Za-z_][\w-]{0,60}$/.test(name))
    .slice(0, 10)
    .join(' ')

/** The ids of a relationship as stored (ids at depth 0, documents at depth 1). */
const ids = (value: unknown): number[] =>
  Array.isArray(value) ? value.map((v) => (typeof v === 'number' ? v : Number(record(v).id))).filter((n) => Number.isInteger(n)) : []

/** Whether a popup may show on a page (its placement; the visitor's conditions are the browser's). */
export function placementMatches(doc: unknown, place: PagePlace): boolean {
  const placement = record(record(doc).placement)
  switch (oneOf(PLACEMENTS, placement.where, 'all')) {
    case 'all':
      return true
    case 'pages':
      return place.pageId !== undefined && ids(placement.pages).includes(place.pageId)
    case 'types':
      return someOf(PAGE_TYPES, placement.types).includes(place.type)
  }
}

export function popupTriggers(value: unknown): PopupTriggers {
  const t = record(value)
  const triggers: Mutable<PopupTriggers> = {}
  if (flag(t.onLoad)) triggers.load = { delay: amount(t.loadDelay, 0, 0, 3600) }
  if (flag(t.onScroll)) triggers.scroll = { direction: oneOf(['down', 'up'] as const, t.scrollDirection, 'down'), offset: amount(t.scrollOffset, 50, 0, 100) }
  if (text(t.scrollToElement)) triggers.scrollToElement = { selector: text(t.scrollToElement) }
  if (amount(t.clicks, 0, 0, 1000) >= 1) triggers.clicks = { clicks: Math.floor(amount(t.clicks, 0, 0, 1000)) }
  if (amount(t.inactivity, 0, 0, 86_400) > 0) triggers.inactivity = { seconds: amount(t.inactivity, 0, 0, 86_400) }
  if (flag(t.exitIntent)) triggers.exitIntent = {}
  if (text(t.openSelector)) triggers.openSelector = { selector: text(t.openSelector) }
  return triggers
}

export function popupConditions(value: unknown): PopupConditions {
  const c = record(value)
  const conditions: Mutable<PopupConditions> = {}
  const views = amount(c.pageViews, 0, 0, 1e6)
  if (views > 0) conditions.pageViews = { views }
  const sessions = amount(c.sessions, 0, 0, 1e6)
  if (sessions > 0) conditions.sessions = { sessions }
  // A value of the wrong type is kept as text, so that it is judged (and fails) rather than ignored.
  if (c.url !== undefined && c.url !== null && c.url !== '') conditions.url = { url: String(c.url).slice(0, 500), regex: flag(c.urlRegex), action: oneOf(['show', 'hide'] as const, c.urlAction, 'show') }
  const sources = someOf<Source>(SOURCES, c.sources)
  if (sources.length) conditions.sources = { sources }
  const users = oneOf(['none', 'all', 'roles'] as const, c.loggedIn, 'none')
  if (users !== 'none') conditions.loggedIn = { users, roles: someOf(USER_ROLES, c.roles) }
  const devices = someOf<Device>(DEVICES, c.devices)
  if (devices.length) conditions.devices = { devices }
  const browsers = someOf<Browser>(BROWSERS, c.browsers)
  if (browsers.length) conditions.browsers = { browsers }
  const [start, end] = [c.scheduleStart, c.scheduleEnd].map((v) => (v === undefined || v === null ? '' : String(v).slice(0, 40)))
  if (start || end) conditions.schedule = { ...(start ? { start } : {}), ...(end ? { end } : {}), timeZone: oneOf(['site', 'local'] as const, c.scheduleTimeZone, 'site') }
  const times = Math.floor(amount(c.times, 0, 0, 1e6))
  if (times > 0) conditions.times = { times, period: oneOf<TimesPeriod>(TIMES_PERIODS, c.timesPeriod, 'none') }
  return conditions
}

/** The page's view of a saved popup, or null when it must not show anywhere (inactive, or conditions that cannot work). */
export function popupConfig(doc: unknown): PopupConfig | null {
  const d = record(doc)
  if (d.active === false) return null
  const id = d.id === undefined || d.id === null ? '' : String(d.id)
  if (!/^[\w-]{1,40}$/.test(id)) return null
  const conditions = popupConditions(d.conditions)
  if (conditionProblems(conditions).length) return null
  const b = record(d.behaviour)
  const closeAfter = amount(b.closeAutomatically, 0, 0, 86_400)
  return {
    id,
    name: text(d.title, 140) || 'Fenêtre',
    triggers: popupTriggers(d.triggers),
    conditions,
    dialog: {
      closeOnEscape: !flag(b.preventCloseOnEsc),
      closeOnBackdrop: !flag(b.preventCloseOnBackground),
      // Spec §9: the close button's delay is seconds times 1000.
      closeControlDelayMs: amount(b.closeButtonDelay, 0, 0, 600) * 1000,
      lockScroll: flag(b.preventScroll, true),
      enter: oneOf(ANIMATIONS, b.entranceAnimation, 'zoom'),
      exit: oneOf(ANIMATIONS, b.exitAnimation, 'zoom'),
      durationMs: Math.round(amount(b.animationDuration, 0.2, 0, 10) * 1000),
    },
    closeAfterMs: closeAfter > 0 ? closeAfter * 1000 : null,
    a11yNavigation: flag(b.a11yNavigation, true),
    avoidMultiple: flag(b.avoidMultiple),
    closePosition: oneOf(CLOSE_POSITIONS, b.closeButtonPosition, 'inside'),
    classes: classList(b.classes),
    doNotShowAgain: text(b.doNotShowAgain, 80) || null,
  }
}

/** Whether any condition needs to know who is signed in (the island then asks the server, once). */
export const needsUser = (config: PopupConfig) => config.conditions.loggedIn !== undefined
