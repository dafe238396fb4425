import { describe, expect, it } from 'vitest'

import { normaliseSiteSettings } from '../site-settings/normalise'
import { DEFAULT_PALETTES } from '../site-settings/palettes'
import { typographySettings, typographySettingsData } from '../site-settings/typography'
import { themeCss } from './css'
import { DEFAULT_TYPOGRAPHY, readTypography, type Typography } from './typography'

const serifBody: Typography = {
  body: { family: 'serif', weight: 400, lineHeight: 1.8, size: { value: 18, unit: 'px' } },
  headings: { family: 'Inter', weight: 800, lineHeight: 1.2 },
  levels: { h2: { family: 'inherit', weight: 'inherit', lineHeight: 1.4 } },
}

describe('the theme’s CSS writer', () => {
  it('writes the palettes, the typography, the logo’s width and a hidden title', () => {
    const css = themeCss({ palettes: DEFAULT_PALETTES, typography: serifBody, logoWidth: 180, titleVisible: false })
    expect(css).toContain(`:root{--color-background:${DEFAULT_PALETTES.default.background}`)
    expect(css).toContain(`html[data-palette="switched"]{--color-background:${DEFAULT_PALETTES.switched.background}`)
    expect(css).toContain("--font-sans:Georgia, 'Times New Roman', serif")
    expect(css).toContain('--font-size-body:18px')
    expect(css).toContain('--line-height-body:1.8')
    expect(css).toContain('--font-weight-heading:800')
    expect(css).toContain('h2{line-height:1.4}')
    expect(css).toContain('.site-header__logo{width:180px;height:auto}')
    expect(css).toContain('.site-header__brand-text{display:none}')
  })

  it('writes only what it is given: a preview of the title alone touches nothing else', () => {
    expect(themeCss({ titleVisible: true })).toBe('.site-header__brand-text{display:revert}')
    expect(themeCss({})).toBe('')
  })

  it('never writes a value the theme would not read: a typography or a width built by hand is left out', () => {
    const hostile = { ...serifBody, body: { ...serifBody.body, family: 'x;}body{display:none' } } as unknown as Typography
    expect(themeCss({ typography: hostile })).toBe('')
    expect(themeCss({ logoWidth: 5000 })).toBe('')
    expect(themeCss({ logoWidth: 12.5 })).toBe('')
    const palette = themeCss({ palettes: { default: { ...DEFAULT_PALETTES.default, text: 'red;}</style>' }, switched: DEFAULT_PALETTES.switched } })
    expect(palette).not.toContain('<')
  })
})

describe('the typography in the site settings', () => {
  it('goes from the settings to the theme and back unchanged', () => {
    const read = readTypography(typographySettingsData(typographySettings(serifBody)))
    expect(read).toEqual({ ok: true, value: serifBody })
  })

  it('is the default typography when the settings leave it empty, and replaced by it when it is invalid', () => {
    expect(normaliseSiteSettings({}).shell.typography).toEqual(DEFAULT_TYPOGRAPHY)
    const warnings: string[] = []
    const info = normaliseSiteSettings({ typography: { bodyFamily: 'Archivo', bodyWeight: 400 }, logoWidth: 9000, titleVisible: false }, (w) => warnings.push(w))
    expect(info.shell.typography).toEqual(DEFAULT_TYPOGRAPHY)
    expect(info.shell.logoWidth).toBeNull()
    expect(info.shell.titleVisible).toBe(false)
    expect(warnings.join('\n')).toMatch(/Typographie invalide .*body-font-weight/)
    expect(warnings.join('\n')).toMatch(/logoWidth/)
  })
})

describe('contrast', () => {
  it('measures WCAG ratios: black on white is 21:1, the demo’s text passes AA, pale grey on white does not', async () => {
    const { contrastRatio, AA_TEXT_CONTRAST } = await import('./contrast')
    expect(contrastRatio('#000', '#ffffff')).toBeCloseTo(21, 5)
    expect(contrastRatio(DEFAULT_PALETTES.default.text, DEFAULT_PALETTES.default.background)!).toBeGreaterThan(AA_TEXT_CONTRAST)
    expect(contrastRatio('#aaaaaa', '#ffffff')!).toBeLessThan(AA_TEXT_CONTRAST)
    expect(contrastRatio('red', '#fff')).toBeNull()
  })
})
