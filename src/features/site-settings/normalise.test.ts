import { describe, expect, it, vi } from 'vitest'

import { DEFAULT_TYPOGRAPHY } from '../theme/default-typography'
import { DEFAULT_SHELL_SETTINGS } from './defaults'
import { normaliseSiteSettings } from './normalise'

describe('normaliseSiteSettings', () => {
  it('gives the defaults for an empty or missing global', () => {
    expect(normaliseSiteSettings(undefined).shell).toEqual({ ...DEFAULT_SHELL_SETTINGS, typography: DEFAULT_TYPOGRAPHY })
    expect(normaliseSiteSettings({}).shell).toEqual({ ...DEFAULT_SHELL_SETTINGS, typography: DEFAULT_TYPOGRAPHY })
  })

  it('keeps valid values', () => {
    const { shell } = normaliseSiteSettings({
      siteTitle: 'Autre Entreprise',
      headerBreakpoint: 800,
      searchVariant: 'fullscreen',
      accountTrigger: 'hover',
      scrollTop: { variant: 'header-offset', device: 'mobile' },
      colourSwitcher: { enabled: false, defaultMode: 'dark', switchedIsDark: true, forceReload: true },
      default: { primary: '#123456' },
      particlesScriptUrl: '/vendor/particles.js',
    })
    expect(shell).toMatchObject({
      siteTitle: 'Autre Entreprise',
      headerBreakpoint: 800,
      searchVariant: 'fullscreen',
      accountTrigger: 'hover',
      scrollTop: { variant: 'header-offset', device: 'mobile' },
      colourSwitcher: { enabled: false, defaultMode: 'dark', forceReload: true },
      particlesScriptUrl: '/vendor/particles.js',
    })
    expect(shell.palettes.default.primary).toBe('#123456')
  })

  it('falls back to the default, with a warning, for each invalid value', () => {
    const warn = vi.fn()
    const { shell } = normaliseSiteSettings(
      {
        headerBreakpoint: 5,
        searchVariant: 'popup',
        scrollTop: { variant: 'x', device: 'tv' },
        default: { primary: 'red;}body{display:none' },
        particlesScriptUrl: 'javascript:alert(1)',
      },
      warn,
    )
    expect(shell.headerBreakpoint).toBe(DEFAULT_SHELL_SETTINGS.headerBreakpoint)
    expect(shell.searchVariant).toBe('dropdown')
    expect(shell.scrollTop).toEqual(DEFAULT_SHELL_SETTINGS.scrollTop)
    expect(shell.palettes.default.primary).toBe(DEFAULT_SHELL_SETTINGS.palettes.default.primary)
    expect(shell.particlesScriptUrl).toBeNull()
    expect(warn).toHaveBeenCalledTimes(6)
    expect(warn.mock.calls[0][0]).toMatch(/^Réglage « headerBreakpoint » invalide/)
  })

  it('drops menu entries with unsafe links and keeps the rest', () => {
    const warn = vi.fn()
    const { shell } = normaliseSiteSettings(
      {
        menu: [
          { label: 'Accueil', href: '/' },
          { label: 'Piège', href: 'javascript:alert(1)' },
          { label: 'Services', href: '/#services', children: [{ label: 'VRD', href: '/services/vrd' }, { label: '', href: '/x' }] },
        ],
      },
      warn,
    )
    expect(shell.menu.map((m) => m.label)).toEqual(['Accueil', 'Services'])
    expect(shell.menu[1].children?.map((c) => c.label)).toEqual(['VRD'])
    expect(warn).toHaveBeenCalledTimes(2)
  })
})
