/**
 * Installs the page behaviours that answer the visitor and returns one cleanup function. Fetched at
 * the visitor's first sign (start.ts, docs/decisions/073); kept out of the React island so it can be
 * tested with plain DOM events.
 */
import { openLightboxLink, registerLightboxAction } from '../../lightbox'
import { armPanels } from '../../off-canvas/first-use'
import { runActionHash } from '../../link-actions'
import { sameDocumentHash } from '../../../lib/hash'
import { afterBrowserJump, handleAnchorClick, isPlainPrimaryClick, scrollToInitialHash, scrollToThemeTemplate } from './anchors'
import * as headerControls from './header'
import { armHeaderControls } from './header-intent'
import { syncColourSwitches } from '../../palette/switch'
import { routedHref, type PageRouter } from './navigation'
import { registerReloadPage } from './reload-page'
import { installScrollTop } from './scroll-top'
import { inFrame } from './start'

/** What follows a client-side navigation (PageBehaviours.client.tsx), from this same file. */
export { afterBrowserJump, scrollToInitialHash }
export { markCurrentLinks } from './current-page'

let disarmPanels: (() => void) | null = null
/**
 * The side panels' first use (features/off-canvas, docs/decisions/044) for the page shown: armed
 * with these behaviours, and again after each client-side navigation, as each page holds its own.
 * A click on a panel's control before this code came was held (start.ts) and is given again after.
 */
export function armPagePanels(): void {
  disarmPanels?.()
  disarmPanels = armPanels()
}

export type PageBehaviourOptions = {
  imageLightbox: boolean
  particlesScriptUrl: string | null
  /** The router that follows links to the site's pages without a reload (navigation.ts); none: the browser follows them. */
  router?: PageRouter | null
}

export function installPageBehaviours({ imageLightbox, router = null }: PageBehaviourOptions): () => void {
  armPagePanels()
  const unregister = [
    // The header's controls (decision 071) come in this same file: a press made before it came, kept
    // by the inline script after the header, is given again without a second fetch. Handed over a
    // task later: a press made once this file is here asks for them from within its own click, and
    // a click given again inside that one (on the same button) would be ignored by the browser.
    armHeaderControls(document, () => new Promise<typeof headerControls>((resolve) => setTimeout(resolve, 0, headerControls))),
    // The colour switch's state, set by the inline script after the header, kept in step from here on.
    syncColourSwitches(),
    // The link actions of the page's own features; popups and side panels register theirs as they load.
    registerLightboxAction(),
    registerReloadPage(),
    // The scroll-to-top button follows the scrolling from here on, from where the page already is.
    installScrollTop(),
    () => {
      disarmPanels?.()
      disarmPanels = null
    },
  ]
  const clickedLink = (event: MouseEvent) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null
    return link instanceof HTMLAnchorElement ? link : null
  }
  const onClick = (event: MouseEvent) => {
    const link = clickedLink(event)
    if (!link) return
    // First: a link that opens in the lightbox decides itself which clicks open it (midClick).
    if (openLightboxLink(event, link, imageLightbox) || !isPlainPrimaryClick(event)) return
    const hash = sameDocumentHash(link)
    if (hash && runActionHash(hash, { trigger: link, event })) {
      event.preventDefault()
      return
    }
    if (handleAnchorClick(event, link) || !router) return
    const href = routedHref(link)
    if (!href) return
    event.preventDefault()
    router.push(href)
  }
  // A middle-click fires no click, only auxclick: the lightbox takes it when the link allows midClick.
  const onAuxClick = (event: MouseEvent) => {
    const link = clickedLink(event)
    if (link && event.button === 1) openLightboxLink(event, link, imageLightbox)
  }
  const onHashChange = () => {
    runActionHash(window.location.hash, { trigger: null, event: null })
  }
  document.addEventListener('click', onClick)
  document.addEventListener('auxclick', onAuxClick)
  window.addEventListener('hashchange', onHashChange)

  // A page opened with a hash: an action runs, an anchor is re-aligned under the sticky header.
  // The behaviours can start while the page is still streaming in, so the action waits for the
  // document (a slideshow needs its links) and the scrolling for the browser's own last jump.
  let cancelAlign = () => {}
  const fromAddress = () => {
    const ranAction = runActionHash(window.location.hash, { trigger: null, event: null })
    cancelAlign = afterBrowserJump(() => {
      if (!ranAction) scrollToInitialHash()
      scrollToThemeTemplate()
    })
  }
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', fromAddress, { once: true })
  else fromAddress()

  // The template preview (features/preview) listens only in a frame, and only then is its code fetched.
  let stopPreview: (() => void) | null = null
  let stopped = false
  if (inFrame()) {
    import('../../preview/frame')
      .then(({ startPreviewFrame }) => {
        if (!stopped) stopPreview = startPreviewFrame()
      })
      .catch(() => {})
  }

  return () => {
    stopped = true
    stopPreview?.()
    document.removeEventListener('DOMContentLoaded', fromAddress)
    cancelAlign()
    document.removeEventListener('click', onClick)
    document.removeEventListener('auxclick', onAuxClick)
    window.removeEventListener('hashchange', onHashChange)
    for (const remove of unregister) remove()
  }
}
