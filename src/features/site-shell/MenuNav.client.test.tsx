// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { installMenu } from './behaviours/menu'
import { MenuNav } from './MenuNav.client'

const route = vi.hoisted(() => ({ path: '/realisations/' }))
vi.mock('next/navigation', () => ({ usePathname: () => route.path }))
import type { MenuItem } from './types'

const menu: MenuItem[] = [
  {
    id: 'services',
    label: 'Services',
    href: '/services',
    children: [
      { id: 'terrassement', label: 'Terrassement', href: '/services/terrassement' },
      { id: 'assainissement', label: 'Assainissement', href: '/services/assainissement' },
    ],
  },
  { id: 'realisations', label: 'Réalisations', href: '/realisations' },
  {
    id: 'entreprise',
    label: 'Entreprise',
    href: '/entreprise',
    children: [{ id: 'recrutement', label: 'Recrutement', href: '/entreprise/recrutement' }],
  },
  { id: 'evil', label: 'Piège', href: 'javascript:alert(1)' },
]

// jsdom cannot navigate: stop followed links once the menu has seen the click.
const stopNavigation = (event: Event) => event.preventDefault()
beforeEach(() => window.addEventListener('click', stopNavigation))
const stops: (() => void)[] = []
afterEach(() => {
  for (const stop of stops.splice(0)) stop()
  cleanup()
  window.removeEventListener('click', stopNavigation)
})

/** The menu as the server renders it, with its behaviour (behaviours/menu.ts) installed. */
function renderMenu(extra: React.ReactNode = null) {
  route.path = '/realisations/'
  const rendered = render(
    <>
      <MenuNav items={menu} />
      {extra}
    </>,
  )
  stops.push(installMenu(screen.getByRole('navigation', { name: 'Menu principal' })))
  return rendered
}

function subToggle(label: string) {
  return screen.getByRole('button', { name: `Sous-menu ${label}` })
}

describe('MenuNav', () => {
  it('renders a labelled navigation with links and collapsed disclosure buttons', () => {
    renderMenu()
    const nav = screen.getByRole('navigation', { name: 'Menu principal' })
    expect(within(nav).getByRole('link', { name: 'Réalisations' })).toHaveProperty('pathname', '/realisations')
    for (const label of ['Services', 'Entreprise']) {
      const button = subToggle(label)
      expect(button.getAttribute('aria-expanded')).toBe('false')
      expect(document.getElementById(button.getAttribute('aria-controls')!)).not.toBeNull()
    }
    expect(screen.getByRole('link', { name: 'Piège' }).getAttribute('href')).toBe('#')
  })

  it('opens a sub-menu on click and closes its siblings', () => {
    renderMenu()
    fireEvent.click(subToggle('Services'))
    expect(subToggle('Services').getAttribute('aria-expanded')).toBe('true')
    expect(subToggle('Services').closest('li')!.hasAttribute('data-open')).toBe(true)

    fireEvent.click(subToggle('Entreprise'))
    expect(subToggle('Entreprise').getAttribute('aria-expanded')).toBe('true')
    expect(subToggle('Services').getAttribute('aria-expanded')).toBe('false')
    expect(subToggle('Services').closest('li')!.hasAttribute('data-open')).toBe(false)

    fireEvent.click(subToggle('Entreprise'))
    expect(subToggle('Entreprise').getAttribute('aria-expanded')).toBe('false')
  })

  it('closes the open sub-menu on Escape and returns focus to its button', () => {
    renderMenu()
    fireEvent.click(subToggle('Services'))
    const link = screen.getByRole('link', { name: 'Terrassement' })
    link.focus()
    fireEvent.keyDown(link, { key: 'Escape' })
    expect(subToggle('Services').getAttribute('aria-expanded')).toBe('false')
    expect(document.activeElement).toBe(subToggle('Services'))
  })

  it('toggles the mobile menu with French labels, and closes it on Escape or a link click', () => {
    renderMenu()
    const toggle = screen.getByRole('button', { name: 'Ouvrir le menu' })
    expect(toggle.getAttribute('aria-expanded')).toBe('false')
    expect(document.getElementById(toggle.getAttribute('aria-controls')!)?.tagName).toBe('UL')

    fireEvent.click(toggle)
    expect(toggle.getAttribute('aria-expanded')).toBe('true')
    expect(toggle.getAttribute('aria-label')).toBe('Fermer le menu')
    expect(screen.getByRole('navigation').hasAttribute('data-open')).toBe(true)

    fireEvent.keyDown(toggle, { key: 'Escape' })
    expect(toggle.getAttribute('aria-expanded')).toBe('false')
    expect(document.activeElement).toBe(toggle)

    fireEvent.click(toggle)
    fireEvent.click(screen.getByRole('link', { name: 'Réalisations' }))
    expect(toggle.getAttribute('aria-expanded')).toBe('false')
  })

  it('closes sub-menus on a pointer press outside the navigation', () => {
    renderMenu(<p>Contenu</p>)
    fireEvent.click(subToggle('Services'))
    screen.getByText('Contenu').dispatchEvent(new Event('pointerdown', { bubbles: true }))
    expect(subToggle('Services').getAttribute('aria-expanded')).toBe('false')
  })

  it('closes an open sub-menu when the focus leaves for another part of the page, not for nowhere', () => {
    renderMenu(<button type="button">Ailleurs</button>)
    fireEvent.click(subToggle('Services'))
    const link = screen.getByRole('link', { name: 'Terrassement' })
    fireEvent.focusOut(link, { relatedTarget: null })
    expect(subToggle('Services').getAttribute('aria-expanded')).toBe('true')
    fireEvent.focusOut(link, { relatedTarget: screen.getByRole('link', { name: 'Réalisations' }) })
    expect(subToggle('Services').getAttribute('aria-expanded')).toBe('true')
    fireEvent.focusOut(link, { relatedTarget: screen.getByRole('button', { name: 'Ailleurs' }) })
    expect(subToggle('Services').getAttribute('aria-expanded')).toBe('false')
  })

  it('marks the current page link (trailing slash ignored)', () => {
    renderMenu()
    expect(screen.getByRole('link', { name: 'Réalisations' }).getAttribute('aria-current')).toBe('page')
    expect(screen.getByRole('link', { name: 'Services' }).hasAttribute('aria-current')).toBe(false)
  })

  it('keeps what the visitor opened when a client-side navigation marks another page', () => {
    const { rerender } = renderMenu()
    fireEvent.click(screen.getByRole('button', { name: 'Ouvrir le menu' }))
    fireEvent.click(subToggle('Services'))
    // The layout's component renders again for the new page; what the behaviour opened stays open.
    route.path = '/entreprise'
    rerender(<MenuNav items={menu} />)
    expect(screen.getByRole('link', { name: 'Entreprise' }).getAttribute('aria-current')).toBe('page')
    expect(screen.getByRole('link', { name: 'Réalisations' }).hasAttribute('aria-current')).toBe(false)
    expect(screen.getByRole('button', { name: 'Fermer le menu' }).getAttribute('aria-expanded')).toBe('true')
    expect(subToggle('Services').getAttribute('aria-expanded')).toBe('true')
    expect(subToggle('Services').closest('li')!.hasAttribute('data-open')).toBe(true)
  })
})
