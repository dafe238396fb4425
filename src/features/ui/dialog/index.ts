/** The dialog layer's front door (docs/decisions/037). Its styles are dialog.css, loaded by the site layout. */
export { openDialog, type CloseReason, type DialogAnimation, type DialogController, type DialogSettings, type DialogState } from './controller'
export { useDialog, type UseDialog, type UseDialogOptions } from './use-dialog'
export { DIALOG_CLOSE_ATTRIBUTE, DIALOG_PANEL_ATTRIBUTE } from './constants'
