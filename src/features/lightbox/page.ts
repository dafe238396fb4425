/**
 * What the page needs of the lightbox before its code is fetched: its `lightbox` link action,
 * registered on the link-action bus, and image links opening it (docs/product.md, Shell). Both
 * only build the slides from the page and call the loader.
 */
import { isLightboxImageLink, lightboxForce } from '../../lib/image-links'
import { registerLinkAction } from '../link-actions'
import { openLightbox } from './loader'
import { lightboxFromLink, lightboxFromSettings } from './slides'

/** Registers the `lightbox` link action; returns what removes it. */
export function registerLightboxAction(): () => void {
  return registerLinkAction('lightbox', (settings, { trigger }) => {
    const options = lightboxFromSettings(settings, document, trigger)
    if (options) return openLightbox(options)
  })
}

/**
 * Opens the slideshow of a clicked image link when the page setting allows (`data-lightbox="yes"`
 * forces it per element). Returns whether it took the click.
 */
export function openImageLink(event: MouseEvent, link: HTMLAnchorElement, imageLightbox: boolean): boolean {
  if (!(imageLightbox || lightboxForce(link) === 'yes') || !isLightboxImageLink(link)) return false
  const options = lightboxFromLink(link)
  if (!options) return false
  event.preventDefault()
  openLightbox(options).catch(() => {
    // The lightbox chunk failed to load (offline, new deploy): do what the link would have done.
    window.location.assign(link.href)
  })
  return true
}
