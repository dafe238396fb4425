// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ColourSwitch } from './ColourSwitch.client'
import { COLOUR_COOKIE } from './constants'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  document.documentElement.removeAttribute('data-palette')
  document.documentElement.className = ''
  document.cookie = `${COLOUR_COOKIE}=; path=/; max-age=0`
})

describe('ColourSwitch', () => {
  it('flips the palette, the dark class, aria-pressed and the 90-day cookie on each click', () => {
    document.documentElement.setAttribute('data-palette', 'default')
    render(<ColourSwitch switcher={{ switchedIsDark: true, forceReload: false }} defaultIsDark={false} />)
    const button = screen.getByRole('button', { name: 'Basculer les couleurs du site' })
    expect(button.getAttribute('aria-pressed')).toBe('false')
    act(() => {
      fireEvent.click(button)
    })
    expect(document.documentElement.getAttribute('data-palette')).toBe('switched')
    expect(document.documentElement.classList.contains('dark')).toBe(true)
    expect(document.cookie).toContain(`${COLOUR_COOKIE}=true`)
    return new Promise<void>((resolve) =>
      setTimeout(() => {
        expect(button.getAttribute('aria-pressed')).toBe('true')
        act(() => {
          fireEvent.click(button)
        })
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
    render(<ColourSwitch switcher={{ switchedIsDark: true, forceReload: true }} defaultIsDark={false} />)
    fireEvent.click(screen.getByRole('button', { name: 'Basculer les couleurs du site' }))
    expect(reload).toHaveBeenCalledOnce()
    expect(document.documentElement.hasAttribute('data-palette')).toBe(false)
    expect(document.cookie).toContain(`${COLOUR_COOKIE}=true`)
  })
})
