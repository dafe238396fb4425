/**
 * The popups of one page, in the browser (docs/decisions/042). Fetched through page.ts when one of
 * the page's popups can open (arm.ts, docs/decisions/074). For each popup: the visit is
 * judged by the pure conditions (conditions/), the triggers (triggers/) are attached, the first one
 * to fire opens the `<dialog>` through the shared layer (ui/dialog), and the counters (counters.ts)
 * are kept in the visitor's storage. Registers the `popup:open` and `popup:close` link actions while
 * a popup is on the page.
 */
import { registerLinkAction } from '../link-actions'
import type { EarlyVisit } from './arm'
import type { DialogController, DialogSettings } from '../ui/dialog'
import { failureType, lazyChunk, showChunkFailure } from '../ui/lazy'
import { conditionsPass, type VisitContext } from './conditions'
import { POPUP_FOCUS_DELAY_MS, SESSION_STORAGE_KEY, STORAGE_KEY } from './constants'
import { disablePopup, readCounts, recordPageView, recordShow, type VisitorCounts } from './counters'
import { browserFor, deviceFor } from './conditions/visitor'
import type { PopupConfig } from './settings'
import { attachTriggers } from './triggers'

/** The site's storage may be refused (private modes, a full quota): the popups then run on fresh counts. */
function readStore(store: 'local' | 'session'): string | null {
  try {
    return (store === 'local' ? window.localStorage : window.sessionStorage).getItem(store === 'local' ? STORAGE_KEY : SESSION_STORAGE_KEY)
  } catch {
    return null
  }
}
function writeStore(store: 'local' | 'session', counts: VisitorCounts): void {
  try {
    ;(store === 'local' ? window.localStorage : window.sessionStorage).setItem(store === 'local' ? STORAGE_KEY : SESSION_STORAGE_KEY, JSON.stringify(counts))
  } catch {
    // Refused or full: this visitor's counts are not kept, the page goes on.
  }
}

/** Who is signed in, asked only when a popup depends on it and the session hint says someone may be. */
async function signedInUser(): Promise<VisitContext['user']> {
  if (!/(?:^|;\s*)vitrine-session=/.test(document.cookie)) return { loggedIn: false }
  try {
    const response = await fetch('/api/users/me', { credentials: 'same-origin', headers: { Accept: 'application/json' } })
    const body: unknown = response.ok ? await response.json() : null
    const user = body && typeof body === 'object' ? (body as { user?: unknown }).user : null
    if (!user || typeof user !== 'object') return { loggedIn: false }
    const record = user as { role?: unknown; roles?: unknown }
    const roles = (Array.isArray(record.roles) ? record.roles : [record.role]).filter((r): r is string => typeof r === 'string')
    return { loggedIn: true, roles }
  } catch {
    // Offline: judged as anonymous, as the cached page was.
    return { loggedIn: false }
  }
}

/**
 * The dialog layer, fetched when a popup first opens: most visits never see one open (its triggers
 * wait for a delay, a scroll, a click), and its code would otherwise come with every page that holds
 * a popup (docs/decisions/042, « Later »).
 */
const dialogLayer = lazyChunk(() => import('../ui/dialog/controller'))

/** Popups shown during this page view (avoid multiple popups). */
const shown = new Set<string>()

let visit: { href: string; context: Promise<VisitContext>; withUser: boolean } | null = null

/** The visit, gathered once per page view (which is counted then), with the signed-in user when asked. */
function visitContext(withUser: boolean): Promise<VisitContext> {
  if (visit && visit.href === location.href && (visit.withUser || !withUser)) return visit.context
  const counted = visit?.href === location.href
  if (!counted) shown.clear()
  const context = (async (): Promise<VisitContext> => {
    const now = Date.now()
    let counts = readCounts(readStore('local'), now)
    const sessionCounts = readCounts(readStore('session'), now)
    if (!counted) {
      // A new session when this tab's store holds no mark yet (spec §3 storage: pageViews, sessions).
      counts = recordPageView(counts, { newSession: readStore('session') === null })
      writeStore('local', counts)
      writeStore('session', sessionCounts)
    }
    return {
      now,
      host: location.host,
      referrer: document.referrer,
      user: withUser ? await signedInUser() : { loggedIn: false },
      device: deviceFor(window.innerWidth),
      browser: browserFor(navigator.userAgent),
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      counts,
      sessionCounts,
    }
  })()
  visit = { href: location.href, context, withUser }
  return context
}

/** `open(asked)`: asked by the visitor's link action, which is told when the popup's code cannot come. */
type Handle = { open: (asked?: boolean) => boolean; close: (neverAgain: boolean) => void; isOpen: () => boolean }
/** The popups on this page, by id, for the link actions. */
const onPage = new Map<string, Handle>()
let removeActions: (() => void) | null = null

const yes = (value: unknown) => value === true || value === 'yes' || value === 'true'

function registerActions(): void {
  if (removeActions) return
  const offOpen = registerLinkAction('popup:open', (settings) => {
    const handle = onPage.get(String(settings.id ?? ''))
    if (!handle) return console.warn(`Fenêtre ${String(settings.id ?? '')} absente de cette page.`)
    // The old site's `toggle`: a second click on the same link closes it.
    if (yes(settings.toggle) && handle.isOpen()) handle.close(false)
    else handle.open(true)
  })
  const offClose = registerLinkAction('popup:close', (settings, { trigger }) => {
    const inside = trigger?.closest<HTMLElement>('dialog[data-popup-id]')?.dataset.popupId
    const id = inside ?? (settings.id !== undefined ? String(settings.id) : [...onPage.keys()].find((key) => onPage.get(key)?.isOpen()))
    if (id) onPage.get(id)?.close(yes(settings.do_not_show_again))
  })
  removeActions = () => {
    offOpen()
    offClose()
  }
}

/** The first control a keyboard user would want in the popup (a form's first field), if any. */
function firstControl(element: HTMLElement): HTMLElement | null {
  const candidates = element.querySelectorAll<HTMLElement>('[data-popup-content] :is(input:not([type=hidden]), select, textarea, button, a[href], [tabindex]:not([tabindex="-1"]))')
  return [...candidates].find((c) => !c.hasAttribute('disabled') && c.getClientRects().length > 0) ?? null
}

/**
 * Starts one popup: `gone` is called when the visit’s conditions fail (the popup then stays closed and
 * nothing more). `early` is what the visitor did before this code came (arm.ts): its triggers count
 * from then, and a popup the visitor asked for (its open selector or a `popup:open` link clicked)
 * opens once its conditions pass.
 * Returns what stops it (triggers, timers, an open dialog).
 */
export function startPopup(element: HTMLDialogElement, config: PopupConfig, gone: () => void, early: EarlyVisit): () => void {
  const { id } = config
  let stopped = false
  let stopTriggers: (() => void) | null = null
  let controller: DialogController | null = null
  const timers: number[] = []

  const persistShow = () => {
    const now = Date.now()
    const period = config.conditions.times?.period ?? 'none'
    writeStore('local', recordShow(readCounts(readStore('local'), now), id, period, now))
    if (period === 'session') writeStore('session', recordShow(readCounts(readStore('session'), now), id, period, now))
  }

  /** The dialog's code is on its way: a second trigger meanwhile opens nothing more. */
  let opening = false
  /** Another popup is shown in this page view and this one must not join it. */
  const crowded = () => config.avoidMultiple && [...shown].some((other) => other !== id)
  const show = (openDialog: (element: HTMLDialogElement, settings: DialogSettings) => DialogController) => {
    controller = openDialog(element, {
      ...config.dialog,
      onClosed: () => {
        for (const timer of timers.splice(0)) window.clearTimeout(timer)
      },
    })
    shown.add(id)
    persistShow()
    const placed = document.activeElement
    if (config.a11yNavigation) {
      // Spec §9: focus moves into a popup after 250 ms; the controller has put it on the close control.
      timers.push(window.setTimeout(() => {
        if (controller?.state === 'open' && document.activeElement === placed) firstControl(element)?.focus()
      }, POPUP_FOCUS_DELAY_MS))
    }
    if (config.closeAfterMs) timers.push(window.setTimeout(() => controller?.close('program'), config.closeAfterMs))
  }

  const handle: Handle = {
    isOpen: () => controller?.state === 'open',
    // Whether it shows: already opening or open, or opening now; not once stopped or while another popup is shown.
    open: (asked = false) => {
      if (stopped) return false
      if (opening || (controller && controller.state !== 'closed')) return true
      if (crowded()) return false
      stopTriggers?.()
      opening = true
      dialogLayer().then(
        ({ openDialog }) => {
          opening = false
          // Another popup may have opened while this one's code came.
          if (!stopped && !crowded()) show(openDialog)
        },
        (error: unknown) => {
          opening = false
          // A popup that opens on its own simply does not show; a link the visitor pressed says why.
          if (asked && !stopped) showChunkFailure({ type: failureType(error), focus: true, retry: () => handle.open(true) })
        },
      )
      return true
    },
    close: (neverAgain) => {
      if (neverAgain) writeStore('local', disablePopup(readCounts(readStore('local'), Date.now()), id))
      controller?.close(neverAgain ? 'close-control' : 'program')
    },
  }

  void visitContext(config.conditions.loggedIn !== undefined).then((context) => {
    if (stopped) return
    if (!conditionsPass(config.conditions, context, id)) {
      early.answer(id, false)
      return gone()
    }
    onPage.set(id, handle)
    registerActions()
    stopTriggers = attachTriggers(config.triggers, { window, document, pageStart: early.pageStart, quietSince: early.quietSince, clicksBefore: early.clicks }, () => handle.open())
    // Listening: what a trigger does from now on opens the popup (the browser tests wait for it).
    element.setAttribute('data-popup-armed', '')
    if (early.asked.has(id)) early.answer(id, handle.open(true))
  })

  return () => {
    stopped = true
    stopTriggers?.()
    for (const timer of timers.splice(0)) window.clearTimeout(timer)
    controller?.destroy()
    if (onPage.get(id) === handle) onPage.delete(id)
    if (onPage.size === 0) {
      removeActions?.()
      removeActions = null
    }
  }
}

/** « Ne plus afficher »: kept for good, then the popup closes. */
export function neverAgain(id: string): void {
  onPage.get(id)?.close(true)
}
