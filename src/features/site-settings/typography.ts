/**
 * The typography as the site settings hold it (tab « Typographie »), turned into the spec's keys
 * that the theme reads (features/theme/typography.ts), and back: the settings, a preview message
 * and the customiser all speak the same typography. Each field's check reads the whole group as
 * the theme would and reports the problem of its own key in French.
 */
import type { Field } from 'payload'

import { DEFAULT_TYPOGRAPHY, FONT_FAMILY_NAMES, HEADINGS, SIZE_UNITS, type Typography } from '../theme/default-typography'
import { readTypography } from '../theme/typography'

export type TypographySettings = {
  bodyFamily?: string | null
  bodyWeight?: number | null
  bodySize?: number | null
  bodySizeUnit?: string | null
  bodyLineHeight?: number | null
  headingsFamily?: string | null
  headingsWeight?: number | null
  headingsLineHeight?: number | null
  levels?: { level?: string | null; family?: string | null; weight?: string | null; lineHeight?: string | null }[] | null
}

const given = (v: unknown) => v !== undefined && v !== null && v !== ''

/** The settings' typography as the spec's keys; what is left empty is left out (the default applies). */
export function typographySettingsData(settings: TypographySettings | null | undefined): Record<string, unknown> {
  const s = settings ?? {}
  const data: Record<string, unknown> = {}
  const put = (key: string, value: unknown) => {
    if (given(value)) data[key] = value
  }
  put('body-font-family', s.bodyFamily)
  put('body-font-weight', s.bodyWeight)
  if (given(s.bodySize)) data['font-size-body'] = { desktop: s.bodySize, 'desktop-unit': s.bodySizeUnit || 'px' }
  put('body-line-height', s.bodyLineHeight)
  put('headings-font-family', s.headingsFamily)
  put('headings-font-weight', s.headingsWeight)
  put('headings-line-height', s.headingsLineHeight)
  for (const row of s.levels ?? []) {
    if (!row?.level || !(HEADINGS as readonly string[]).includes(row.level)) continue
    put(`${row.level}-font-family`, row.family)
    put(`${row.level}-font-weight`, row.weight)
    put(`${row.level}-line-height`, row.lineHeight)
  }
  return data
}

/** A typography as the settings' fields (what « Enregistrer » in the customiser writes). */
export function typographySettings(t: Typography): Required<TypographySettings> {
  return {
    bodyFamily: t.body.family,
    bodyWeight: t.body.weight,
    bodySize: t.body.size.value,
    bodySizeUnit: t.body.size.unit,
    bodyLineHeight: t.body.lineHeight,
    headingsFamily: t.headings.family,
    headingsWeight: t.headings.weight,
    headingsLineHeight: t.headings.lineHeight,
    levels: HEADINGS.flatMap((level) => {
      const own = t.levels[level]
      if (!own) return []
      return [{ level, family: own.family ?? 'inherit', weight: String(own.weight ?? 'inherit'), lineHeight: String(own.lineHeight ?? 'inherit') }]
    }),
  }
}

type Validate = (value: unknown, options: { siblingData: Record<string, unknown>; data: Record<string, unknown> }) => true | string

/** Checks the field holding `key` of the typography (`h?` for a heading row) against the whole group. */
function check(key: (row: Record<string, unknown>) => string): Validate {
  return (value, { siblingData, data }) => {
    if (!given(value)) return true
    const group = (data?.typography ?? {}) as TypographySettings
    const own = key(siblingData)
    const read = readTypography(typographySettingsData(group))
    if (read.ok) return true
    const mine = read.problems.filter((p) => p.includes(` ${own} `))
    return mine.length ? `Valeur refusée : ${describe(own)}.` : true
  }
}

function describe(key: string): string {
  if (key.endsWith('font-weight')) return 'graisse non disponible pour cette police (Inter : 400 à 800, Archivo : 700 à 800, serif : 400 à 700, system-ui : 100 à 900)'
  if (key.endsWith('line-height')) return 'interligne entre 0,8 et 3 (ou « inherit » pour un titre)'
  if (key === 'font-size-body') return 'taille entre 12 et 28 px, ou entre 0,75 et 1,75 rem ou em'
  return 'police inconnue'
}

const familyOptions = FONT_FAMILY_NAMES.map((f) => ({ label: f, value: f }))
const d = DEFAULT_TYPOGRAPHY

export const typographyField: Field = {
  name: 'typography',
  label: 'Typographie',
  type: 'group',
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'bodyFamily', label: 'Police du texte', type: 'select', options: familyOptions, defaultValue: d.body.family, validate: check(() => 'body-font-family') as never },
        { name: 'bodyWeight', label: 'Graisse du texte', type: 'number', defaultValue: d.body.weight, validate: check(() => 'body-font-weight') as never },
        { name: 'bodySize', label: 'Taille du texte', type: 'number', defaultValue: d.body.size.value, validate: check(() => 'font-size-body') as never },
        {
          name: 'bodySizeUnit',
          label: 'Unité',
          type: 'select',
          options: SIZE_UNITS.map((u) => ({ label: u, value: u })),
          defaultValue: d.body.size.unit,
        },
        { name: 'bodyLineHeight', label: 'Interligne du texte', type: 'number', defaultValue: d.body.lineHeight, validate: check(() => 'body-line-height') as never },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'headingsFamily', label: 'Police des titres', type: 'select', options: familyOptions, defaultValue: d.headings.family, validate: check(() => 'headings-font-family') as never },
        { name: 'headingsWeight', label: 'Graisse des titres', type: 'number', defaultValue: d.headings.weight, validate: check(() => 'headings-font-weight') as never },
        { name: 'headingsLineHeight', label: 'Interligne des titres', type: 'number', defaultValue: d.headings.lineHeight, validate: check(() => 'headings-line-height') as never },
      ],
    },
    {
      name: 'levels',
      label: 'Titres h1 à h6 (« inherit » : comme les titres)',
      labels: { singular: 'Niveau de titre', plural: 'Niveaux de titre' },
      type: 'array',
      maxRows: HEADINGS.length,
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'level', label: 'Niveau', type: 'select', required: true, options: HEADINGS.map((h) => ({ label: h, value: h })) },
            { name: 'family', label: 'Police', type: 'select', defaultValue: 'inherit', options: [{ label: 'inherit', value: 'inherit' }, ...familyOptions] },
            { name: 'weight', label: 'Graisse', type: 'text', defaultValue: 'inherit', validate: check((row) => `${row.level}-font-weight`) as never },
            { name: 'lineHeight', label: 'Interligne', type: 'text', defaultValue: 'inherit', validate: check((row) => `${row.level}-line-height`) as never },
          ],
        },
      ],
    },
  ],
}
