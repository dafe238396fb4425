// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { isDarkColour, isDarkPalette, themeScriptData, type ThemeScriptConfig } from './darkness'
import {
  decideInitialPalette,
  THEME_SCRIPT,
  THEME_SCRIPT_CONFIG_ATTRIBUTE,
  type PaletteDecisionInput,
} from './colour'
import { DEFAULT_PALETTES } from '../site-settings/palettes'
import { paletteCss, sanitizeColour } from './css'
import { COLOUR_COOKIE } from './constants'
import type { ColourMode, Palette } from './types'

const light: Palette = {
  background: '#fff',
  surface: '#f6f4f0',
  text: '#1d2125',
  muted: 'rgb(90, 98, 108)',
  primary: '#d9822b',
  primaryContrast: '#111',
  accent: 'hsl(185deg 35% 28%)',
  border: 'gainsboro',
}
const dark: Palette = { ...DEFAULT_PALETTES.switched }

describe('sanitizeColour', () => {
  it.each(['#abc', '#abcd', '#a1b2c3', '#a1b2c3d4', 'rgb(1, 2, 3)', 'rgba(1,2,3,0.5)', 'rgb(1 2 3 / 50%)', 'hsl(30, 70%, 51%)', 'hsl(30deg 70% 51%)', 'Orange', 'transparent'])(
    'keeps %s',
    (value) => expect(sanitizeColour(value)).not.toBeNull(),
  )

  it.each([
    'red;}body{display:none',
    '#ggg',
    '#12345',
    'url(javascript:alert(1))',
    'rgb(1,2,3);x',
    'expression(alert(1))',
    'var(--x)',
    '</style><script>',
    'inherit',
    '',
    '   ',
    42,
    null,
  ])('rejects %s', (value) => expect(sanitizeColour(value)).toBeNull())
})

describe('paletteCss', () => {
  it('renders the default palette on :root and the switched one under data-palette', () => {
    const css = paletteCss({ default: light, switched: dark })
    expect(css).toMatch(/^:root\{--color-background:#fff;--color-surface:#f6f4f0;/)
    expect(css).toContain('--color-primary:#d9822b')
    expect(css).toContain('--color-primary-contrast:#111')
    expect(css).toContain('--color-border:gainsboro')
    expect(css).toContain(`html[data-palette="switched"]{--color-background:${dark.background}`)
    for (const name of ['background', 'surface', 'text', 'muted', 'primary', 'primary-contrast', 'accent', 'border']) {
      expect(css.match(new RegExp(`--color-${name}:`, 'g'))).toHaveLength(2)
    }
  })

  it('falls back to the default colours for unsafe or missing values', () => {
    const hostile = { ...light, primary: 'red}</style><script>alert(1)</script>', text: '' }
    const css = paletteCss({ default: hostile, switched: { ...dark, accent: 'url(x)' } })
    expect(css).not.toContain('<')
    expect(css).not.toContain('url(')
    expect(css).toContain(`--color-primary:${DEFAULT_PALETTES.default.primary}`)
    expect(css).toContain(`--color-text:${DEFAULT_PALETTES.default.text}`)
    expect(css).toContain(`--color-accent:${DEFAULT_PALETTES.switched.accent}`)
    expect(paletteCss(null)).toContain(`--color-background:${DEFAULT_PALETTES.default.background}`)
  })
})

describe('dark detection', () => {
  it('reads hex and rgb luminance', () => {
    expect(isDarkColour('#15181c')).toBe(true)
    expect(isDarkColour('#fff')).toBe(false)
    expect(isDarkColour('rgb(20, 20, 20)')).toBe(true)
    expect(isDarkColour('black')).toBe(true)
    expect(isDarkColour('hsl(0 0% 0%)')).toBe(false)
    expect(isDarkPalette(dark)).toBe(true)
    expect(isDarkPalette(light)).toBe(false)
  })
})

const modes: ColourMode[] = ['light', 'dark', 'system']
const cookies = [null, 'true', 'false', 'garbage', '']
const matrix: PaletteDecisionInput[] = []
for (const enabled of [true, false])
  for (const cookie of cookies)
    for (const defaultMode of modes)
      for (const switchedIsDark of [true, false])
        for (const defaultIsDark of [false, true])
          for (const prefersDark of [true, false])
            matrix.push({ enabled, cookie, defaultMode, switchedIsDark, defaultIsDark, prefersDark })

describe('decideInitialPalette', () => {
  const base = { enabled: true, cookie: null, switchedIsDark: true, defaultIsDark: false, prefersDark: false } as const

  it('follows the stored cookie first', () => {
    expect(decideInitialPalette({ ...base, defaultMode: 'light', cookie: 'true' })).toEqual({ palette: 'switched', dark: true })
    expect(decideInitialPalette({ ...base, defaultMode: 'dark', cookie: 'false' })).toEqual({ palette: 'default', dark: false })
    expect(decideInitialPalette({ ...base, defaultMode: 'system', prefersDark: true, cookie: 'false' })).toEqual({ palette: 'default', dark: false })
  })

  it('ignores a malformed cookie', () => {
    expect(decideInitialPalette({ ...base, defaultMode: 'light', cookie: 'yes' }).palette).toBe('default')
    expect(decideInitialPalette({ ...base, defaultMode: 'dark', cookie: '1' }).palette).toBe('switched')
  })

  it('system mode with a dark switched palette follows prefers-color-scheme', () => {
    expect(decideInitialPalette({ ...base, defaultMode: 'system', prefersDark: true })).toEqual({ palette: 'switched', dark: true })
    expect(decideInitialPalette({ ...base, defaultMode: 'system', prefersDark: false })).toEqual({ palette: 'default', dark: false })
    expect(decideInitialPalette({ ...base, defaultMode: 'system', prefersDark: true, switchedIsDark: false }).palette).toBe('default')
  })

  it('dark mode starts switched only when the switched palette is dark', () => {
    expect(decideInitialPalette({ ...base, defaultMode: 'dark' }).palette).toBe('switched')
    expect(decideInitialPalette({ ...base, defaultMode: 'dark', switchedIsDark: false }).palette).toBe('default')
  })

  it('light mode keeps the default palette', () => {
    expect(decideInitialPalette({ ...base, defaultMode: 'light', prefersDark: true })).toEqual({ palette: 'default', dark: false })
  })

  it('a disabled switcher always shows the default palette', () => {
    expect(decideInitialPalette({ ...base, enabled: false, defaultMode: 'dark', cookie: 'true' }).palette).toBe('default')
  })
})

/** Runs the exact inline script the page ships, as the parser would: from its element, holding `config`. */
function runThemeScript(config: ThemeScriptConfig | null) {
  const element = document.createElement('script')
  if (config) element.setAttribute(THEME_SCRIPT_CONFIG_ATTRIBUTE, themeScriptData(config))
  element.textContent = THEME_SCRIPT
  document.head.append(element)
  vi.spyOn(document, 'currentScript', 'get').mockReturnValue(element)
  try {
    // eslint-disable-next-line no-new-func -- the test runs the exact inline script the page ships
    new Function(THEME_SCRIPT)()
  } finally {
    element.remove()
  }
}

describe('theme script', () => {
  afterEach(() => {
    document.cookie = `${COLOUR_COOKIE}=; path=/; max-age=0`
    document.documentElement.removeAttribute('data-palette')
    document.documentElement.className = ''
    vi.unstubAllGlobals()
    vi.restoreAllMocks()
  })

  it.each(matrix.map((input) => [JSON.stringify(input), input] as const))('agrees with decideInitialPalette for %s', (_, input) => {
    document.cookie = input.cookie === null ? `${COLOUR_COOKIE}=; path=/; max-age=0` : `${COLOUR_COOKIE}=${input.cookie}; path=/`
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('dark') && input.prefersDark }))
    runThemeScript({
      enabled: input.enabled,
      defaultMode: input.defaultMode,
      switchedIsDark: input.switchedIsDark,
      defaultIsDark: input.defaultIsDark,
    })
    const expected = decideInitialPalette(input)
    const html = document.documentElement
    expect(html.getAttribute('data-palette')).toBe(expected.palette)
    expect(html.classList.contains('dark')).toBe(expected.dark)
    expect(html.classList.contains('js')).toBe(true)
  })

  it('survives a missing matchMedia and never contains a closing script tag', () => {
    vi.stubGlobal('matchMedia', undefined)
    expect(() => runThemeScript({ enabled: true, defaultMode: 'system', switchedIsDark: true, defaultIsDark: false })).not.toThrow()
    expect(document.documentElement.getAttribute('data-palette')).toBe('default')
    expect(THEME_SCRIPT).not.toMatch(/<\/script/i)
  })

  it('shows the default palette when its settings are missing or unreadable', () => {
    document.cookie = `${COLOUR_COOKIE}=true; path=/`
    expect(() => runThemeScript(null)).not.toThrow()
    expect(document.documentElement.getAttribute('data-palette')).toBe('default')
    expect(document.documentElement.classList.contains('js')).toBe(true)
  })
})
