/**
 * When a page's popups want their code (docs/decisions/074). The page behaviours fetch this small
 * module on a page that holds a popup when one of them nears or at the visitor's first sign
 * (early.ts, docs/decisions/078), with what the visitor did meanwhile; the popups' own code
 * (conditions, counters, triggers: page.ts and runtime.ts) comes only when one of them can open:
 * - at once when the page's address holds a hash (a `popup:open` action may be in it), or a popup's
 *   moment may already be here: a delay or an inactivity shorter than POPUP_CODE_LEAD_MS, an
 *   element to reach that is already on screen, a page restored below its first screen;
 * - POPUP_CODE_LEAD_MS before the earliest delay or inactivity of the page's popups;
 * - at the visitor's first sign (a pointer, a finger, the keyboard, a scroll): what every other
 *   trigger (scroll, clicks, exit intent, the open selector, a link's action) follows from.
 * The page view is counted when that code starts. Until then, this module keeps what the visitor
 * did that a trigger would have heard: the clicks (the nth-click trigger counts them) and a click
 * on a popup's open selector or on a `popup:open` link (its default action kept from running, the
 * popup opened once its code is here and its conditions pass; the click given back when none of
 * the popups it asked for opens). A code that cannot come is asked again at the next sign; a
 * visitor who asked for a popup is told once, with « Réessayer ».
 */
import { isPlainClick } from '../../lib/early-clicks'
import { parseActionHash, sameDocumentHash } from '../../lib/hash'
import { onIntent } from '../../lib/on-intent'
import { failureType, loadChunk, showChunkFailure } from '../ui/lazy'
import type { PopupConfig } from './settings'
import { BEHAVIOURS_READY, POPUP_SELECTOR, POPUP_WAITING_ATTRIBUTE, type BeforeArming } from './early'
import { findTarget, onScreen } from './triggers/on-screen'

export { POPUP_SELECTOR }

/**
 * A popup whose moment is a time (a delay after the page, a spell of inactivity) has its code asked
 * for this long before it: longer than a chunk of a few kilobytes takes over a poor mobile link
 * (docs/decisions/074). Here rather than in constants.ts, whose every value would come with this
 * module on every page that holds a popup.
 */
export const POPUP_CODE_LEAD_MS = 2_000

/** What happened on the page before the popups' code came, for their triggers. */
export type EarlyVisit = {
  /** `performance.now()` when the page's scripts came (early.ts): a delay counts from it, not from the code's coming. */
  pageStart: number
  /** `performance.now()` at the visitor's last sign (the arming if none): inactivity counts from it. */
  quietSince: number
  /** Clicks on the page so far. */
  clicks: number
  /** Popups the visitor asked for (an open selector or a `popup:open` link clicked, the address's `popup:open`): opened once their conditions pass. */
  asked: Set<string>
  /**
   * The popups' code says, of each popup asked for, whether it opens. When none does (their
   * conditions failed, another popup is shown), the held click is given back: its link does what it says.
   */
  answer: (id: string, opened: boolean) => void
}

/** When the popups' code is wanted: now, in so many ms, or at the visitor's first sign. */
export type CodeMoment = { now: true } | { now: false; inMs: number | null }

/** A popup's settings as the server wrote them, or null when they cannot be read (its code then says so). */
export function readConfig(element: HTMLElement): PopupConfig | null {
  try {
    return JSON.parse(element.dataset.popup ?? '') as PopupConfig
  } catch {
    return null
  }
}

/**
 * When the given popups' code is wanted, on a page scrolled to `scrollY`, whose visitor has given a
 * sign already (`signed`: the page behaviours it brought are here, or it brought this module) or
 * not, `elapsed` ms after the page's start. Pure but for the look at the screen.
 */
export function codeMoment(
  configs: (PopupConfig | null)[],
  {
    hash,
    scrollY,
    signed,
    doc,
    elapsed = 0,
  }: { hash: string; scrollY: number; signed: boolean; doc: Document; elapsed?: number },
): CodeMoment {
  if (hash.length > 1 || signed) return { now: true }
  let inMs: number | null = null
  const before = (ms: number) => {
    const wait = ms - POPUP_CODE_LEAD_MS - elapsed
    inMs = inMs === null ? wait : Math.min(inMs, wait)
  }
  for (const config of configs) {
    // Settings that cannot be read: the popup's code marks it out of play.
    if (!config) return { now: true }
    const { load, inactivity, scroll, scrollToElement } = config.triggers
    if (load) before(Math.max(0, load.delay) * 1000)
    if (inactivity) before(Math.max(1, inactivity.seconds) * 1000)
    if (scroll?.direction === 'down' && scrollY > 0) return { now: true }
    const target = scrollToElement && findTarget(scrollToElement.selector, doc)
    if (target && onScreen(target, doc.defaultView ?? window)) return { now: true }
  }
  return inMs !== null && inMs <= 0 ? { now: true } : { now: false, inMs }
}

/**
 * The popups a click on `target` asks for: those whose open selector it is in, and the one a link to
 * this page names in its `popup:open` hash (a selector staff mistyped matches nothing). Each popup
 * hears its own trigger: two on the same selector are both asked, their conditions decide.
 */
function askedBy(target: Element, event: MouseEvent, configs: (PopupConfig | null)[]): string[] {
  const link = target.closest('a[href]')
  // A link action answers a plain click only (install.ts): a new tab stays the browser's.
  const hash = link instanceof HTMLAnchorElement && isPlainClick(event) ? sameDocumentHash(link) : null
  const named = popupNamed(hash)
  return configs.flatMap((config) => {
    if (!config) return []
    if (config.id === named) return [config.id]
    const selector = config.triggers.openSelector?.selector
    try {
      return selector && target.closest(selector) ? [config.id] : []
    } catch {
      // Not a selector: never matches.
      return []
    }
  })
}

/** The popup a `popup:open` action hash names, if it is one. */
function popupNamed(hash: string | null): string | null {
  const action = hash ? parseActionHash(hash) : null
  return action?.name === 'popup:open' ? String(action.settings.id ?? '') : null
}

export type StartPopups = (early: EarlyVisit) => () => void

/** A click kept from doing what it says, and how to give it again. */
type HeldClick = { target: Element; init: MouseEventInit }

/** Gives a held click again: its link does what it says. */
function giveBack({ target, init }: HeldClick): void {
  if (target.isConnected) target.dispatchEvent(new MouseEvent('click', init))
}

/** The popups' code (its loader here rather than with the page: every byte of the page's first file counts). */
const popupsCode = (): Promise<StartPopups> => import('./page').then(({ startPagePopups }) => startPagePopups)

/**
 * Arms the page's popups: `load` fetches their code and starts them with what the visitor did
 * meanwhile. `signs` are the events on the window that tell the visitor is about to use the page
 * (the page behaviours' own, decision 073).
 * Returns what stops them, before or after their code came.
 */
export function armPagePopups(
  signs: readonly string[],
  load: () => Promise<StartPopups> = popupsCode,
  doc: Document = document,
  before: BeforeArming = { pageStart: performance.now(), signed: false, clicks: 0, held: null },
): () => void {
  const win = doc.defaultView ?? window
  const dialogs = [...doc.querySelectorAll<HTMLDialogElement>(POPUP_SELECTOR)]
  if (!dialogs.length) return () => {}
  const configs = dialogs.map(readConfig)
  /** The last click held for a popup, given back when none of the popups asked for opens. */
  let held: HeldClick | null = null
  let opened = false
  const early: EarlyVisit = {
    pageStart: before.pageStart,
    // A sign brought this module a moment ago: inactivity counts from it.
    quietSince: before.signed ? win.performance.now() : before.pageStart,
    clicks: before.clicks,
    asked: new Set(),
    answer: (id, opens) => {
      if (!early.asked.delete(id)) return
      opened ||= opens
      const click = held
      if (early.asked.size || opened || !click) return
      held = null
      giveBack(click)
    },
  }
  // The address's own `popup:open` (install.ts runs it too, but the popups' code may come after).
  const inAddress = popupNamed(win.location.hash)
  if (inAddress && configs.some((config) => config?.id === inAddress)) early.asked.add(inAddress)
  let stopped = false
  let stopPopups: (() => void) | null = null
  let failure: HTMLElement | null = null
  let timer: ReturnType<typeof setTimeout> | undefined

  /** Holds a click that asks for popups; says whether it did. */
  const hold = (event: MouseEvent, target: Element): boolean => {
    const ids = askedBy(target, event, configs)
    if (!ids.length) return false
    // As the open-selector trigger and the link action do: the link is not followed, the popup opens instead.
    event.preventDefault()
    for (const id of ids) early.asked.add(id)
    const { button, ctrlKey, metaKey, shiftKey, altKey } = event
    held = { target, init: { bubbles: true, cancelable: true, button, ctrlKey, metaKey, shiftKey, altKey } }
    // A click is a sign; after a failed try, this one asks again at once.
    if (!intent.asked()) intent.now()
    return true
  }
  const onClick = (event: Event) => {
    early.clicks++
    if (event instanceof MouseEvent && event.target instanceof Element) hold(event, event.target)
  }
  const onSign = () => {
    early.quietSince = win.performance.now()
  }
  // Heard on the way down, as the triggers do: before the page behaviours hold a link's click.
  doc.addEventListener('click', onClick, true)
  for (const type of signs) win.addEventListener(type, onSign, { passive: true, capture: true })
  for (const dialog of dialogs) dialog.setAttribute(POPUP_WAITING_ATTRIBUTE, '')
  const stopListening = () => {
    for (const dialog of dialogs) dialog.removeAttribute(POPUP_WAITING_ATTRIBUTE)
    clearTimeout(timer)
    doc.removeEventListener('click', onClick, true)
    for (const type of signs) win.removeEventListener(type, onSign, { capture: true })
  }

  const intent = onIntent(
    win,
    () =>
      loadChunk(load).then(
        (start) => {
          if (stopped) return
          stopListening()
          intent.undo()
          failure?.remove()
          stopPopups = start(early)
        },
        (error: unknown) => {
          // A popup the visitor asked for is told, once: « Réessayer » asks for it again. Forgotten
          // otherwise, so that a later sign bringing the code opens nothing unasked; the others
          // wait for the next sign.
          if (!stopped && early.asked.size) {
            const asked = [...early.asked]
            early.asked.clear()
            held = null
            failure = showChunkFailure({
              type: failureType(error),
              focus: true,
              retry: () => {
                for (const id of asked) early.asked.add(id)
                intent.now()
              },
            })
          }
          throw error
        },
      ),
    { events: signs },
  )
  // A sign brought this module, or came before it: the behaviours it fetched say so.
  const signed = before.signed || doc.documentElement.matches(BEHAVIOURS_READY)
  const elapsed = win.performance.now() - before.pageStart
  const moment = codeMoment(configs, { hash: win.location.hash, scrollY: win.scrollY, signed, doc, elapsed })
  if (moment.now) intent.now()
  else if (moment.inMs !== null) timer = setTimeout(() => intent.now(), moment.inMs)
  // The click held before this module came (early.ts): a popup it asks for opens, or it is given back.
  const first = before.held
  if (first?.target instanceof Element && !hold(first, first.target)) {
    // Counted already (early.ts): the listener above hears it again as it is given back.
    early.clicks--
    giveBack({ target: first.target, init: first })
  }

  return () => {
    stopped = true
    stopListening()
    intent.undo()
    stopPopups?.()
  }
}
