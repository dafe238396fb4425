// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { isCurrentHref, markCurrentLinks } from './behaviours/current-page'
import { installMenu } from './behaviours/menu'
import { HEADER_PRESS_SCRIPT } from './inline-scripts.mjs'
import { MenuNav } from './MenuNav'
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

  it('keeps what the visitor opened when a client-side navigation marks another page', () => {
    renderMenu()
    markCurrentLinks('/realisations/')
    fireEvent.click(screen.getByRole('button', { name: 'Ouvrir le menu' }))
    fireEvent.click(subToggle('Services'))
    markCurrentLinks('/entreprise')
    expect(screen.getByRole('link', { name: 'Entreprise' }).getAttribute('aria-current')).toBe('page')
    expect(screen.getByRole('link', { name: 'Réalisations' }).hasAttribute('aria-current')).toBe(false)
    expect(screen.getByRole('button', { name: 'Fermer le menu' }).getAttribute('aria-expanded')).toBe('true')
    expect(subToggle('Services').getAttribute('aria-expanded')).toBe('true')
    expect(subToggle('Services').closest('li')!.hasAttribute('data-open')).toBe(true)
  })
})

describe('the menu’s link to the page shown', () => {
  const cases: [href: string, pathname: string, current: boolean][] = [
    ['/realisations', '/realisations/', true],
    ['/realisations/', '/realisations', true],
    ['/', '/', true],
    ['/realisations?page=2', '/realisations', true],
    ['/#services', '/', false],
    ['/services', '/services/terrassement', false],
    ['/services/terrassement', '/services', false],
    ['//evil.example/realisations', '/realisations', false],
    ['https://morel-terrassement.fr/realisations', '/realisations', false],
    ['javascript:alert(1)', '/realisations', false],
    ['', '/realisations', false],
  ]

  it.each(cases)('%s on %s: current %s', (href, pathname, current) => {
    expect(isCurrentHref(href, pathname)).toBe(current)
  })

  it('is marked before the first paint by the inline script after the header, by the same rule', () => {
    document.body.innerHTML = `<nav>${cases.map(([href], i) => `<a class="site-nav__link" id="l${i}" href="${href}">${i}</a>`).join('')}</nav>`
    for (const pathname of ['/realisations/', '/realisations', '/', '/services', '/services/terrassement']) {
      history.replaceState(null, '', pathname)
      for (const link of document.querySelectorAll('a')) link.removeAttribute('aria-current')
      // eslint-disable-next-line no-new-func -- the test runs the exact inline script the page ships
      new Function(HEADER_PRESS_SCRIPT)()
      const marked = [...document.querySelectorAll('a')].map((link) => link.getAttribute('aria-current') === 'page')
      expect(marked, pathname).toEqual(cases.map(([href]) => isCurrentHref(href, pathname)))
      expect(marked.some(Boolean), pathname).toBe(true)
    }
    document.body.innerHTML = ''
  })
})
