// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { openPanel } from './panel'
import { stubNativeDialog } from '../dialog/testing'

beforeEach(() => {
  stubNativeDialog()
})
afterEach(() => {
  document.body.innerHTML = ''
})

describe('side panel', () => {
  it('opens on the dialog controller along its side, at its width, sliding from that side', () => {
    document.body.innerHTML = `<button id="t">Nos coordonnées</button>
      <dialog id="p" aria-label="Nos coordonnées"><div data-dialog-panel><button type="button" data-dialog-close>Fermer</button></div></dialog>`
    const trigger = document.getElementById('t')!
    trigger.focus()
    const element = document.getElementById('p') as HTMLDialogElement
    const panel = openPanel(element, { side: 'left', width: '22rem' })
    expect(element.open).toBe(true)
    expect(element.classList.contains('ui-dialog')).toBe(true)
    expect(element.classList.contains('ui-panel')).toBe(true)
    expect(element.dataset.panelSide).toBe('left')
    expect(element.style.getPropertyValue('--ui-panel-width')).toBe('22rem')
    expect([element.dataset.enter, element.dataset.exit]).toEqual(['slide-from-left', 'slide-from-left'])
    expect(document.activeElement?.textContent).toBe('Fermer')
    element.querySelector('[data-dialog-panel]')!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }))
    expect(panel.state).toBe('closed')
    expect(document.activeElement).toBe(trigger)
  })

  it('refuses a width that is not a plain length', () => {
    document.body.innerHTML = '<dialog id="p"><div data-dialog-panel></div></dialog>'
    const element = document.getElementById('p') as HTMLDialogElement
    openPanel(element, { side: 'right', width: '10px; background: red' }).destroy()
    expect(element.getAttribute('style') ?? '').not.toContain('background')
    expect(element.dataset.panelSide).toBe('right')
  })
})
