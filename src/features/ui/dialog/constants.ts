/** The dialog layer's markup contract (docs/decisions/037). */

/** Marks every control inside a dialog that closes it; the controller wires them and delays them. */
export const DIALOG_CLOSE_ATTRIBUTE = 'data-dialog-close'
/** Marks the dialog's visible box (a direct child): the enter and exit animations move it. */
export const DIALOG_PANEL_ATTRIBUTE = 'data-dialog-panel'
/** Set on <html> while a dialog holds the page's scroll; `--ui-scrollbar-gap` holds the width given back. */
export const SCROLL_LOCK_ATTRIBUTE = 'data-scroll-locked'
export const SCROLLBAR_GAP_PROPERTY = '--ui-scrollbar-gap'
/**
 * How long past its exit animation's end a closing dialog waits before it closes anyway (a hidden
 * tab holds animations back). Normally the animation's own end closes it, well before.
 */
export const EXIT_FALLBACK_MARGIN_MS = 1000
