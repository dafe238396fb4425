// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { encodeActionHash } from '../../lib/hash'
import { stubNativeDialog } from '../ui/dialog/testing'
import { armPanels } from './first-use'

const PANEL = `<dialog id="panneau-coordonnees" data-off-canvas='{"key":"coordonnees","name":"Nos coordonnées","side":"right"}' aria-label="Nos coordonnées">
  <div data-dialog-panel><button type="button" data-dialog-close>Fermer</button></div></dialog>`
const CONTROLS = `<a id="entete" href="/contact" data-off-canvas-toggle="coordonnees">Nos coordonnées</a>
  <a id="ailleurs" href="/horaires" data-off-canvas-toggle="horaires">Horaires</a>
  <a id="action" href="${encodeActionHash('off_canvas:open', { id: 'coordonnees' })}">Voir</a>`

let disarm: () => void = () => {}
const click = (id: string) => {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 })
  document.getElementById(id)!.dispatchEvent(event)
  return event
}
const panel = () => document.getElementById('panneau-coordonnees') as HTMLDialogElement

beforeEach(() => {
  stubNativeDialog()
  // What the site shell does with a link that is not an action: nothing, in a test's document.
  document.addEventListener('click', (event) => event.preventDefault())
})
afterEach(() => {
  disarm()
  document.body.innerHTML = ''
  vi.restoreAllMocks()
})

describe('the panels’ code on first use', () => {
  it('is fetched by the first click on a control of a panel on the page, which then opens it', async () => {
    document.body.innerHTML = CONTROLS + PANEL
    disarm = armPanels()
    expect(panel().hasAttribute('data-off-canvas-ready')).toBe(false)
    expect(click('entete').defaultPrevented).toBe(true)
    await vi.waitFor(() => expect(panel().open).toBe(true))
    expect(panel().hasAttribute('data-off-canvas-ready')).toBe(true)
  })

  it('leaves alone a control whose panel is elsewhere, and a click with a modifier key', async () => {
    document.body.innerHTML = CONTROLS + PANEL
    disarm = armPanels()
    const listener = vi.fn()
    document.addEventListener('click', listener)
    click('ailleurs')
    const newTab = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ctrlKey: true })
    document.getElementById('entete')!.dispatchEvent(newTab)
    // Both went on to the page's own handlers, and nothing was fetched.
    expect(listener).toHaveBeenCalledTimes(2)
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(panel().hasAttribute('data-off-canvas-ready')).toBe(false)
  })

  it('does nothing on a page without a panel', () => {
    document.body.innerHTML = CONTROLS
    disarm = armPanels()
    const listener = vi.fn()
    document.addEventListener('click', listener)
    click('action')
    expect(listener).toHaveBeenCalledOnce()
  })
})
