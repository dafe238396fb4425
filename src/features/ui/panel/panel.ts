/**
 * The side panel (off-canvas) of the dialog layer, docs/decisions/037: a dialog whose panel
 * (`data-dialog-panel`) runs the full height of one side, slides in from that side and back out.
 * Everything else (focus, Escape, backdrop, scroll, inert page, removal) is the dialog controller's.
 */
import { openDialog, type DialogController, type DialogSettings } from '../dialog/controller'

export type PanelSide = 'left' | 'right'

export type PanelSettings = Omit<DialogSettings, 'enter' | 'exit'> & {
  side: PanelSide
  /** A length (`22rem`, `360px`, `90vw`, `40%`); default min(24rem, 90vw), never wider than the screen. */
  width?: string
}

/** Only a plain length reaches the style: the width may come from the back office. */
const LENGTH = /^\d{1,4}(?:\.\d{1,2})?(?:px|rem|em|vw|%)$/

export function openPanel(element: HTMLDialogElement, { side, width, ...settings }: PanelSettings): DialogController {
  element.classList.add('ui-panel')
  element.setAttribute('data-panel-side', side)
  if (width && LENGTH.test(width.trim())) element.style.setProperty('--ui-panel-width', width.trim())
  const motion = side === 'left' ? 'slide-from-left' : 'slide-from-right'
  return openDialog(element, { ...settings, enter: motion, exit: motion })
}
