// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { installSearch } from './behaviours/search'
import { SEARCH_CLOSE_ANIMATION_MS, SEARCH_FOCUS_DELAY_MS } from './constants'
import { SearchBox } from './SearchBox'
import type { SearchVariant } from './types'

/** Records every submit that reached the document and whether something had blocked it. */
let submits: { prevented: boolean; query: string }[] = []
const recordSubmit = (event: Event) => {
  const form = event.target as HTMLFormElement
  submits.push({ prevented: event.defaultPrevented, query: new FormData(form).get('s') as string })
  event.preventDefault() // jsdom cannot navigate
}

beforeEach(() => {
  vi.useFakeTimers()
  submits = []
  document.addEventListener('submit', recordSubmit)
})
const stops: (() => void)[] = []
afterEach(() => {
  for (const stop of stops.splice(0)) stop()
  cleanup()
  document.removeEventListener('submit', recordSubmit)
  vi.useRealTimers()
})

const icon = () => screen.getByRole('button', { name: 'Rechercher' })
const field = () => screen.getByLabelText('Rechercher sur le site', { selector: 'input' }) as HTMLInputElement

/** The search box as the server renders it, with its behaviour (behaviours/search.ts) installed. */
function renderSearch(variant: SearchVariant, extra: ReactNode = null) {
  const { container } = render(
    <>
      <SearchBox variant={variant} />
      {extra}
    </>,
  )
  stops.push(installSearch(container.querySelector<HTMLElement>('.site-search')!))
}

function openSearch() {
  fireEvent.click(icon())
  vi.advanceTimersByTime(SEARCH_FOCUS_DELAY_MS)
}

describe('SearchBox', () => {
  it('opens a GET /recherche form with a field named s, fades in and focuses the field', () => {
    renderSearch('dropdown')
    const toggle = icon()
    expect(toggle.getAttribute('aria-expanded')).toBe('false')
    openSearch()
    expect(toggle.getAttribute('aria-expanded')).toBe('true')
    const form = screen.getByRole('search', { name: 'Rechercher sur le site' }) as HTMLFormElement
    expect(form.getAttribute('action')).toBe('/recherche')
    expect(form.method).toBe('get')
    expect(field().name).toBe('s')
    expect(document.activeElement).toBe(field())
    expect(form.closest('.site-search')!.hasAttribute('data-active')).toBe(true)
  })

  it('keeps a no-JS link to the search page', () => {
    renderSearch('fullscreen')
    expect(screen.getByRole('link', { name: 'Rechercher sur le site' }).getAttribute('href')).toBe('/recherche')
  })

  it('never submits an empty or blank search, whatever submits it', () => {
    renderSearch('dropdown')
    openSearch()
    fireEvent.submit(screen.getByRole('search'))
    field().value = '   '
    fireEvent.click(screen.getByRole('button', { name: 'Lancer la recherche' }))
    expect(field().value).toBe('   ')
    expect(submits.length).toBeGreaterThan(0)
    expect(submits.every((s) => s.prevented)).toBe(true)
  })

  it('closes on a second click of the icon when the field is empty', () => {
    renderSearch('dropdown')
    openSearch()
    const toggle = icon()
    fireEvent.click(toggle)
    expect(toggle.getAttribute('aria-expanded')).toBe('false')
    vi.advanceTimersByTime(SEARCH_CLOSE_ANIMATION_MS)
    expect(screen.getByRole('search', { hidden: true }).closest('.site-search__panel')!.hasAttribute('hidden')).toBe(true)
    expect(submits).toHaveLength(0)
  })

  it('submits the form on a second click of the icon when the field has text', () => {
    renderSearch('header-cover')
    openSearch()
    fireEvent.change(field(), { target: { value: '  enrochement ' } })
    fireEvent.click(icon())
    expect(submits).toEqual([{ prevented: false, query: 'enrochement' }])
  })

  it('closes on Escape and returns focus to the icon', () => {
    renderSearch('dropdown')
    openSearch()
    fireEvent.keyDown(field(), { key: 'Escape' })
    const toggle = icon()
    expect(toggle.getAttribute('aria-expanded')).toBe('false')
    expect(document.activeElement).toBe(toggle)
  })

  it('closes with its close control and on a click outside', () => {
    renderSearch('dropdown', <p>Ailleurs</p>)
    openSearch()
    fireEvent.click(screen.getByRole('button', { name: 'Fermer la recherche' }))
    const toggle = icon()
    expect(toggle.getAttribute('aria-expanded')).toBe('false')
    expect(document.activeElement).toBe(toggle)

    vi.advanceTimersByTime(SEARCH_CLOSE_ANIMATION_MS)
    openSearch()
    expect(toggle.getAttribute('aria-expanded')).toBe('true')
    screen.getByText('Ailleurs').dispatchEvent(new Event('pointerdown', { bubbles: true }))
    expect(toggle.getAttribute('aria-expanded')).toBe('false')
  })
})
