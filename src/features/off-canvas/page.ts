/**
 * The side panels' front door for the page's behaviours (docs/decisions/044): the site shell fetches
 * this module only when the page holds a panel, and starts every panel the server rendered. Nothing
 * of the panels' code is on a page without one.
 */
import { PANEL_SELECTOR } from './constants'
import { startPanels } from './runtime'

export function startPagePanels(): () => void {
  return startPanels([...document.querySelectorAll<HTMLDialogElement>(PANEL_SELECTOR)])
}
