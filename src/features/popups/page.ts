/**
 * The popups' front door for the page's behaviours (docs/decisions/042, 074): fetched when one of
 * the page's popups can open (arm.ts), it starts every popup the server rendered with what the
 * visitor did before it came. Nothing of the popups' code is on a page without one.
 */
import { POPUP_SELECTOR, readConfig, type EarlyVisit } from './arm'
import { neverAgain, startPopup } from './runtime'

export function startPagePopups(early: EarlyVisit): () => void {
  const stops = [...document.querySelectorAll<HTMLDialogElement>(POPUP_SELECTOR)].map((element) => {
    // A popup whose conditions fail stays closed and is marked: its markup is React's, not ours to remove.
    const gone = () => {
      element.hidden = true
      element.setAttribute('data-popup-gone', '')
    }
    const config = readConfig(element)
    if (!config) {
      gone()
      return () => {}
    }
    const never = element.querySelector<HTMLElement>('[data-popup-never]')
    const onNever = () => neverAgain(config.id)
    never?.addEventListener('click', onNever)
    const stop = startPopup(element, config, gone, early)
    return () => {
      never?.removeEventListener('click', onNever)
      stop()
    }
  })
  return () => {
    for (const stop of stops) stop()
  }
}
