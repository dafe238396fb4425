/**
 * The side panels' code on their first use (docs/decisions/044), armed by the page behaviours
 * (site-shell/behaviours/install.ts, fetched at the visitor's first sign, docs/decisions/073): a
 * page that holds a panel listens, in the capture phase, for a click on a
 * header control of a panel that is on the page, or on a link naming an `off_canvas` action. That
 * click fetches the panels' code (page.ts) and is played again once it is here, so the code costs
 * nothing to a visitor who never opens a panel. A page opened with such an action in its address
 * fetches it at once.
 */
import { runActionHash } from '../link-actions'
import { failureType, hideChunkFailure, loadChunk, showChunkFailure } from '../ui/lazy'
import { PANEL_SELECTOR, TOGGLE_ATTRIBUTE } from './constants'

const USE = `[${TOGGLE_ATTRIBUTE}],a[href*="off_canvas"]`

export function armPanels(): () => void {
  if (!document.querySelector(PANEL_SELECTOR)) return () => {}
  let stop: (() => void) | null = null
  let cancelled = false
  let loading: Promise<void> | null = null
  const load = () =>
    (loading ??= loadChunk(() => import('./page')).then(
      ({ startPagePanels }) => {
        document.removeEventListener('click', onClick, true)
        if (!cancelled) stop = startPagePanels()
      },
      (error: unknown) => {
        // Forgotten, so the next click (or « Réessayer ») fetches again.
        loading = null
        throw error
      },
    ))
  let pending: HTMLElement | null = null

  function onClick(event: MouseEvent) {
    const use = event.target instanceof Element ? event.target.closest<HTMLElement>(USE) : null
    if (!use || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    const key = use.getAttribute(TOGGLE_ATTRIBUTE)
    // A control of a panel that is not on this page stays a link to its page.
    if (key !== null && !document.getElementById(`panneau-${key}`)) return
    event.preventDefault()
    event.stopPropagation()
    pending = use
    open()
  }

  function open() {
    hideChunkFailure()
    load().then(
      () => pending?.click(),
      (error: unknown) => {
        console.error('Panneau latéral non chargé', error)
        // A header control is a link to the page holding the panel's content: it leads there.
        // Anything else gets the shared French message with « Réessayer » (docs/decisions/041).
        if (pending instanceof HTMLAnchorElement && pending.hasAttribute(TOGGLE_ATTRIBUTE)) location.assign(pending.href)
        else showChunkFailure({ type: failureType(error), focus: true, retry: open })
      },
    )
  }

  document.addEventListener('click', onClick, true)
  if (location.hash.includes('off_canvas')) void load().then(() => runActionHash(location.hash, { trigger: null, event: null }), () => {})
  return () => {
    cancelled = true
    document.removeEventListener('click', onClick, true)
    stop?.()
  }
}
