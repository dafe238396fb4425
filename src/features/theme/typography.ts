/**
 * Typography as data (theme issue, part 1; spec §3 "Template preview data"): body and headings
 * family, weight, size with its unit, line height, and per-heading (h1–h6) family, weight and line
 * height where `inherit` means "the headings' value". Read from any input (a preview message, the
 * settings) into a value that is safe to write into a <style>: families come from a curated list
 * of fonts the site serves itself (never a third-party font service), numbers within bounds, units
 * from a short list. What does not fit is reported, never applied.
 */

import { DEFAULT_TYPOGRAPHY, HEADINGS, SIZE_UNITS, type Face, type FontFamily, type HeadingFace, type SizeUnit, type Typography } from './default-typography'

export { DEFAULT_TYPOGRAPHY, FONT_FAMILY_NAMES, HEADINGS, SIZE_UNITS } from './default-typography'
export type { FontFamily, Heading, SizeUnit, Typography } from './default-typography'

/** The families a theme may use: the site's self-hosted fonts and the system's own. */
export const FONT_FAMILIES = {
  Inter: { stack: "'Inter étendu', var(--font-inter), system-ui, sans-serif", weights: [400, 800] },
  Archivo: { stack: "'Archivo étendu', 'Inter étendu', var(--font-archivo), var(--font-inter), system-ui, sans-serif", weights: [700, 800] },
  'system-ui': { stack: 'system-ui, sans-serif', weights: [100, 900] },
  serif: { stack: "Georgia, 'Times New Roman', serif", weights: [400, 700] },
} as const satisfies Record<FontFamily, { stack: string; weights: readonly [number, number] }>

/** The body size's bounds in each unit: readable on a phone, not a poster. */
export const SIZE_BOUNDS: Record<SizeUnit, [number, number]> = { px: [12, 28], rem: [0.75, 1.75], em: [0.75, 1.75] }
export const LINE_HEIGHT_BOUNDS: [number, number] = [0.8, 3]

export type Read<T> = { ok: true; value: T } | { ok: false; problems: string[] }

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)

function familyOf(value: unknown): FontFamily | null {
  if (typeof value !== 'string') return null
  const name = value.trim().replace(/^['"]|['"]$/g, '')
  const found = (Object.keys(FONT_FAMILIES) as FontFamily[]).find((f) => f.toLowerCase() === name.toLowerCase())
  return found ?? null
}

function numberOf(value: unknown): number | null {
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^\s*\d+(\.\d+)?\s*$/.test(value) ? Number(value) : NaN
  return Number.isFinite(n) ? n : null
}

/** A weight the family has (variable fonts: anything in their range), `normal` and `bold` included. */
function weightOf(value: unknown, family: FontFamily): number | null {
  const n = value === 'normal' ? 400 : value === 'bold' ? 700 : numberOf(value)
  const [min, max] = FONT_FAMILIES[family].weights
  return n !== null && Number.isInteger(n) && n >= min && n <= max ? n : null
}

function lineHeightOf(value: unknown): number | null {
  const n = numberOf(value)
  return n !== null && n >= LINE_HEIGHT_BOUNDS[0] && n <= LINE_HEIGHT_BOUNDS[1] ? n : null
}

/** The body size `{ desktop, 'desktop-unit' }`, or a plain `16px`. */
function sizeOf(value: unknown): Typography['body']['size'] | null {
  let amount: unknown = value
  let unit: unknown = 'px'
  if (isRecord(value)) {
    amount = value.desktop
    unit = value['desktop-unit'] ?? 'px'
  } else if (typeof value === 'string') {
    const m = /^\s*(\d+(?:\.\d+)?)\s*([a-z]*)\s*$/i.exec(value)
    if (!m) return null
    amount = m[1]
    unit = m[2] || 'px'
  }
  const n = numberOf(amount)
  if (n === null || typeof unit !== 'string' || !(SIZE_UNITS as readonly string[]).includes(unit)) return null
  const [min, max] = SIZE_BOUNDS[unit as SizeUnit]
  return n >= min && n <= max ? { value: n, unit: unit as SizeUnit } : null
}

/**
 * The typography a preview message or the settings give (the spec's keys: `body-font-family`,
 * `body-font-weight`, `font-size-body`, `body-line-height`, `headings-font-family`,
 * `headings-font-weight`, `headings-line-height`, `h1-font-family`, `h1-font-weight`,
 * `h1-line-height`…), over `base` for the keys it leaves out. Any value that does not fit refuses
 * the whole typography, with one French line per problem.
 */
export function readTypography(data: unknown, base: Typography = DEFAULT_TYPOGRAPHY): Read<Typography> {
  if (!isRecord(data)) return { ok: false, problems: ['Typographie illisible : un objet est attendu.'] }
  const problems: string[] = []
  const pick = <T>(key: string, read: (v: unknown) => T | null, fallback: T): T => {
    if (!(key in data) || data[key] === '' || data[key] === null) return fallback
    const value = read(data[key])
    if (value === null) problems.push(`Typographie : valeur refusée pour ${key} (${JSON.stringify(data[key])?.slice(0, 60)}).`)
    return value ?? fallback
  }
  const face = (prefix: 'body' | 'headings', fallback: Face): Face => {
    const family = pick(`${prefix}-font-family`, familyOf, fallback.family)
    // A family change keeps the weight only if the new family has it.
    const keptWeight = weightOf(fallback.weight, family) ?? FONT_FAMILIES[family].weights[0]
    return {
      family,
      weight: pick(`${prefix}-font-weight`, (v) => weightOf(v, family), keptWeight),
      lineHeight: pick(`${prefix}-line-height`, lineHeightOf, fallback.lineHeight),
    }
  }
  const body = { ...face('body', base.body), size: pick('font-size-body', sizeOf, base.body.size) }
  const headings = face('headings', base.headings)
  const levels: Typography['levels'] = {}
  for (const level of HEADINGS) {
    const inherit = <T>(read: (v: unknown) => T | null) => (v: unknown) => (v === 'inherit' ? ('inherit' as const) : read(v))
    const own: Partial<HeadingFace> = { ...base.levels[level] }
    own.family = pick(`${level}-font-family`, inherit(familyOf), own.family ?? 'inherit')
    const family = own.family === 'inherit' ? headings.family : own.family
    own.weight = pick(`${level}-font-weight`, inherit((v) => weightOf(v, family)), own.weight ?? 'inherit')
    own.lineHeight = pick(`${level}-line-height`, inherit(lineHeightOf), own.lineHeight ?? 'inherit')
    if (own.family !== 'inherit' || own.weight !== 'inherit' || own.lineHeight !== 'inherit') levels[level] = own
  }
  return problems.length ? { ok: false, problems } : { ok: true, value: { body, headings, levels } }
}

/** The CSS of a typography: custom properties on :root and the headings' own rules. Every value was read by readTypography. */
export function typographyCss(t: Typography): string {
  const vars = [
    `--font-sans:${FONT_FAMILIES[t.body.family].stack}`,
    `--font-heading:${FONT_FAMILIES[t.headings.family].stack}`,
    `--font-weight-body:${t.body.weight}`,
    `--font-size-body:${t.body.size.value}${t.body.size.unit}`,
    `--line-height-body:${t.body.lineHeight}`,
    `--font-weight-heading:${t.headings.weight}`,
    `--line-height-heading:${t.headings.lineHeight}`,
  ]
  const levels = HEADINGS.flatMap((level) => {
    const own = t.levels[level]
    if (!own) return []
    const rules = [
      own.family && own.family !== 'inherit' ? `font-family:${FONT_FAMILIES[own.family].stack}` : null,
      own.weight && own.weight !== 'inherit' ? `font-weight:${own.weight}` : null,
      own.lineHeight && own.lineHeight !== 'inherit' ? `line-height:${own.lineHeight}` : null,
    ].filter(Boolean)
    return rules.length ? [`${level}{${rules.join(';')}}`] : []
  })
  return `:root{${vars.join(';')}}${levels.join('')}`
}

/** A typography as the spec's keys (the preview message's data), the inverse of readTypography. */
export function typographyData(t: Typography): Record<string, string | number | { desktop: number; 'desktop-unit': SizeUnit }> {
  const data: ReturnType<typeof typographyData> = {
    'body-font-family': t.body.family,
    'body-font-weight': t.body.weight,
    'font-size-body': { desktop: t.body.size.value, 'desktop-unit': t.body.size.unit },
    'body-line-height': t.body.lineHeight,
    'headings-font-family': t.headings.family,
    'headings-font-weight': t.headings.weight,
    'headings-line-height': t.headings.lineHeight,
  }
  for (const level of HEADINGS) {
    const own = t.levels[level]
    if (!own) continue
    if (own.family !== undefined) data[`${level}-font-family`] = own.family
    if (own.weight !== undefined) data[`${level}-font-weight`] = own.weight
    if (own.lineHeight !== undefined) data[`${level}-line-height`] = own.lineHeight
  }
  return data
}
