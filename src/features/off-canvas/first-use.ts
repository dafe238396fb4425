/**
 * The side panels' code on their first use (docs/decisions/044), the one part of the feature in every
 * page's first load: a page that holds a panel listens, in the capture phase, for a click on a
 * header control of a panel that is on the page, or on a link naming an `off_canvas` action. That
 * click fetches the panels' code (page.ts) and is played again once it is here, so the code costs
 * nothing to a visitor who never opens a panel. A page opened with such an action in its address
 * fetches it at once.
 */
import { runActionHash } from '../link-actions'
import { PANEL_SELECTOR, TOGGLE_ATTRIBUTE } from './constants'

const USE = `[${TOGGLE_ATTRIBUTE}],a[href*="off_canvas"]`

export function armPanels(): () => void {
  if (!document.querySelector(PANEL_SELECTOR)) return () => {}
  let stop: (() => void) | null = null
  let cancelled = false
  let loading: Promise<void> | null = null
  const load = () =>
    (loading ??= import('./page').then(({ startPagePanels }) => {
      document.removeEventListener('click', onClick, true)
      if (!cancelled) stop = startPagePanels()
    }))
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
    load().then(
      () => pending?.click(),
      // The code could not be fetched (offline, a new deploy): a control leads to its page.
      () => pending instanceof HTMLAnchorElement && key !== null && location.assign(pending.href),
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
