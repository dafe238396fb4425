/**
 * The popups' front door for the page's behaviours (docs/decisions/042): the site shell fetches this
 * module only when the page holds a popup, and starts every popup the server rendered. Nothing of
 * the popups' code is on a page without one.
 */
import { neverAgain, startPopup } from './runtime'
import type { PopupConfig } from './settings'

/** The popups of the page, as closed dialogs the server rendered (server.tsx). */
export const POPUP_SELECTOR = 'dialog[data-popup]'

export function startPagePopups(): () => void {
  const stops = [...document.querySelectorAll<HTMLDialogElement>(POPUP_SELECTOR)].map((element) => {
    // A popup whose conditions fail stays closed and is marked: its markup is React's, not ours to remove.
    const gone = () => {
      element.hidden = true
      element.setAttribute('data-popup-gone', '')
    }
    let config: PopupConfig
    try {
      config = JSON.parse(element.dataset.popup ?? '') as PopupConfig
    } catch {
      gone()
      return () => {}
    }
    const never = element.querySelector<HTMLElement>('[data-popup-never]')
    const onNever = () => neverAgain(config.id)
    never?.addEventListener('click', onNever)
    const stop = startPopup(element, config, gone)
    return () => {
      never?.removeEventListener('click', onNever)
      stop()
    }
  })
  return () => {
    for (const stop of stops) stop()
  }
}
