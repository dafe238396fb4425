// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { DEFAULT_SHELL_SETTINGS } from '../../site-settings/defaults'
import { DEFAULT_TYPOGRAPHY } from '../../theme/default-typography'
import { Header } from '../Header'
import type { ShellSettings } from '../types'
import * as headerModule from './header'
import { HEADER_PRESS_SCRIPT } from '../inline-scripts.mjs'
import { armHeaderControls } from './header-intent'

vi.mock('next/navigation', () => ({ usePathname: () => '/' }))

const settings: ShellSettings = {
  ...DEFAULT_SHELL_SETTINGS,
  typography: DEFAULT_TYPOGRAPHY,
  colourSwitcher: { ...DEFAULT_SHELL_SETTINGS.colourSwitcher, enabled: true, forceReload: false },
  menu: [{ id: 'm0', label: 'Services', href: '/services', children: [{ id: 'm0-0', label: 'VRD', href: '/services/vrd' }] }],
}

/** The header's code, held until the test lets it come (a slow link). */
function slowCode() {
  let arrive: () => void = () => {}
  let fail: () => void = () => {}
  const load = vi.fn(
    () =>
      new Promise<typeof headerModule>((resolve, reject) => {
        arrive = () => resolve(headerModule)
        fail = () => reject(new Error('Failed to load chunk'))
      }),
  )
  return { load, arrive: () => arrive(), fail: () => fail() }
}

const stops: (() => void)[] = []
beforeEach(() => {
  vi.stubGlobal('matchMedia', () => ({ matches: false, addEventListener() {}, removeEventListener() {} }))
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => ({ ok: true, json: async () => ({ user: null }) })),
  )
  document.documentElement.setAttribute('data-palette', 'default')
})
afterEach(() => {
  for (const stop of stops.splice(0)) stop()
  cleanup()
  vi.unstubAllGlobals()
  document.documentElement.removeAttribute('data-palette')
  document.documentElement.removeAttribute('data-header-pressed')
  document.documentElement.className = ''
  document.querySelector('.lazy-failure')?.remove()
})

// The inline script after the header, run once as the parser would: it listens on the document for
// the rest of the file, and stands aside once the page's behaviours are armed.
// eslint-disable-next-line no-new-func -- the test runs the exact inline script the page ships
new Function(HEADER_PRESS_SCRIPT)()

const flush = () => new Promise((resolve) => setTimeout(resolve, 0))
const menuToggle = () => screen.getByRole('button', { name: /le menu$/ })

describe('the header’s controls, fetched on intent', () => {
  it('fetches nothing with the page, and keeps a tap on the menu made before its code came', async () => {
    render(<Header settings={settings} />)
    const code = slowCode()
    stops.push(armHeaderControls(document, code.load))
    expect(code.load).not.toHaveBeenCalled()

    fireEvent.click(menuToggle())
    expect(code.load).toHaveBeenCalledOnce()
    expect(menuToggle().getAttribute('aria-expanded')).toBe('false')

    code.arrive()
    await flush()
    expect(menuToggle().getAttribute('aria-expanded')).toBe('true')
    expect(menuToggle().getAttribute('aria-label')).toBe('Fermer le menu')
    // Once here, the controls answer at once, and the code is not asked for again.
    fireEvent.click(menuToggle())
    expect(menuToggle().getAttribute('aria-expanded')).toBe('false')
    expect(code.load).toHaveBeenCalledOnce()
  })

  it('asks for the code when the focus comes into the header, and again after a failed fetch', async () => {
    render(<Header settings={settings} />)
    const code = slowCode()
    stops.push(armHeaderControls(document, code.load))
    fireEvent.focusIn(screen.getByRole('button', { name: 'Rechercher' }))
    expect(code.load).toHaveBeenCalledOnce()
    code.fail()
    await flush()

    fireEvent.pointerOver(screen.getByRole('banner'))
    expect(code.load).toHaveBeenCalledTimes(2)
    code.arrive()
    await flush()
    fireEvent.click(screen.getByRole('button', { name: 'Sous-menu Services' }))
    expect(screen.getByRole('button', { name: 'Sous-menu Services' }).getAttribute('aria-expanded')).toBe('true')
  })

  it('switches the colours on a press made before the code came', async () => {
    render(<Header settings={settings} />)
    const code = slowCode()
    stops.push(armHeaderControls(document, code.load))
    fireEvent.click(screen.getByRole('button', { name: 'Basculer les couleurs du site' }))
    expect(document.documentElement.getAttribute('data-palette')).toBe('default')
    code.arrive()
    await flush()
    expect(document.documentElement.getAttribute('data-palette')).toBe('switched')
  })

  it('keeps a press made before the page’s code listened, and plays it once the code came', async () => {
    render(<Header settings={settings} />)
    fireEvent.click(menuToggle())
    const code = slowCode()
    stops.push(armHeaderControls(document, code.load))
    // Asked for at once: the visitor already pressed.
    expect(code.load).toHaveBeenCalledOnce()
    code.arrive()
    await flush()
    expect(menuToggle().getAttribute('aria-expanded')).toBe('true')
    // Armed, the inline script keeps nothing more.
    fireEvent.click(menuToggle())
    expect(document.documentElement.hasAttribute('data-header-pressed')).toBe(false)
  })

  it('says so in French when the code cannot come after a press, « Réessayer » fetching it and playing the press', async () => {
    render(<Header settings={settings} />)
    const code = slowCode()
    stops.push(armHeaderControls(document, code.load))
    fireEvent.click(menuToggle())
    code.fail()
    await flush()
    const alert = screen.getByRole('alert')
    expect(alert.textContent).toMatch(/Réessayer/)
    expect(menuToggle().getAttribute('aria-expanded')).toBe('false')

    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }))
    expect(code.load).toHaveBeenCalledTimes(2)
    code.arrive()
    await flush()
    expect(menuToggle().getAttribute('aria-expanded')).toBe('true')
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('forgets a press whose code could not come: a later gesture on the header does not play it', async () => {
    render(<Header settings={settings} />)
    const code = slowCode()
    stops.push(armHeaderControls(document, code.load))
    fireEvent.click(screen.getByRole('button', { name: 'Basculer les couleurs du site' }))
    code.fail()
    await flush()
    fireEvent.pointerOver(screen.getByRole('banner'))
    code.arrive()
    await flush()
    expect(document.documentElement.getAttribute('data-palette')).toBe('default')
  })

  it('leads a press on the search to the search page when its code cannot come', async () => {
    const assign = vi.fn()
    vi.stubGlobal('location', { ...window.location, assign })
    render(<Header settings={settings} />)
    const code = slowCode()
    stops.push(armHeaderControls(document, code.load))
    fireEvent.click(screen.getByRole('button', { name: 'Rechercher' }))
    code.fail()
    await flush()
    expect(assign).toHaveBeenCalledWith('/recherche')
  })
})
