/**
 * What a page holding a popup runs with the page (docs/decisions/078): the arming module (arm.ts,
 * 2.2 KB) no longer comes with the page, but when the server says a popup's moment nears or at the
 * visitor's first sign. Until it is here, this keeps what the visitor did that it must know of: when
 * the page started, the clicks, and the last plain click on a popup's open selector or on a link
 * that may ask for a popup (`popup:open` in its address), its default action kept from running and
 * given to the arming module, which opens the popup or gives the click back.
 * Kept small: every page carries it, with or without a popup.
 */
import { isPlainClick } from '../../lib/early-clicks'
import { onIntent } from '../../lib/on-intent'

/** The popups of the page, as closed dialogs the server rendered (server.tsx). */
export const POPUP_SELECTOR = 'dialog[data-popup]'
/** On each of the page's popups while their code is awaited (the browser tests wait for it before a sign). */
export const POPUP_WAITING_ATTRIBUTE = 'data-popup-waiting'
/** By the server, on a popup whose moment is a time: the ms after the page's start when the arming module is wanted (arming.ts). */
export const POPUP_ARM_ATTRIBUTE = 'data-popup-arm'
/** By the server, on a popup with an open selector: that selector, whose clicks wait for the arming module. */
export const POPUP_OPENER_ATTRIBUTE = 'data-popup-opener'
/** Set on <html> by the page behaviours once the visitor's first sign brought them (site-shell/behaviours/start.ts). */
export const BEHAVIOURS_READY = '[data-behaviours="ready"]'
/**
 * Links whose address may ask for a popup (lib/hash.ts's action formats, the name encoded or not).
 * Wider than they are: the arming module gives back a click that asks for no popup of the page.
 */
const ACTION_LINKS = 'a[href*=popup]'

/** What happened on the page before the arming module came. */
export type BeforeArming = {
  /** `performance.now()` when the page's scripts started this: a popup's delay counts from it. */
  pageStart: number
  /**
   * Whether a sign of the visitor brought the arming module: the popups' code is then wanted at
   * once, and inactivity counts from that sign.
   */
  signed: boolean
  /** Clicks on the page so far, the held one included. */
  clicks: number
  /** The last plain click that may ask for a popup, its default action kept from running. */
  held: MouseEvent | null
}

export type ArmPopups = (signs: readonly string[], load: undefined, doc: Document, before: BeforeArming) => () => void

/**
 * Watches the page's popups until their arming module comes: at once when the address holds a hash
 * (a `popup:open` action may be in it), the page was restored below its top, a popup's moment may
 * be now (the server's 0) or the visitor already gave a sign (the page behaviours are here); after
 * the smallest of the server's times; or at the visitor's first sign (`signs`, on the window). A
 * module that cannot come gives the held click back (its link does what it says) and is asked
 * again at the next sign. Returns what stops it all, before or after the module came.
 */
export function watchPagePopups(
  signs: readonly string[],
  // The arming module's loader here, in every page, rather than its code.
  load: () => Promise<{ armPagePopups: ArmPopups }> = () => import('./arm'),
  doc: Document = document,
): () => void {
  const dialogs = doc.querySelectorAll(POPUP_SELECTOR)
  if (!dialogs.length) return () => {}
  const win = doc.defaultView ?? window
  const before: BeforeArming = { pageStart: win.performance.now(), signed: false, clicks: 0, held: null }
  let armIn = Infinity
  let openers = ACTION_LINKS
  for (const dialog of dialogs) {
    dialog.setAttribute(POPUP_WAITING_ATTRIBUTE, '')
    armIn = Math.min(armIn, Number(dialog.getAttribute(POPUP_ARM_ATTRIBUTE) ?? Infinity))
    openers += `,${dialog.getAttribute(POPUP_OPENER_ATTRIBUTE) ?? ACTION_LINKS}`
  }
  const onClick = (event: Event) => {
    before.clicks++
    try {
      if (
        event instanceof MouseEvent &&
        event.target instanceof Element &&
        isPlainClick(event) &&
        event.target.closest(openers)
      ) {
        event.preventDefault()
        before.held = event
      }
    } catch {
      // An open selector staff mistyped: no click is held, the arming module's first sign is near.
    }
  }
  // Unheard here: it is the visitor's click, counted already, and this time its link does what it says.
  const giveBack = () => {
    const click = before.held
    before.held = null
    if (!(click?.target instanceof Element) || !click.target.isConnected) return
    doc.removeEventListener('click', onClick, true)
    click.target.dispatchEvent(new MouseEvent('click', click))
    doc.addEventListener('click', onClick, true)
  }
  // Heard on the way down, as the arming module does: before the page behaviours hold a link's click.
  doc.addEventListener('click', onClick, true)
  let stopped = false
  let stopArmed: (() => void) | null = null
  let timer: ReturnType<typeof setTimeout> | undefined
  /** Whether the next call comes from a sign (not the page's start, not the server's time). */
  let bySign = false
  const intent = onIntent(
    win,
    () => {
      clearTimeout(timer)
      before.signed ||= bySign
      bySign = true
      return load().then(
        ({ armPagePopups }) => {
          if (stopped) return
          doc.removeEventListener('click', onClick, true)
          stopArmed = armPagePopups(signs, undefined, doc, before)
        },
        (error: unknown) => {
          if (!stopped) giveBack()
          throw error
        },
      )
    },
    {
      now: armIn <= 0 || doc.documentElement.matches(BEHAVIOURS_READY) || win.location.hash.length > 1 || win.scrollY > 0,
      events: signs,
    },
  )
  bySign = true
  if (armIn < Infinity && !intent.asked())
    timer = setTimeout(() => {
      bySign = false
      intent.now()
    }, armIn)
  return () => {
    stopped = true
    clearTimeout(timer)
    intent.undo()
    doc.removeEventListener('click', onClick, true)
    for (const dialog of dialogs) dialog.removeAttribute(POPUP_WAITING_ATTRIBUTE)
    stopArmed?.()
  }
}
