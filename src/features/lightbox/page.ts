/**
 * What the page needs of the lightbox before its code is fetched (docs/decisions/041): its
 * `lightbox` link action, registered on the link-action bus, and the click on a link that opens
 * in it — an image link (docs/product.md, Shell) or a link marked with a slide kind (a block's
 * button, « Ouvrir dans une visionneuse »). Both only hand the link or the settings to the loader:
 * the slides, the gallery and everything else are the lightbox's code, fetched on the first click.
 */
import { isLightboxImageLink, lightboxForce } from '../../lib/image-links'
import { registerLinkAction } from '../link-actions'
import { LIGHTBOX_KIND_ATTRIBUTE, LIGHTBOX_MIDCLICK_ATTRIBUTE } from './constants'
import { openLightbox } from './loader'

/** Registers the `lightbox` link action; returns what removes it. */
export function registerLightboxAction(): () => void {
  return registerLinkAction('lightbox', (settings, { trigger }) => {
    void openLightbox({ settings, opener: trigger })
  })
}

/**
 * Spec §4: a plain primary click opens; a middle-click or a click with a modifier key is left to the
 * browser (a new tab, a download) unless the link asks for midClick.
 */
export function opensOnClick(event: Pick<MouseEvent, 'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey' | 'defaultPrevented'>, midClick: boolean): boolean {
  if (event.defaultPrevented) return false
  const modified = event.metaKey || event.ctrlKey || event.shiftKey || event.altKey
  if (event.button === 0 && !modified) return true
  return midClick && (event.button === 0 || event.button === 1)
}

/** Whether a link opens in the lightbox at all: marked with a kind, or an image link where the page allows. */
function isLightboxLink(link: HTMLAnchorElement, imageLightbox: boolean): boolean {
  if (link.hasAttribute(LIGHTBOX_KIND_ATTRIBUTE)) return true
  return (imageLightbox || lightboxForce(link) === 'yes') && isLightboxImageLink(link)
}

/**
 * Opens the lightbox for a clicked link (click, or auxclick for the middle button) when it is one
 * and the click is one that opens it. Returns whether it took the click.
 */
export function openLightboxLink(event: MouseEvent, link: HTMLAnchorElement, imageLightbox: boolean): boolean {
  if (!isLightboxLink(link, imageLightbox) || !opensOnClick(event, link.hasAttribute(LIGHTBOX_MIDCLICK_ATTRIBUTE))) return false
  event.preventDefault()
  void openLightbox({ link })
  return true
}
