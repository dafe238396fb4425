// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { accountLinks, initials, parseAccountUser } from './account'
import { AccountMenu } from './AccountMenu.client'
import { AccountSignIn } from './AccountSignIn'
import { DROPDOWN_HIDE_DELAY_MS } from './constants'

let mobile = false
const fetchMock = vi.fn()

function meResponse(user: unknown) {
  return { ok: true, status: 200, json: async () => ({ user }) }
}

/** What every sign-in writes (features/accounts/session-hint): without it the menu asks nothing. */
const setSessionHint = () => (document.cookie = 'vitrine-session=1; path=/')
const sessionHint = () => document.cookie.split('; ').includes('vitrine-session=1')

beforeEach(() => {
  mobile = false
  setSessionHint()
  fetchMock.mockReset()
  vi.stubGlobal('fetch', fetchMock)
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('max-width') && mobile,
    addEventListener() {},
    removeEventListener() {},
  }))
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

describe('parseAccountUser', () => {
  it('reads Payload users and refuses anything else', () => {
    expect(parseAccountUser({ user: { name: 'Jeanne Morel', email: 'j@morel.fr', role: 'admin' } })).toEqual({
      name: 'Jeanne Morel',
      email: 'j@morel.fr',
      role: 'admin',
    })
    expect(parseAccountUser({ user: { email: 'c@client.fr', roles: ['other', 'editor'] } })?.role).toBe('editor')
    expect(parseAccountUser({ user: { email: 'c@client.fr', role: 'superuser' } })?.role).toBe('client')
    expect(parseAccountUser({ user: null })).toBeNull()
    expect(parseAccountUser({ user: {} })).toBeNull()
    expect(parseAccountUser('nope')).toBeNull()
  })

  it('gives each role its links, and initials', () => {
    const labels = { myAccount: 'Mon compte', administration: 'Administration' }
    const paths = { account: '/compte', admin: '/admin' }
    expect(accountLinks({ name: 'a', email: '', role: 'client' }, labels, paths)).toEqual([{ label: 'Mon compte', href: '/compte' }])
    expect(accountLinks({ name: 'a', email: '', role: 'editor' }, labels, paths)).toEqual([{ label: 'Administration', href: '/admin' }])
    expect(initials('Jeanne Morel')).toBe('JM')
  })
})

describe('AccountMenu', () => {
  it('asks nothing of the server for a visitor who never signed in', async () => {
    document.cookie = 'vitrine-session=; path=/; max-age=0'
    fetchMock.mockResolvedValue(meResponse(null))
    render(<AccountMenu trigger="click" breakpoint={1024}><AccountSignIn trigger="click" /></AccountMenu>)
    expect(screen.getByRole('link', { name: 'Se connecter' }).getAttribute('href')).toBe('/connexion')
    await act(async () => {})
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('asks the session with credentials when one may exist, and forgets the hint when it has ended', async () => {
    fetchMock.mockResolvedValue(meResponse(null))
    render(<AccountMenu trigger="click" breakpoint={1024}><AccountSignIn trigger="click" /></AccountMenu>)
    expect(screen.getByRole('link', { name: 'Se connecter' }).getAttribute('href')).toBe('/connexion')
    await waitFor(() => expect(fetchMock).toHaveBeenCalled())
    expect(fetchMock).toHaveBeenCalledWith('/api/users/me', expect.objectContaining({ credentials: 'same-origin' }))
    expect(screen.getByRole('link', { name: 'Se connecter' })).toBeTruthy()
    await waitFor(() => expect(sessionHint()).toBe(false))
  })

  it('keeps the hint when the server could not answer', async () => {
    fetchMock.mockResolvedValue({ ok: false, status: 503, json: async () => ({}) })
    render(<AccountMenu trigger="click" breakpoint={1024}><AccountSignIn trigger="click" /></AccountMenu>)
    await waitFor(() => expect(fetchMock).toHaveBeenCalled())
    await act(async () => {})
    expect(sessionHint()).toBe(true)
  })

  it('keeps the sign-in link when the session check fails', async () => {
    fetchMock.mockRejectedValue(new TypeError('offline'))
    render(<AccountMenu trigger="click" breakpoint={1024}><AccountSignIn trigger="click" /></AccountMenu>)
    await waitFor(() => expect(fetchMock).toHaveBeenCalled())
    expect(screen.getByRole('link', { name: 'Se connecter' })).toBeTruthy()
  })

  it('shows a client their name, « Mon compte » and « Se déconnecter » in a click panel', async () => {
    fetchMock.mockResolvedValue(meResponse({ name: 'Paul Girard', email: 'paul@exemple.fr', role: 'client' }))
    render(<AccountMenu trigger="click" breakpoint={1024}><AccountSignIn trigger="click" /></AccountMenu>)
    const toggle = await screen.findByRole('button', { name: 'Paul Girard' })
    expect(toggle.closest('.account')!.getAttribute('data-mode')).toBe('panel')
    expect(toggle.getAttribute('aria-expanded')).toBe('false')
    fireEvent.click(toggle)
    expect(toggle.getAttribute('aria-expanded')).toBe('true')
    expect(screen.getByRole('link', { name: 'Mon compte' }).getAttribute('href')).toBe('/compte')
    expect(screen.queryByRole('link', { name: 'Administration' })).toBeNull()
    expect(screen.getByRole('button', { name: 'Se déconnecter' })).toBeTruthy()
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Mon compte' }))

    fireEvent.keyDown(document.activeElement!, { key: 'Escape' })
    expect(toggle.getAttribute('aria-expanded')).toBe('false')
    expect(document.activeElement).toBe(toggle)
  })

  it('closes the panel on a pointer release outside it', async () => {
    fetchMock.mockResolvedValue(meResponse({ name: 'Paul Girard', email: 'paul@exemple.fr', role: 'client' }))
    render(
      <>
        <AccountMenu trigger="click" breakpoint={1024}><AccountSignIn trigger="click" /></AccountMenu>
        <p>Dehors</p>
      </>,
    )
    const toggle = await screen.findByRole('button', { name: 'Paul Girard' })
    fireEvent.click(toggle)
    act(() => {
      screen.getByText('Dehors').dispatchEvent(new Event('pointerup', { bubbles: true }))
    })
    expect(toggle.getAttribute('aria-expanded')).toBe('false')
  })

  it('opens on hover and closes 400 ms after the pointer leaves; admin sees « Administration »', async () => {
    fetchMock.mockResolvedValue(meResponse({ name: 'Jeanne Morel', email: 'j@morel.fr', role: 'admin' }))
    render(<AccountMenu trigger="hover" breakpoint={1024}><AccountSignIn trigger="hover" /></AccountMenu>)
    const toggle = await screen.findByRole('button', { name: 'Jeanne Morel' })
    const root = toggle.closest('.account')!
    expect(root.getAttribute('data-mode')).toBe('dropdown')
    vi.useFakeTimers()
    fireEvent.pointerEnter(root, { pointerType: 'mouse' })
    expect(toggle.getAttribute('aria-expanded')).toBe('true')
    expect(screen.getByRole('link', { name: 'Administration' }).getAttribute('href')).toBe('/admin')
    fireEvent.pointerLeave(root, { pointerType: 'mouse' })
    act(() => {
      vi.advanceTimersByTime(DROPDOWN_HIDE_DELAY_MS - 1)
    })
    expect(toggle.getAttribute('aria-expanded')).toBe('true')
    fireEvent.pointerEnter(root, { pointerType: 'mouse' })
    act(() => {
      vi.advanceTimersByTime(DROPDOWN_HIDE_DELAY_MS)
    })
    expect(toggle.getAttribute('aria-expanded')).toBe('true')
    fireEvent.pointerLeave(root, { pointerType: 'mouse' })
    act(() => {
      vi.advanceTimersByTime(DROPDOWN_HIDE_DELAY_MS)
    })
    expect(toggle.getAttribute('aria-expanded')).toBe('false')
  })

  it('becomes a sliding panel in mobile mode even with the hover trigger', async () => {
    mobile = true
    fetchMock.mockResolvedValue(meResponse({ name: 'Jeanne Morel', email: 'j@morel.fr', role: 'editor' }))
    render(<AccountMenu trigger="hover" breakpoint={1024}><AccountSignIn trigger="hover" /></AccountMenu>)
    const toggle = await screen.findByRole('button', { name: 'Jeanne Morel' })
    expect(toggle.closest('.account')!.getAttribute('data-mode')).toBe('panel')
  })

  it('signs out with a POST carrying the session cookie, then reloads', async () => {
    fetchMock.mockResolvedValueOnce(meResponse({ name: 'Paul Girard', email: 'paul@exemple.fr', role: 'client' }))
    fetchMock.mockResolvedValueOnce({ ok: true, status: 200, json: async () => ({}) })
    const reload = vi.fn()
    vi.stubGlobal('location', { ...window.location, reload })
    render(<AccountMenu trigger="click" breakpoint={1024}><AccountSignIn trigger="click" /></AccountMenu>)
    fireEvent.click(await screen.findByRole('button', { name: 'Paul Girard' }))
    fireEvent.click(screen.getByRole('button', { name: 'Se déconnecter' }))
    await waitFor(() => expect(reload).toHaveBeenCalled())
    expect(fetchMock).toHaveBeenLastCalledWith('/api/users/logout', { method: 'POST', credentials: 'same-origin' })
  })

  it('tells the user when signing out fails', async () => {
    fetchMock.mockResolvedValueOnce(meResponse({ name: 'Paul Girard', email: 'paul@exemple.fr', role: 'client' }))
    fetchMock.mockResolvedValueOnce({ ok: false, status: 500, json: async () => ({}) })
    render(<AccountMenu trigger="click" breakpoint={1024}><AccountSignIn trigger="click" /></AccountMenu>)
    fireEvent.click(await screen.findByRole('button', { name: 'Paul Girard' }))
    fireEvent.click(screen.getByRole('button', { name: 'Se déconnecter' }))
    expect((await screen.findByRole('alert')).textContent).toContain('La déconnexion a échoué')
  })
})
