/**
 * The header search's behaviour (docs/product.md, Shell; docs/decisions/071) on the server's markup
 * (SearchBox.tsx). Opening: shown, faded in after SEARCH_OPEN_DELAY_MS, field focused after
 * SEARCH_FOCUS_DELAY_MS. Closing: faded out, then hidden after SEARCH_CLOSE_ANIMATION_MS. The icon
 * submits the form when the field has text; an empty or blank search is never sent.
 */
import { debounce } from '../../../lib/debounce'
import { RESIZE_DEBOUNCE_MS, SEARCH_CLOSE_ANIMATION_MS, SEARCH_FOCUS_DELAY_MS, SEARCH_OPEN_DELAY_MS } from '../constants'

type Phase = 'closed' | 'opening' | 'open' | 'closing'

/** Installs the behaviour on one search box; returns what removes it. */
export function installSearch(root: HTMLElement): () => void {
  const toggle = root.querySelector<HTMLButtonElement>('.site-search__toggle')
  const panel = root.querySelector<HTMLElement>('.site-search__panel')
  const form = root.querySelector<HTMLFormElement>('form')
  const input = root.querySelector<HTMLInputElement>('.site-search__input')
  const closeButton = root.querySelector<HTMLButtonElement>('.site-search__close')
  if (!toggle || !panel || !form || !input) return () => {}
  const doc = root.ownerDocument
  const view = doc.defaultView ?? window
  let phase: Phase = 'closed'
  let timers: ReturnType<typeof setTimeout>[] = []
  const clearTimers = () => {
    for (const timer of timers) clearTimeout(timer)
    timers = []
  }
  const later = (fn: () => void, ms: number) => {
    timers.push(setTimeout(fn, ms))
  }

  const show = (next: Phase) => {
    const wasVisible = phase !== 'closed'
    phase = next
    const visible = phase !== 'closed'
    root.toggleAttribute('data-visible', visible)
    root.toggleAttribute('data-active', phase === 'open')
    panel.hidden = !visible
    toggle.setAttribute('aria-expanded', String(visible && phase !== 'closing'))
    if (visible !== wasVisible) {
      if (visible) listen()
      else unlisten()
    }
  }

  // The header-cover panel takes the header's height; a resize may change it, so the inline
  // height is recomputed once the resizing settles.
  const resetHeight = debounce(() => {
    panel.style.height = ''
    if (root.classList.contains('site-search--header-cover')) {
      const header = panel.closest('header')
      if (header) panel.style.height = `${header.getBoundingClientRect().height}px`
    }
  }, RESIZE_DEBOUNCE_MS)
  const onPointerDown = (event: PointerEvent) => {
    if (event.target instanceof Node && !root.contains(event.target)) close(false)
  }
  const onKeyDown = (event: KeyboardEvent) => {
    // Focus goes back to the icon only if it was inside the search box, not from elsewhere on the page.
    if (event.key === 'Escape') close(root.contains(doc.activeElement))
  }
  function listen() {
    resetHeight()
    doc.addEventListener('pointerdown', onPointerDown)
    doc.addEventListener('keydown', onKeyDown)
    view.addEventListener('resize', resetHeight)
  }
  function unlisten() {
    doc.removeEventListener('pointerdown', onPointerDown)
    doc.removeEventListener('keydown', onKeyDown)
    view.removeEventListener('resize', resetHeight)
    resetHeight.cancel()
  }

  const open = () => {
    clearTimers()
    show('opening')
    later(() => show('open'), SEARCH_OPEN_DELAY_MS)
    later(() => input.focus(), SEARCH_FOCUS_DELAY_MS)
  }
  function close(returnFocus: boolean) {
    clearTimers()
    if (phase !== 'closed') show('closing')
    later(() => show('closed'), SEARCH_CLOSE_ANIMATION_MS)
    if (returnFocus) toggle?.focus()
  }

  const onToggle = () => {
    if (phase === 'closed' || phase === 'closing') return open()
    // docs/product.md, Shell: clicking the icon again submits the form if the field has text.
    if (input.value.trim() !== '') form.requestSubmit()
    else close(false)
  }
  const onSubmit = (event: SubmitEvent) => {
    // docs/product.md, Shell: never submit an empty (or blank) search, whatever triggered the submit.
    if (input.value.trim() === '') {
      event.preventDefault()
      input.focus()
      return
    }
    input.value = input.value.trim()
  }
  const onClose = () => close(true)

  toggle.addEventListener('click', onToggle)
  form.addEventListener('submit', onSubmit)
  closeButton?.addEventListener('click', onClose)
  return () => {
    clearTimers()
    unlisten()
    toggle.removeEventListener('click', onToggle)
    form.removeEventListener('submit', onSubmit)
    closeButton?.removeEventListener('click', onClose)
  }
}
