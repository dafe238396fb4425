/**
 * From a side panel as staff saved it (the `off-canvas-panels` collection, Panels.ts) to what the
 * page needs (docs/decisions/044). Pure and tolerant, as the popups' settings are: the stored
 * document may be of an older shape or edited by hand, so every value is read for what it is and
 * anything else takes its safe default (a width that is not one becomes the panel's own default).
 */
import type { PanelSide } from '../ui/panel'

export const PANEL_SIDES = ['left', 'right'] as const satisfies readonly PanelSide[]
/** Where a panel may show: every page or chosen pages (the news list and articles are « all »). */
export const PANEL_PLACEMENTS = ['all', 'pages'] as const
/** The header's control: none, on phones only (the header's mobile mode), or always. */
export const HEADER_CONTROLS = ['none', 'mobile', 'always'] as const
export type HeaderControl = (typeof HEADER_CONTROLS)[number]

/** The page a panel is asked about: a page of the back office (its id), or another route (none). */
export type PanelPlace = { pageId?: number }

/**
 * The widths staff may give, per unit: wide enough to hold a line of text, never absurd. A panel is
 * also never wider than the screen (panel.css), whatever its width.
 */
const WIDTH_RANGES = { px: [200, 1200], rem: [12, 75], em: [12, 75], vw: [20, 100], '%': [20, 100] } as const
type WidthUnit = keyof typeof WIDTH_RANGES
const WIDTH = /^(\d{1,4}(?:[.,]\d{1,2})?)\s*(px|rem|em|vw|%)$/i

/** The French reason a width is refused, or null when it is a width the panel can take. Empty: the default. */
export function widthProblem(value: unknown): string | null {
  if (value === undefined || value === null || value === '') return null
  const match = typeof value === 'string' ? WIDTH.exec(value.trim()) : null
  if (!match) return 'Largeur invalide : un nombre suivi de px, rem, em, vw ou % (ex. 360px, 24rem, 90vw).'
  const unit = match[2].toLowerCase() as WidthUnit
  const amount = Number(match[1].replace(',', '.'))
  const [min, max] = WIDTH_RANGES[unit]
  if (amount < min || amount > max) return `Largeur hors limites : entre ${min} et ${max} ${unit}.`
  return null
}

/** The width as the panel takes it (`24rem`), or undefined for the panel's default, min(24rem, 90vw). */
export function panelWidth(value: unknown): string | undefined {
  if (typeof value !== 'string' || !value.trim() || widthProblem(value)) return undefined
  const match = WIDTH.exec(value.trim())!
  return `${match[1].replace(',', '.')}${match[2].toLowerCase()}`
}

/** A name a link action can address: lower-case letters, digits and hyphens, as a page's slug. */
export const PANEL_KEY = /^[a-z0-9](?:[a-z0-9-]{0,58}[a-z0-9])?$/
export function keyProblem(value: unknown): string | null {
  if (value === undefined || value === null || value === '') return null
  return typeof value === 'string' && PANEL_KEY.test(value)
    ? null
    : 'Identifiant invalide : lettres minuscules sans accent, chiffres et tirets (ex. coordonnees).'
}

/** What the page's panel code is given, as JSON on the closed `<dialog>`. */
export type PanelConfig = {
  /** The name link actions use (`{ "id": "coordonnees" }`): the panel's identifier, else its number. */
  key: string
  name: string
  side: PanelSide
  /** Undefined: the panel's default width. */
  width?: string
}

/** The header's control for a panel, when it has one. */
export type PanelHeaderControl = { key: string; label: string; show: Exclude<HeaderControl, 'none'>; fallbackHref: string }

type Raw = Record<string, unknown>
const record = (value: unknown): Raw => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Raw) : {})
const text = (value: unknown, max: number): string => (typeof value === 'string' ? value.trim().slice(0, max) : '')
const oneOf = <T extends string>(list: readonly T[], value: unknown, fallback: T): T => ((list as readonly unknown[]).includes(value) ? (value as T) : fallback)
const ids = (value: unknown): number[] =>
  Array.isArray(value) ? value.map((v) => (typeof v === 'number' ? v : Number(record(v).id))).filter((n) => Number.isInteger(n)) : []

/** The name a panel answers to: its identifier when valid, else its number; null for neither. */
function panelKey(d: Raw): string | null {
  const key = text(d.key, 60)
  if (key && !keyProblem(key)) return key
  const id = d.id === undefined || d.id === null ? '' : String(d.id)
  return /^\d{1,12}$/.test(id) ? id : null
}

/** Whether a panel shows on a page: every page, or one of the chosen pages. */
export function panelPlacementMatches(doc: unknown, place: PanelPlace): boolean {
  const placement = record(record(doc).placement)
  if (oneOf(PANEL_PLACEMENTS, placement.where, 'all') === 'all') return true
  return place.pageId !== undefined && ids(placement.pages).includes(place.pageId)
}

/** The page's view of a saved panel, or null when it cannot show (inactive, or no name to address it by). */
export function panelConfig(doc: unknown): PanelConfig | null {
  const d = record(doc)
  if (d.active === false) return null
  const key = panelKey(d)
  if (!key) return null
  const width = panelWidth(d.width)
  return { key, name: text(d.title, 140) || 'Panneau', side: oneOf(PANEL_SIDES, d.side, 'right'), ...(width ? { width } : {}) }
}

/** A same-site path for the header control's link when the panel's code is not there (no JavaScript). */
const safePath = (value: unknown): string => {
  const path = text(value, 300)
  return /^\/(?!\/)[^\s\\<>"']*$/.test(path) ? path : '/contact'
}

/** The header's control of a panel, or null when it has none (or cannot show). */
export function panelHeaderControl(doc: unknown): PanelHeaderControl | null {
  const config = panelConfig(doc)
  const header = record(record(doc).header)
  const show = oneOf(HEADER_CONTROLS, header.show, 'none')
  if (!config || show === 'none') return null
  return { key: config.key, label: text(header.label, 60) || config.name, show, fallbackHref: safePath(header.fallbackHref) }
}
