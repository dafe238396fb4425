/**
 * Installs every document-level page behaviour and returns one cleanup function. Kept out of the
 * React island so it can be tested with plain DOM events.
 */
import { openLightboxLink, registerLightboxAction } from '../../lightbox'
import { runActionHash } from '../../link-actions'
import { afterBrowserJump, handleAnchorClick, isPlainPrimaryClick, scrollToInitialHash, scrollToThemeTemplate } from './anchors'
import { syncColourSwitches } from '../../palette/switch'
import { armHeaderControls } from './header-intent'
import { installLazyBackgrounds, type Installed } from './lazy-backgrounds'
import { routedHref, type PageRouter } from './navigation'
import { installParticles } from './particles'
import { registerReloadPage } from './reload-page'
import { installReveal } from './reveal'
import { installScrollTop } from './scroll-top'

export type PageBehaviourOptions = {
  imageLightbox: boolean
  particlesScriptUrl: string | null
  /** The router that follows links to the site's pages without a reload (navigation.ts); none: the browser follows them. */
  router?: PageRouter | null
}

/** The hash of a link that points into the current document, else null. */
function sameDocumentHash(link: HTMLAnchorElement): string | null {
  const href = link.getAttribute('href') ?? ''
  if (href.startsWith('#') || href.toLowerCase().startsWith('%23')) return href
  try {
    const url = new URL(link.href)
    const here = window.location
    return url.hash && url.origin === here.origin && url.pathname === here.pathname && url.search === here.search ? url.hash : null
  } catch {
    return null
  }
}

/** Whether the page is shown inside a frame (a frame of another origin may refuse the question: it is one). */
function inFrame(): boolean {
  try {
    return window.top !== window.self
  } catch {
    return true
  }
}

export function installPageBehaviours({ imageLightbox, particlesScriptUrl, router = null }: PageBehaviourOptions): () => void {
  const installed: Installed[] = [installLazyBackgrounds(), installReveal(), installParticles(particlesScriptUrl)]
  // The link actions of the page's own features; popups and side panels register theirs as they load.
  // The shell's own controls: the scroll-to-top button, the colour switch's pressed state, and the
  // header's controls, whose code comes when the visitor turns to the header (docs/decisions/071).
  const unregister = [registerLightboxAction(), registerReloadPage(), installScrollTop(), syncColourSwitches(), armHeaderControls()]
  const scanAll = () => {
    for (const behaviour of installed) behaviour.scan(document)
  }
  scanAll()

  // Markup added later (popups, grids, client navigation) gets the same treatment, batched per frame.
  let frame = 0
  const mutations = new MutationObserver(() => {
    if (frame) return
    frame = requestAnimationFrame(() => {
      frame = 0
      scanAll()
    })
  })
  mutations.observe(document.body, { childList: true, subtree: true })

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
    mutations.disconnect()
    if (frame) cancelAnimationFrame(frame)
    for (const behaviour of installed) behaviour.disconnect()
    for (const remove of unregister) remove()
  }
}
