/**
 * The template-preview frame protocol (spec §2 "Template preview frame", §3 "Template preview
 * data", §4 "Template preview", §5): a page shown in a frame accepts messages
 * `{ call: 'starterTemplatePreviewDispatch', value: { param, data } }` that restyle it. Unlike the
 * old site, a message is honoured only inside a frame, only from the site's own origin or a
 * configured one, and only with data the theme module reads as valid; anything else is ignored with
 * a reason the caller logs. Pure: the island passes what it knows of the page.
 */
import type { Palette } from '../palette'
import { readLogo, type Logo } from '../theme/logo'
import { readPaletteList } from '../theme/palette'
import { readTypography, type Typography } from '../theme/typography'

export const PREVIEW_CALL = 'starterTemplatePreviewDispatch'

/** The params of spec §2 point 8 and §4: four that restyle, three commands. */
export const PREVIEW_PARAMS = [
  'siteLogo',
  'colorPalette',
  'siteTypography',
  'siteTitle',
  'clearPreviewAssets',
  'completeOnboarding',
  'cleanStorage',
] as const
export type PreviewParam = (typeof PREVIEW_PARAMS)[number]

/** The four params that restyle the page, and are kept for the frame's next page. */
export type StyleParam = 'siteLogo' | 'colorPalette' | 'siteTypography' | 'siteTitle'

/** A command read from a message; `data` is the message's own, kept as received for the next page. */
export type PreviewCommand =
  | { param: 'siteLogo'; logo: Logo; data: unknown }
  | { param: 'colorPalette'; palette: Palette; data: unknown }
  | { param: 'siteTypography'; typography: Typography; data: unknown }
  | { param: 'siteTitle'; visible: boolean; data: unknown }
  | { param: 'clearPreviewAssets' | 'completeOnboarding' | 'cleanStorage' }

export type PreviewContext = {
  /** window.self !== window.top (or the frame check failed, which means a frame). */
  inFrame: boolean
  /** The site's own origin. */
  siteOrigin: string
  /** Other origins staff allowed (the customiser runs in /admin, which is the site's origin). */
  allowedOrigins?: readonly string[]
  /** The palette and typography the page has, which a partial message completes. */
  palette: Palette
  typography: Typography
}

export type PreviewReading = { ok: true; command: PreviewCommand } | { ok: false; reason: string; silent?: boolean }

/** Larger than any honest message (a logo data URI of 200 kB included). */
export const MAX_PREVIEW_MESSAGE_CHARS = 250_000

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)

function roughSize(value: unknown): number {
  try {
    return JSON.stringify(value)?.length ?? 0
  } catch {
    return Infinity
  }
}

/** A title visibility: a boolean, or the strings and numbers a builder may send for one. */
function visibilityOf(data: unknown): boolean | null {
  if (typeof data === 'boolean') return data
  if (data === 'true' || data === '1' || data === 1) return true
  if (data === 'false' || data === '0' || data === 0) return false
  if (isRecord(data) && 'visible' in data) return visibilityOf(data.visible)
  return null
}

/**
 * What a `message` event asks, if it may be honoured. Messages that are not the protocol's (other
 * scripts talk to windows too) are ignored silently; a protocol message refused says why.
 */
export function readPreviewMessage(event: { data: unknown; origin: string }, context: PreviewContext): PreviewReading {
  const { data, origin } = event
  if (!isRecord(data) || data.call !== PREVIEW_CALL) return { ok: false, reason: 'pas un message d’aperçu', silent: true }
  if (!context.inFrame) return { ok: false, reason: 'message d’aperçu ignoré : la page n’est pas dans un cadre' }
  if (origin !== context.siteOrigin && !(context.allowedOrigins ?? []).includes(origin)) {
    return { ok: false, reason: `message d’aperçu ignoré : origine ${origin || '(vide)'} non autorisée` }
  }
  if (roughSize(data) > MAX_PREVIEW_MESSAGE_CHARS) return { ok: false, reason: 'message d’aperçu ignoré : trop volumineux' }
  const value = data.value
  if (!isRecord(value) || typeof value.param !== 'string' || !(PREVIEW_PARAMS as readonly string[]).includes(value.param)) {
    return { ok: false, reason: `message d’aperçu ignoré : paramètre inconnu (${String(isRecord(value) ? value.param : value).slice(0, 40)})` }
  }
  const read = readPreviewData(value.param as PreviewParam, value.data, context)
  return read.ok ? read : { ok: false, reason: `message d’aperçu ${value.param} ignoré : ${read.reason}` }
}

/** The command `param` with `data` stands for, read against the page's palette and typography. */
export function readPreviewData(param: PreviewParam, data: unknown, context: Pick<PreviewContext, 'palette' | 'typography'>): PreviewReading {
  const refused = (problems: string[]): PreviewReading => ({ ok: false, reason: problems.join(' ') })
  switch (param) {
    case 'siteLogo': {
      const logo = readLogo(data)
      return logo.ok ? { ok: true, command: { param, logo: logo.value, data } } : refused(logo.problems)
    }
    case 'colorPalette': {
      const palette = readPaletteList(data, context.palette)
      return palette.ok ? { ok: true, command: { param, palette: palette.value, data } } : refused(palette.problems)
    }
    case 'siteTypography': {
      const typography = readTypography(data, context.typography)
      return typography.ok ? { ok: true, command: { param, typography: typography.value, data } } : refused(typography.problems)
    }
    case 'siteTitle': {
      const visible = visibilityOf(data)
      return visible === null ? refused(['visibilité du titre illisible.']) : { ok: true, command: { param, visible, data } }
    }
    default:
      return { ok: true, command: { param } }
  }
}
