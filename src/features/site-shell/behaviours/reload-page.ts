import { isActionHashLike } from '../../../lib/hash'
import { registerLinkAction } from '../../link-actions'

/** The `reload-page` link action (docs/product.md, Shell), the site shell's own; returns what removes it. */
export function registerReloadPage(): () => void {
  return registerLinkAction('reload-page', () => {
    // Run from the page hash (on load, or typed in the address bar), the marker must go first:
    // the reloaded page would find it in its hash and reload again, forever.
    if (isActionHashLike(window.location.hash)) {
      history.replaceState(history.state, '', window.location.pathname + window.location.search)
    }
    window.location.reload()
  })
}
