// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { DEFAULT_SHELL_SETTINGS } from '../site-settings/defaults'
import { DEFAULT_TYPOGRAPHY } from '../theme/default-typography'
import { clampBreakpoint, headerModeCss, mobileMediaQuery } from './breakpoint'
import { Header } from './Header'
import { installScrollTop, scrollTopThreshold, showsOnDevice } from './behaviours/scroll-top'
import { ScrollTop } from './ScrollTop'
import type { ShellSettings } from './types'

const settings: ShellSettings = {
  ...DEFAULT_SHELL_SETTINGS,
  typography: DEFAULT_TYPOGRAPHY,
  menu: [{ id: 'm0', label: 'Services', href: '/services', children: [{ id: 'm0-0', label: 'VRD', href: '/services/vrd' }] }],
}

let mobile = false
beforeEach(() => {
  mobile = false
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('max-width') && mobile,
    addEventListener() {},
    removeEventListener() {},
  }))
  vi.stubGlobal('fetch', vi.fn(async () => ({ ok: true, json: async () => ({ user: null }) })))
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('breakpoint', () => {
  it('clamps the back-office value before it reaches CSS', () => {
    expect(clampBreakpoint(100)).toBe(320)
    expect(clampBreakpoint(5000)).toBe(2000)
    expect(clampBreakpoint(Number.NaN)).toBe(1024)
    expect(clampBreakpoint('900}body{display:none' as unknown as number)).toBe(1024)
    expect(clampBreakpoint(767.6)).toBe(768)
    expect(mobileMediaQuery(768)).toBe('(max-width: 767.98px)')
    expect(headerModeCss(99999)).toContain('@media (max-width: 1999.98px)')
  })
})

describe('Header', () => {
  it('renders the skip link, home link, main menu, search, account and the mode CSS', () => {
    const { container } = render(<Header settings={{ ...settings, headerBreakpoint: 900 }} />)
    expect(screen.getByRole('link', { name: 'Aller au contenu' }).getAttribute('href')).toBe('#contenu')
    expect(screen.getByRole('link', { name: 'Morel Terrassement – accueil' }).getAttribute('href')).toBe('/')
    expect(screen.getByRole('banner').hasAttribute('data-site-header')).toBe(true)
    expect(screen.getByRole('navigation', { name: 'Menu principal' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Rechercher' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Se connecter' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Basculer les couleurs du site' })).toBeTruthy()
    const css = container.querySelector('style')!.textContent!
    expect(css).toContain('@media (max-width: 899.98px)')
    expect(css).toContain('--header-height')
  })

  it('leaves out the colour switch when it is disabled', () => {
    render(<Header settings={{ ...settings, colourSwitcher: { ...settings.colourSwitcher, enabled: false } }} />)
    expect(screen.queryByRole('button', { name: 'Basculer les couleurs du site' })).toBeNull()
  })

  it('shows the logo when there is one', () => {
    const { container } = render(<Header settings={{ ...settings, logo: { url: '/logo.svg', width: 180, height: 48, alt: 'Morel' } }} />)
    const img = container.querySelector('img.site-header__logo')!
    expect(img.getAttribute('width')).toBe('180')
    expect(img.getAttribute('height')).toBe('48')
  })
})

describe('ScrollTop', () => {
  it('uses the threshold of each reading of the spec', () => {
    expect(scrollTopThreshold('simple', 80)).toBe(100)
    expect(scrollTopThreshold('header-offset', null)).toBe(300)
    expect(scrollTopThreshold('header-offset', 80)).toBe(180)
  })

  it('limits the header-offset variant to the configured device', () => {
    expect(showsOnDevice('simple', 'desktop', true)).toBe(true)
    expect(showsOnDevice('header-offset', 'desktop', true)).toBe(false)
    expect(showsOnDevice('header-offset', 'desktop', false)).toBe(true)
    expect(showsOnDevice('header-offset', 'mobile', true)).toBe(true)
    expect(showsOnDevice('header-offset', 'mobile', false)).toBe(false)
    expect(showsOnDevice('header-offset', 'both', false)).toBe(true)
  })

  /** The server's button, its behaviour installed, the page scrolled to `y`; returns the button. */
  async function scrolledTo(y: number, scrollTop: ShellSettings['scrollTop']) {
    render(<ScrollTop settings={{ scrollTop, headerBreakpoint: 1024 }} />)
    stops.push(installScrollTop(document))
    const button = screen.getByRole('button', { name: 'Retour en haut de page', hidden: true })
    expect(button.hasAttribute('data-visible')).toBe(false)
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true })
    window.dispatchEvent(new Event('scroll'))
    await new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)))
    return button
  }
  const stops: (() => void)[] = []
  afterEach(() => {
    for (const stop of stops.splice(0)) stop()
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true })
  })

  it('appears past the threshold and scrolls to the top', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {})
    const button = await scrolledTo(150, { variant: 'simple', device: 'both' })
    expect(button.hasAttribute('data-visible')).toBe(true)
    fireEvent.click(button)
    await new Promise((resolve) => setTimeout(resolve, 400))
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 0, behavior: 'instant' })
  })

  it('stays hidden on a phone when the header-offset reading is for desktops only', async () => {
    mobile = true
    expect((await scrolledTo(800, { variant: 'header-offset', device: 'desktop' })).hasAttribute('data-visible')).toBe(false)
    cleanup()
    for (const stop of stops.splice(0)) stop()
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true })
    expect((await scrolledTo(800, { variant: 'header-offset', device: 'mobile' })).hasAttribute('data-visible')).toBe(true)
  })
})
