/**
 * The one dialog controller of the site (docs/decisions/037): every overlay (image lightbox,
 * portfolio preview, date picker, popups and side panels to come) opens its `<dialog>` through
 * `openDialog`, from React (use-dialog.ts) or from plain DOM code.
 *
 * - A native modal (`showModal`): the rest of the page is inert and leaves the accessibility tree,
 *   and a dialog opened over another one makes that one inert in turn.
 * - Focus moves in (the close control unless told otherwise) and goes back to what had it.
 * - Escape and a click on the backdrop close, unless a setting says not; every control marked
 *   `data-dialog-close` always closes, and a dialog that brought none is given one, so no setting
 *   can leave a visitor without a way out. The controls can appear after a delay.
 * - The page's scroll is held while open, the scrollbar's width given back as padding so nothing
 *   behind moves.
 * - Enter and exit animations are CSS (dialog.css) keyed on attributes set here; closing waits for
 *   the exit animation, then closes the native dialog, gives focus back and, when asked, removes
 *   the element. No animation (reduced motion, `none`) means all of that happens at once.
 *
 * The dialog element is a full-viewport layer whose own surface is the backdrop: the visible box is
 * a child (`data-dialog-panel`), so a click whose target is the dialog itself landed outside it.
 */
import {
  DIALOG_CLOSE_ATTRIBUTE,
  DIALOG_PANEL_ATTRIBUTE,
  EXIT_FALLBACK_MARGIN_MS,
  SCROLL_LOCK_ATTRIBUTE,
  SCROLLBAR_GAP_PROPERTY,
} from './constants'
import { messages } from './messages'

export type DialogAnimation = 'fade' | 'zoom' | 'slide-from-top' | 'slide-from-bottom' | 'slide-from-left' | 'slide-from-right' | 'none'

/** Why a dialog closed: `native` when something else closed the `<dialog>` (a `method="dialog"` form). */
export type CloseReason = 'escape' | 'backdrop' | 'close-control' | 'program' | 'native'

export type DialogSettings = {
  /** Escape closes (default true). */
  closeOnEscape?: boolean
  /** A click on the backdrop closes (default true). */
  closeOnBackdrop?: boolean
  /** The close controls appear this long after opening (default 0). */
  closeControlDelayMs?: number
  /** A backdrop click this soon after opening is ignored, so the click that opened cannot close (default 0). */
  backdropGraceMs?: number
  /** Hold the page's scroll while open (default true). */
  lockScroll?: boolean
  /** Animation of the panel on the way in and out (default `zoom`; the backdrop fades unless `none`). */
  enter?: DialogAnimation
  exit?: DialogAnimation
  /** Length of both animations (default 200 ms, dialog.css). */
  durationMs?: number
  /** Where focus goes on opening (default: the first close control once shown, else the dialog). */
  initialFocus?: HTMLElement | null
  /** Where focus goes back on closing (default: what had focus when the dialog opened). */
  returnFocus?: HTMLElement | null
  /** Take the element out of the document once closed (dialogs built by plain DOM code). */
  removeOnClose?: boolean
  /** Once closed: after the exit animation, with focus given back. */
  onClosed?: (reason: CloseReason) => void
}

export type DialogState = 'open' | 'closing' | 'closed'

export type DialogController = {
  readonly element: HTMLDialogElement
  readonly state: DialogState
  /** Plays the exit animation, then closes; a second call while closing does nothing. */
  close(reason?: CloseReason): void
  /** Closes at once, without animation nor `onClosed` (its owner is going away). */
  destroy(): void
}

/** Open dialogs, the top one last: only it answers Escape, and the scroll stays held until none is left. */
const stack: DialogController[] = []

let scrollLocks = 0
let releaseScroll: (() => void) | null = null

function lockScroll(): void {
  if (scrollLocks++ > 0) return
  const html = document.documentElement
  // No layout (clientWidth 0, as in a test DOM) means no scrollbar to measure.
  const gap = html.clientWidth > 0 ? Math.max(0, window.innerWidth - html.clientWidth) : 0
  const previous = { overflow: html.style.overflow, paddingRight: html.style.paddingRight }
  html.style.setProperty(SCROLLBAR_GAP_PROPERTY, `${gap}px`)
  if (gap > 0) html.style.paddingRight = `${(parseFloat(getComputedStyle(html).paddingRight) || 0) + gap}px`
  html.style.overflow = 'hidden'
  html.setAttribute(SCROLL_LOCK_ATTRIBUTE, '')
  releaseScroll = () => {
    html.removeAttribute(SCROLL_LOCK_ATTRIBUTE)
    html.style.overflow = previous.overflow
    html.style.paddingRight = previous.paddingRight
    html.style.removeProperty(SCROLLBAR_GAP_PROPERTY)
  }
}

function unlockScroll(): void {
  if (scrollLocks === 0 || --scrollLocks > 0) return
  releaseScroll?.()
  releaseScroll = null
}

/** The animations the exit has to wait for: finite ones (a spinner's endless turn never ends). */
function runningAnimations(element: HTMLElement): Animation[] {
  if (typeof element.getAnimations !== 'function') return []
  return element.getAnimations({ subtree: true }).filter((animation) => {
    const end = animation.effect?.getComputedTiming().endTime
    return animation.playState === 'running' && typeof end === 'number' && Number.isFinite(end)
  })
}

function closeControls(element: HTMLDialogElement): HTMLElement[] {
  return Array.from(element.querySelectorAll<HTMLElement>(`[${DIALOG_CLOSE_ATTRIBUTE}]`)).filter(
    (control) => control.closest('dialog') === element,
  )
}

/** The close control a dialog gets when its markup brought none. */
function addCloseControl(element: HTMLDialogElement): HTMLElement {
  const button = document.createElement('button')
  button.type = 'button'
  button.className = 'ui-dialog__close'
  button.setAttribute(DIALOG_CLOSE_ATTRIBUTE, '')
  button.setAttribute('aria-label', messages.close)
  button.textContent = '×'
  const panel = element.querySelector<HTMLElement>(`:scope > [${DIALOG_PANEL_ATTRIBUTE}]`)
  ;(panel ?? element).append(button)
  return button
}

export function openDialog(element: HTMLDialogElement, settings: DialogSettings = {}): DialogController {
  const {
    closeOnEscape = true,
    closeOnBackdrop = true,
    closeControlDelayMs = 0,
    backdropGraceMs = 0,
    lockScroll: holdsScroll = true,
    enter = 'zoom',
    exit = 'zoom',
    durationMs,
    removeOnClose = false,
    onClosed,
  } = settings
  const active = document.activeElement
  const returnFocus = settings.returnFocus ?? (active instanceof HTMLElement && active !== document.body ? active : null)

  let state: DialogState = 'open'
  let closePending = closeControlDelayMs > 0
  let backdropArmed = backdropGraceMs <= 0
  let pressStartedInside = false
  const timers: ReturnType<typeof setTimeout>[] = []

  const controller: DialogController = {
    element,
    get state() {
      return state
    },
    close,
    destroy,
  }

  function onKeyDown(event: KeyboardEvent) {
    if (event.key !== 'Escape' || event.defaultPrevented) return
    // A dialog opened inside this one (a date picker in a popup's form) answers its own Escape.
    if (!(event.target instanceof Element) || event.target.closest('dialog') !== element) return
    event.preventDefault()
    // Page-level Escape handlers (menus, search) must not act on a page that is inert behind us.
    event.stopPropagation()
    if (closeOnEscape) close('escape')
  }

  // The browser's own close request (Escape with focus lost, a phone's back gesture). Always
  // prevented: closing goes through close(), which animates and gives focus back.
  function onCancel(event: Event) {
    event.preventDefault()
    if (closeOnEscape && stack.at(-1) === controller) close('escape')
  }

  function onPointerDown(event: PointerEvent) {
    // A press that starts in the panel and ends on the backdrop (selecting text) is not a backdrop click.
    pressStartedInside = event.target !== element
  }

  function onClick(event: MouseEvent) {
    const target = event.target
    if (!(target instanceof Element)) return
    const control = target.closest(`[${DIALOG_CLOSE_ATTRIBUTE}]`)
    if (control && control.closest('dialog') === element) {
      if (!closePending) close('close-control')
      return
    }
    if (target !== element) return
    const startedInside = pressStartedInside
    pressStartedInside = false
    if (closeOnBackdrop && backdropArmed && !startedInside) close('backdrop')
  }

  function onNativeClose() {
    if (state !== 'closed') finish('native')
  }

  function listen(add: boolean) {
    const method = add ? 'addEventListener' : 'removeEventListener'
    element[method]('keydown', onKeyDown as EventListener)
    element[method]('cancel', onCancel)
    element[method]('pointerdown', onPointerDown as EventListener)
    element[method]('click', onClick as EventListener)
    element[method]('close', onNativeClose)
  }

  function release() {
    for (const timer of timers) clearTimeout(timer)
    timers.length = 0
    listen(false)
    const index = stack.indexOf(controller)
    if (index >= 0) stack.splice(index, 1)
    if (holdsScroll) unlockScroll()
    if (element.open && typeof element.close === 'function') element.close()
    element.removeAttribute('open')
    element.removeAttribute('data-state')
    element.removeAttribute('data-close-pending')
  }

  function giveFocusBack() {
    if (returnFocus?.isConnected) returnFocus.focus({ preventScroll: true })
  }

  function finish(reason: CloseReason) {
    state = 'closed'
    // The native dialog closes first: while it is open the page is inert and focus() on the
    // opener would silently do nothing.
    release()
    if (removeOnClose) element.remove()
    giveFocusBack()
    onClosed?.(reason)
  }

  function close(reason: CloseReason = 'program') {
    if (state !== 'open') return
    state = 'closing'
    element.setAttribute('data-state', 'closing')
    const running = runningAnimations(element)
    if (running.length === 0) {
      finish(reason)
      return
    }
    let done = false
    const end = () => {
      if (done || state === 'closed') return
      done = true
      finish(reason)
    }
    void Promise.all(running.map((animation) => animation.finished.catch(() => undefined))).then(end)
    // A hidden tab may hold animations back: the dialog closes anyway once they should be over.
    // The margin is generous because an animation only starts on the next frame, and a busy phone
    // can take longer than a frame to get there: a short one cut the exit animation off midway.
    const longest = Math.max(...running.map((animation) => Number(animation.effect?.getComputedTiming().endTime) || 0))
    timers.push(setTimeout(end, longest + EXIT_FALLBACK_MARGIN_MS))
  }

  function destroy() {
    if (state === 'closed') return
    state = 'closed'
    const hadFocus = element.contains(document.activeElement) || document.activeElement === document.body
    release()
    if (removeOnClose) element.remove()
    if (hadFocus) giveFocusBack()
  }

  element.classList.add('ui-dialog')
  element.setAttribute('data-enter', enter)
  element.setAttribute('data-exit', exit)
  if (durationMs !== undefined) element.style.setProperty('--ui-dialog-duration', `${Math.max(0, durationMs)}ms`)
  element.setAttribute('data-state', 'open')
  const controls = closeControls(element)
  if (controls.length === 0) controls.push(addCloseControl(element))
  if (closePending) {
    element.setAttribute('data-close-pending', '')
    timers.push(
      setTimeout(() => {
        closePending = false
        element.removeAttribute('data-close-pending')
      }, closeControlDelayMs),
    )
  }
  if (!backdropArmed) timers.push(setTimeout(() => (backdropArmed = true), backdropGraceMs))

  listen(true)
  stack.push(controller)
  if (holdsScroll) lockScroll()
  if (typeof element.showModal === 'function') {
    if (!element.open) element.showModal()
  } else {
    element.setAttribute('open', '')
  }

  const focusTarget = settings.initialFocus ?? (closePending ? null : controls[0])
  if (focusTarget && element.contains(focusTarget)) {
    focusTarget.focus()
  } else {
    if (!element.hasAttribute('tabindex')) element.tabIndex = -1
    element.focus()
  }
  return controller
}

