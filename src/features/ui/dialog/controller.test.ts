// @vitest-environment jsdom
/**
 * The dialog controller in a test DOM. jsdom has no showModal, no top layer and no CSS animations:
 * the modal part (inert page, real animations, reduced motion) is checked in Chromium by
 * tests/e2e/dialog.spec.ts; here, everything the controller decides itself.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { openDialog, type DialogSettings } from './controller'
import { stubNativeDialog } from './testing'

let showModal: ReturnType<typeof vi.spyOn>

beforeEach(() => {
  stubNativeDialog()
  showModal = vi.spyOn(HTMLDialogElement.prototype, 'showModal')
})
afterEach(() => {
  vi.restoreAllMocks()
  vi.useRealTimers()
  document.body.innerHTML = ''
  document.documentElement.removeAttribute('style')
})

/** A page with a trigger, and a dialog whose panel holds a text, a link and a close button. */
function page({ closeButton = true } = {}) {
  document.body.innerHTML = `
    <main><button id="trigger">Ouvrir</button><a id="behind" href="/contact">Contact</a></main>
    <dialog id="d" aria-label="Essai">
      <div data-dialog-panel><p id="text">Bonjour</p><a id="inside" href="#">Lien</a>
        ${closeButton ? '<button type="button" id="close" data-dialog-close>Fermer</button>' : ''}</div>
    </dialog>`
  const trigger = document.getElementById('trigger') as HTMLButtonElement
  trigger.focus()
  return { trigger, dialog: document.getElementById('d') as HTMLDialogElement }
}

const open = (dialog: HTMLDialogElement, settings: DialogSettings = {}) => {
  const onClosed = vi.fn()
  const controller = openDialog(dialog, { onClosed, ...settings })
  return { controller, onClosed }
}
const escape = (target: Element) => target.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }))
const click = (target: Element) => target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }))
const byId = (id: string) => document.getElementById(id)!

describe('opening and closing', () => {
  it('opens as a modal, moves focus to the close control and gives it back to the trigger', () => {
    const { trigger, dialog } = page()
    const { controller, onClosed } = open(dialog)
    expect(showModal).toHaveBeenCalledOnce()
    expect(dialog.open).toBe(true)
    expect(document.activeElement).toBe(byId('close'))
    click(byId('close'))
    expect(controller.state).toBe('closed')
    expect(dialog.open).toBe(false)
    expect(document.activeElement).toBe(trigger)
    expect(onClosed).toHaveBeenCalledWith('close-control')
  })

  it('focuses the element it is told to, and gives focus back where it is told to', () => {
    const { dialog } = page()
    const other = byId('behind')
    open(dialog, { initialFocus: byId('inside'), returnFocus: other })
    expect(document.activeElement).toBe(byId('inside'))
    escape(byId('inside'))
    expect(document.activeElement).toBe(other)
  })

  it('closes on Escape, and on a click on the backdrop but not in the panel', () => {
    const { dialog } = page()
    const first = open(dialog)
    click(byId('text'))
    expect(first.controller.state).toBe('open')
    escape(byId('close'))
    expect(first.onClosed).toHaveBeenCalledWith('escape')

    const second = open(dialog)
    click(dialog)
    expect(second.onClosed).toHaveBeenCalledWith('backdrop')
  })

  it('keeps the dialog open on Escape, the browser’s close request or the backdrop when told to; the close control still closes', () => {
    const { trigger, dialog } = page()
    const { controller, onClosed } = open(dialog, { closeOnEscape: false, closeOnBackdrop: false })
    const key = new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true })
    byId('close').dispatchEvent(key)
    // Prevented all the same, or the browser would close the native dialog behind our back.
    expect(key.defaultPrevented).toBe(true)
    const cancel = new Event('cancel', { cancelable: true })
    dialog.dispatchEvent(cancel)
    expect(cancel.defaultPrevented).toBe(true)
    click(dialog)
    expect(controller.state).toBe('open')
    click(byId('close'))
    expect(onClosed).toHaveBeenCalledWith('close-control')
    expect(document.activeElement).toBe(trigger)
  })

  it('does not take a press started in the panel and released on the backdrop for a backdrop click', () => {
    const { dialog } = page()
    const { controller } = open(dialog)
    byId('text').dispatchEvent(new Event('pointerdown', { bubbles: true }))
    click(dialog)
    expect(controller.state).toBe('open')
    dialog.dispatchEvent(new Event('pointerdown', { bubbles: true }))
    click(dialog)
    expect(controller.state).toBe('closed')
  })

  it('ignores the backdrop during its grace time, so the click that opened cannot close', () => {
    vi.useFakeTimers()
    const { dialog } = page()
    const { controller } = open(dialog, { backdropGraceMs: 500 })
    vi.advanceTimersByTime(499)
    click(dialog)
    expect(controller.state).toBe('open')
    vi.advanceTimersByTime(1)
    click(dialog)
    expect(controller.state).toBe('closed')
  })

  it('shows the close control only after its delay, focusing the dialog meanwhile', () => {
    vi.useFakeTimers()
    const { dialog } = page()
    const { controller } = open(dialog, { closeControlDelayMs: 3000 })
    expect(dialog.hasAttribute('data-close-pending')).toBe(true)
    expect(document.activeElement).toBe(dialog)
    click(byId('close'))
    expect(controller.state).toBe('open')
    vi.advanceTimersByTime(3000)
    expect(dialog.hasAttribute('data-close-pending')).toBe(false)
    click(byId('close'))
    expect(controller.state).toBe('closed')
  })

  it('gives a dialog that brought no close control a French one', () => {
    const { dialog } = page({ closeButton: false })
    const { controller } = open(dialog, { closeOnEscape: false, closeOnBackdrop: false })
    const close = dialog.querySelector<HTMLButtonElement>('[data-dialog-close]')!
    expect(close.getAttribute('aria-label')).toBe('Fermer')
    expect(close.parentElement?.hasAttribute('data-dialog-panel')).toBe(true)
    expect(document.activeElement).toBe(close)
    click(close)
    expect(controller.state).toBe('closed')
  })

  it('follows a native close done by something else, once', () => {
    const { trigger, dialog } = page()
    const { controller, onClosed } = open(dialog)
    dialog.close()
    dialog.dispatchEvent(new Event('close'))
    expect(controller.state).toBe('closed')
    expect(onClosed).toHaveBeenCalledExactlyOnceWith('native')
    expect(document.activeElement).toBe(trigger)
    controller.close()
    expect(onClosed).toHaveBeenCalledOnce()
  })

  it('tears down at once when destroyed, without calling onClosed', () => {
    const { trigger, dialog } = page()
    const { controller, onClosed } = open(dialog)
    controller.destroy()
    expect(dialog.open).toBe(false)
    expect(document.documentElement.style.overflow).toBe('')
    expect(document.activeElement).toBe(trigger)
    expect(onClosed).not.toHaveBeenCalled()
  })
})

describe('exit animation', () => {
  it('closes, gives focus back and removes the element only once the exit animation is over', async () => {
    const { trigger, dialog } = page()
    let finishAnimation = () => {}
    const animation = {
      playState: 'running',
      effect: { getComputedTiming: () => ({ endTime: 200 }) },
      finished: new Promise<void>((resolve) => (finishAnimation = resolve)),
    }
    // Only the exit's animation: the ones started by the page (endless spinners) do not hold it.
    const spinner = { playState: 'running', effect: { getComputedTiming: () => ({ endTime: Infinity }) }, finished: new Promise(() => {}) }
    dialog.getAnimations = () => (dialog.getAttribute('data-state') === 'closing' ? [animation, spinner] : [spinner]) as unknown as Animation[]
    const { controller, onClosed } = open(dialog, { removeOnClose: true, enter: 'fade', exit: 'slide-from-bottom' })
    expect(dialog.dataset.enter).toBe('fade')
    expect(dialog.dataset.exit).toBe('slide-from-bottom')

    controller.close()
    expect(controller.state).toBe('closing')
    expect(dialog.dataset.state).toBe('closing')
    expect(dialog.isConnected && dialog.open).toBe(true)
    controller.close()
    finishAnimation()
    await vi.waitFor(() => expect(controller.state).toBe('closed'))
    expect(dialog.isConnected).toBe(false)
    expect(document.activeElement).toBe(trigger)
    expect(onClosed).toHaveBeenCalledExactlyOnceWith('program')
  })

  it('with no animation running (reduced motion, `none`), closes and removes at once', () => {
    const { dialog } = page()
    dialog.getAnimations = () => []
    const { controller } = open(dialog, { removeOnClose: true, exit: 'none' })
    controller.close()
    expect(controller.state).toBe('closed')
    expect(dialog.isConnected).toBe(false)
  })
})

describe('scroll lock', () => {
  it('holds the page’s scroll while open and gives the scrollbar’s width back as padding, then restores both', () => {
    const { dialog } = page()
    const html = document.documentElement
    html.style.paddingRight = '2px'
    // A 15 px scrollbar: the viewport is 15 px wider than the page's box.
    Object.defineProperty(html, 'clientWidth', { configurable: true, get: () => window.innerWidth - 15 })
    try {
      const { controller } = open(dialog)
      expect(html.style.overflow).toBe('hidden')
      expect(html.style.paddingRight).toBe('17px')
      expect(html.style.getPropertyValue('--ui-scrollbar-gap')).toBe('15px')
      expect(html.hasAttribute('data-scroll-locked')).toBe(true)
      controller.close()
      expect(html.style.overflow).toBe('')
      expect(html.style.paddingRight).toBe('2px')
      expect(html.hasAttribute('data-scroll-locked')).toBe(false)
    } finally {
      delete (html as { clientWidth?: number }).clientWidth
    }
  })

  it('leaves the scroll alone when told to', () => {
    const { dialog } = page()
    const { controller } = open(dialog, { lockScroll: false })
    expect(document.documentElement.style.overflow).toBe('')
    controller.close()
  })
})

describe('two dialogs stacked', () => {
  it('Escape closes the top one only; focus goes back into the first, then to the page', () => {
    const { trigger, dialog: outer } = page()
    // A date picker in a form inside a popup: the second dialog lives inside the first.
    const inner = document.createElement('dialog')
    inner.innerHTML = '<div data-dialog-panel><button type="button" id="day">14</button><button type="button" data-dialog-close>Fermer</button></div>'
    byId('text').append(inner)
    const first = open(outer)
    const opener = byId('inside')
    opener.focus()
    const second = open(inner, { initialFocus: byId('day') })
    const html = document.documentElement

    escape(byId('day'))
    expect(second.controller.state).toBe('closed')
    expect(first.controller.state).toBe('open')
    expect(document.activeElement).toBe(opener)
    // The first still holds the scroll.
    expect(html.style.overflow).toBe('hidden')

    escape(opener)
    expect(first.controller.state).toBe('closed')
    expect(document.activeElement).toBe(trigger)
    expect(html.style.overflow).toBe('')
  })

  it('the browser’s close request goes to the top dialog only', () => {
    const { dialog: outer } = page()
    const inner = document.createElement('dialog')
    document.body.append(inner)
    const first = open(outer)
    const second = open(inner)
    outer.dispatchEvent(new Event('cancel', { cancelable: true }))
    expect(first.controller.state).toBe('open')
    inner.dispatchEvent(new Event('cancel', { cancelable: true }))
    expect(second.controller.state).toBe('closed')
  })
})
