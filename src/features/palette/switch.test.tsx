// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ColourSwitch, type ColourSwitchProps } from './ColourSwitch'
import { HEADER_PRESS_SCRIPT } from '../site-shell/inline-scripts.mjs'
import { COLOUR_COOKIE } from './constants'
import { switchColours, syncColourSwitches } from './switch'

const stops: (() => void)[] = []
/** The server's button, its pressed state kept and its clicks answered as the header's code does. */
function renderSwitch(props: ColourSwitchProps) {
  render(<ColourSwitch {...props} />)
  const button = screen.getByRole('button', { name: 'Basculer les couleurs du site' })
  const onClick = () => switchColours(button)
  button.addEventListener('click', onClick)
  stops.push(syncColourSwitches(document), () => button.removeEventListener('click', onClick))
  return button
}

afterEach(() => {
  for (const stop of stops.splice(0)) stop()
  cleanup()
  vi.unstubAllGlobals()
  document.documentElement.removeAttribute('data-palette')
  document.documentElement.className = ''
  document.cookie = `${COLOUR_COOKIE}=; path=/; max-age=0`
})

describe('ColourSwitch', () => {
  it('is pressed before the page’s scripts run, by the inline script after the header, in the switched palette only', () => {
    for (const [palette, pressed] of [
      ['switched', 'true'],
      ['default', 'false'],
    ]) {
      document.documentElement.setAttribute('data-palette', palette!)
      render(<ColourSwitch switcher={{ switchedIsDark: true, forceReload: false }} defaultIsDark={false} />)
      // eslint-disable-next-line no-new-func -- the test runs the exact inline script the page ships
      new Function(HEADER_PRESS_SCRIPT)()
      expect(screen.getByRole('button', { name: 'Basculer les couleurs du site' }).getAttribute('aria-pressed'), palette).toBe(pressed)
      cleanup()
    }
  })

  it('is pressed from the first script on when the page was painted in the switched palette', () => {
    document.documentElement.setAttribute('data-palette', 'switched')
    expect(
      renderSwitch({ switcher: { switchedIsDark: true, forceReload: false }, defaultIsDark: false }).getAttribute('aria-pressed'),
    ).toBe('true')
  })

  it('flips the palette, the dark class, aria-pressed and the 90-day cookie on each click', () => {
    document.documentElement.setAttribute('data-palette', 'default')
    const button = renderSwitch({ switcher: { switchedIsDark: true, forceReload: false }, defaultIsDark: false })
    expect(button.getAttribute('aria-pressed')).toBe('false')
    fireEvent.click(button)
    expect(document.documentElement.getAttribute('data-palette')).toBe('switched')
    expect(document.documentElement.classList.contains('dark')).toBe(true)
    expect(document.cookie).toContain(`${COLOUR_COOKIE}=true`)
    return new Promise<void>((resolve) =>
      setTimeout(() => {
        expect(button.getAttribute('aria-pressed')).toBe('true')
        fireEvent.click(button)
        expect(document.documentElement.getAttribute('data-palette')).toBe('default')
        expect(document.documentElement.classList.contains('dark')).toBe(false)
        expect(document.cookie).toContain(`${COLOUR_COOKIE}=false`)
        resolve()
      }, 0),
    )
  })

  it('reloads instead of swapping when forceReload is set', () => {
    const reload = vi.fn()
    vi.stubGlobal('location', { ...window.location, reload, protocol: 'http:' })
    fireEvent.click(renderSwitch({ switcher: { switchedIsDark: true, forceReload: true }, defaultIsDark: false }))
    expect(reload).toHaveBeenCalledOnce()
    expect(document.documentElement.hasAttribute('data-palette')).toBe(false)
    expect(document.cookie).toContain(`${COLOUR_COOKIE}=true`)
  })
})
