// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { runActionHash } from '../link-actions'
import { encodeActionHash } from '../../lib/hash'
import { stubNativeDialog } from '../ui/dialog/testing'
import { startPagePanels } from './page'

const context = (trigger: HTMLElement | null) => ({ trigger, event: null })

let stop: () => void = () => {}

beforeEach(() => {
  stubNativeDialog()
  document.body.innerHTML = `
    <header><a href="/contact" data-off-canvas-toggle="coordonnees" aria-label="Nos coordonnées">☎</a>
      <a href="/horaires" data-off-canvas-toggle="ailleurs" aria-label="Horaires">h</a></header>
    <a id="lien" href="#">Voir</a>
    <dialog id="panneau-coordonnees" data-off-canvas='{"key":"coordonnees","name":"Nos coordonnées","side":"left","width":"22rem"}' aria-labelledby="t">
      <div data-dialog-panel><h2 id="t">Nos coordonnées</h2><button type="button" data-dialog-close>Fermer</button>
        <a id="dedans" href="#">Fermer ici</a></div>
    </dialog>
    <dialog id="panneau-casse" data-off-canvas="{pas du JSON"><div data-dialog-panel></div></dialog>`
  stop = startPagePanels()
})
afterEach(() => {
  stop()
  document.body.innerHTML = ''
  vi.restoreAllMocks()
})

const panel = () => document.getElementById('panneau-coordonnees') as HTMLDialogElement
const header = () => document.querySelector<HTMLAnchorElement>('[data-off-canvas-toggle="coordonnees"]')!
const run = (name: string, settings?: Record<string, unknown>, trigger: HTMLElement | null = document.getElementById('lien')) =>
  runActionHash(encodeActionHash(name, settings), context(trigger))

describe('side panels on the page', () => {
  it('opens, closes and toggles by the link actions, addressed by the panel’s name', () => {
    const link = document.getElementById('lien')!
    link.focus()
    expect(run('off_canvas:open', { id: 'coordonnees' })).toBe(true)
    expect(panel().open).toBe(true)
    expect(panel().dataset.panelSide).toBe('left')
    expect(panel().style.getPropertyValue('--ui-panel-width')).toBe('22rem')
    expect(run('off_canvas:toggle', { id: 'coordonnees' })).toBe(true)
    expect(panel().open).toBe(false)
    // Focus goes back to what opened it.
    expect(document.activeElement).toBe(link)
    run('off_canvas:toggle', { id: 'coordonnees' })
    expect(panel().open).toBe(true)
    run('off_canvas:close', { id: 'coordonnees' })
    expect(panel().open).toBe(false)
  })

  it('closes the panel holding the link, or the open one, when the action names none', () => {
    run('off_canvas:open', { id: 'coordonnees' })
    run('off_canvas:close', undefined, document.getElementById('dedans'))
    expect(panel().open).toBe(false)
    run('off_canvas:open', { id: 'coordonnees' })
    run('off_canvas:close', undefined, null)
    expect(panel().open).toBe(false)
  })

  it('only warns for a panel that is not on the page, and opens nothing', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect(() => run('off_canvas:open', { id: 'inconnu' })).not.toThrow()
    expect(warn).toHaveBeenCalledWith('Panneau « inconnu » absent de cette page.')
    expect(panel().open).toBe(false)
    run('off_canvas:close')
    expect(warn).toHaveBeenLastCalledWith('Action « off_canvas:close » : aucun panneau à viser.')
  })

  it('makes the header’s control of a panel on the page the link that toggles it', () => {
    const control = header()
    expect(control.getAttribute('aria-haspopup')).toBe('dialog')
    expect(control.getAttribute('aria-controls')).toBe('panneau-coordonnees')
    expect(control.getAttribute('aria-expanded')).toBe('false')
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 })
    control.dispatchEvent(click)
    expect(click.defaultPrevented).toBe(true)
    expect(panel().open).toBe(true)
    expect(control.getAttribute('aria-expanded')).toBe('true')
    panel().querySelector<HTMLElement>('[data-dialog-close]')!.click()
    expect(panel().open).toBe(false)
    expect(control.getAttribute('aria-expanded')).toBe('false')
  })

  it('leaves a link to its page: a control whose panel is elsewhere, a click with a modifier key', () => {
    const other = document.querySelector<HTMLElement>('[data-off-canvas-toggle="ailleurs"]')!
    expect(other.hasAttribute('aria-controls')).toBe(false)
    const plain = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 })
    other.dispatchEvent(plain)
    expect(plain.defaultPrevented).toBe(false)
    const newTab = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ctrlKey: true })
    header().dispatchEvent(newTab)
    expect(newTab.defaultPrevented).toBe(false)
    expect(panel().open).toBe(false)
  })

  it('gives everything back when the page goes: actions, controls, open panel', () => {
    run('off_canvas:open', { id: 'coordonnees' })
    stop()
    stop = () => {}
    expect(panel().open).toBe(false)
    expect(header().hasAttribute('aria-controls')).toBe(false)
    expect(panel().hasAttribute('data-off-canvas-ready')).toBe(false)
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    run('off_canvas:open', { id: 'coordonnees' })
    expect(warn).toHaveBeenCalledWith('Action de lien « off_canvas:open » indisponible sur cette page.')
    expect(panel().open).toBe(false)
  })
})
